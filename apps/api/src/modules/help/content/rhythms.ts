import { RATE_LIMITS } from '@heartcheck/ecg/rhythm/rate-episodes';
import { CLINICAL_TEAM, type SeedArticle } from './types.ts';

/**
 * One article for each rhythm the reports name since issue 19 (atrial flutter, ventricular
 * fibrillation or flutter, heart block, slow and fast heart rate), linked from "What is an ECG?".
 * Stable ids (`rhythm-…`) so the results and reports can link to them.
 */

/** The engine's `uncertain` findings, as every rhythm article explains them. */
const POOR_SIGNAL = `<h2>Findings in poor signal</h2>
<p>When your ECG was noisy, for example while you were moving a lot or an electrode was loose, we may still spot something that looks like this rhythm but cannot be sure of it. We show it to your cardiologist to look at, but we do not count it in your figures unless they decide it was real. Your cardiologist can also mark anything we found as caused by signal noise, and the figures in your cardiac report then leave it out.</p>`;

const NOT_ALONE = `<h2>What the report can and cannot tell you</h2>
<p>Your recording comes from a single-lead ECG, and every finding is checked by a cardiologist before you see it. Their comments in your cardiac report say what it means for you; the figures alone are not a diagnosis. If you have chest pain, fainting or severe breathlessness, call 999. For urgent advice that is not an emergency, call NHS 111.</p>`;

export const RHYTHM_ARTICLES: SeedArticle[] = [
  {
    id: 'rhythm-atrial-flutter',
    title: 'Atrial flutter in your results',
    category: 'theData',
    starred: false,
    daysAgo: 2,
    tags: ['Atrial flutter', 'Heart rhythm', 'Results'],
    author: CLINICAL_TEAM,
    content: `
<p>Atrial flutter is a fast rhythm that starts in the upper chambers of your heart (the atria). Instead of the normal single signal for each beat, an electrical signal circles round the upper chambers very quickly, usually about 300 times a minute.</p>
<h2>How it differs from atrial fibrillation</h2>
<p>In atrial fibrillation (AF) the upper chambers quiver in a disorganised way, so the heartbeat is irregular. In atrial flutter the circling signal is organised, so on an ECG it makes a regular "saw-tooth" pattern, and the heartbeat is often regular too: the lower chambers usually answer every second or third flutter wave, giving a pulse of around 100 to 150 beats a minute. Some people have both rhythms at different times.</p>
<h2>What your results show</h2>
<p>We list how many episodes of atrial flutter we found, how long they lasted in total and the longest one, with its heart rate and when it happened. Your cardiologist can print the ECG of an episode in your cardiac report.</p>
<h2>Why it matters</h2>
<p>Like AF, atrial flutter can make you feel your heart racing, breathless or tired, though some people notice nothing. It can also raise the risk of a stroke in the same way as AF, so doctors usually assess it in the same way. If your cardiologist mentions atrial flutter, your GP may talk to you about your stroke risk and about treatment to control the rhythm or the heart rate.</p>
${POOR_SIGNAL}
${NOT_ALONE}`,
  },
  {
    id: 'rhythm-ventricular-fibrillation',
    title: 'Ventricular fibrillation or flutter in your results',
    category: 'theData',
    starred: false,
    daysAgo: 2,
    tags: ['Ventricular fibrillation', 'Heart rhythm', 'Urgent'],
    author: CLINICAL_TEAM,
    content: `
<p>Ventricular fibrillation (VF) is a rhythm in which the lower chambers of the heart (the ventricles) quiver instead of pumping. Ventricular flutter is a very fast, regular rhythm of the lower chambers that often turns into fibrillation. On an ECG neither shows separate heartbeats, only a fast wavy line. We report the two together.</p>
<h2>Why it is an urgent finding</h2>
<p>While the heart is in VF it does not pump blood, so a long episode stops the circulation: this is a cardiac arrest, and it needs help at once. Short episodes that stop by themselves also need a doctor's attention on the same day. That is why your results call it an urgent finding, and why your cardiologist reviews it first.</p>
<h2>What happens when we find it</h2>
<ul>
<li>Your cardiologist looks at the ECG of each episode. Noise from movement or a loose electrode can look very like VF, and they tell the two apart.</li>
<li>If they confirm it, they flag it as urgent when they sign your report. We email you at once and your results tell you what to do: contact your GP today (or NHS 111 if the surgery is closed), or call NHS 111 now if it is flagged in the evening, at a weekend or on a bank holiday. We also telephone you: the same day within our support hours, otherwise at 9am on the next working day.</li>
<li>Your results list how many episodes there were, how long they lasted and when the longest happened.</li>
</ul>
<h2>If you feel unwell</h2>
<p>Do not wait for a call or a report. Call 999 if you have chest pain, faint or collapse, or feel severely breathless. If someone collapses and is not breathing normally, call 999 and start CPR.</p>
${POOR_SIGNAL}
${NOT_ALONE}`,
  },
  {
    id: 'rhythm-heart-block',
    title: 'Heart block (AV block) in your results',
    category: 'theData',
    starred: false,
    daysAgo: 2,
    tags: ['Heart block', 'AV block', 'Heart rhythm'],
    author: CLINICAL_TEAM,
    content: `
<p>Each heartbeat starts as a signal in the upper chambers of your heart and passes through a junction, the atrioventricular (AV) node, to the lower chambers. In heart block, also called AV block, some of these signals do not get through, so a beat of the upper chambers is not followed by a beat of the lower chambers.</p>
<h2>The degrees of heart block</h2>
<ul>
<li><strong>First degree</strong>: every signal gets through, only a little slowly. It does not drop beats, and we do not report it.</li>
<li><strong>Second degree</strong>: some signals do not get through, so a beat is now and then dropped. On an ECG there is a P wave (the upper chambers' signal) with no heartbeat after it.</li>
<li><strong>Third degree (complete heart block)</strong>: no signals get through, and the lower chambers beat slowly on their own.</li>
</ul>
<p>Our results report second-degree or higher heart block: the stretches where we saw beats being dropped. Your cardiologist says which type it was.</p>
<h2>Why it matters</h2>
<p>Some kinds of second-degree block are common and harmless, especially during sleep in young and fit people. Others, and complete heart block, can cause dizziness, fainting or tiredness and may need treatment such as a pacemaker. Complete heart block is a finding your cardiologist can flag as urgent, in which case we email you at once and telephone you (the same day within our support hours, otherwise at 9am on the next working day).</p>
${POOR_SIGNAL}
${NOT_ALONE}`,
  },
  {
    id: 'rhythm-slow-and-fast-heart-rate',
    title: 'Slow and fast heart rate in your results',
    category: 'theData',
    starred: false,
    daysAgo: 2,
    tags: ['Bradycardia', 'Tachycardia', 'Heart rate'],
    author: CLINICAL_TEAM,
    content: `
<p>Your heart rate changes all the time: it falls when you rest and sleep and rises when you are active, excited or unwell. Your results list the stretches of your recording when it stayed unusually slow or fast.</p>
<h2>Slow heart rate (bradycardia)</h2>
<p>We list the stretches of at least ${RATE_LIMITS.minS} seconds when your heart rate stayed below ${RATE_LIMITS.bradyBpm} beats a minute, with the rate and when they happened. Some definitions start at 50; we do not list rates in the 40s, because they are common during sleep and in fit people. A slow rate is normal during sleep and in many fit people, and some medicines, such as beta blockers, slow the heart. It matters more if it comes with dizziness, fainting or unusual tiredness.</p>
<h2>Fast heart rate (tachycardia)</h2>
<p>We list the stretches of at least ${RATE_LIMITS.minS} seconds when your heart rate stayed above ${RATE_LIMITS.tachyBpm} beats a minute. A fast rate is normal during exercise, stress, fever or after caffeine. It matters more if it starts suddenly at rest, if it comes with palpitations, breathlessness or chest discomfort, or if it comes from an abnormal rhythm such as atrial fibrillation or flutter, which your results list separately.</p>
<h2>Reading them with your diary</h2>
<p>Your cardiologist compares these stretches with your symptom diary and your activity at the time. A fast rate while you climbed the stairs says something quite different from one while you were sitting still.</p>
${POOR_SIGNAL}
${NOT_ALONE}`,
  },
];
