import { RATE_LIMITS } from '@heartcheck/ecg/rhythm/rate-episodes';
import { CLINICAL_TEAM, SUPPORT_EMAIL, type SeedArticle } from './types.ts';

/** Understanding the data: what an ECG is, blood pressure, and questions for a cardiologist. */
export const DATA_ARTICLES: SeedArticle[] = [
  {
    id: 'what-is-an-ecg',
    title: 'What is an ECG?',
    category: 'theData',
    starred: true,
    daysAgo: 20,
    tags: ['ECG', 'Holter', 'Heart rhythm'],
    author: CLINICAL_TEAM,
    content: `
<p>An electrocardiogram (ECG) records the electrical signals that make your heart beat. Each heartbeat shows up as a pattern of waves, and the time between beats shows how your heart rate changes from moment to moment.</p>
<h2>What a HeartCheck recording is</h2>
<p>HeartCheck uses a single-lead ECG recorder that you wear at home. Recording for a long period, between 24 and 72 hours, is called Holter monitoring. It captures your heart during everyday life, including activity and sleep, which a short ECG at a clinic cannot do.</p>
<h2>What it can show</h2>
<ul>
<li>Your heart rate: average, lowest and highest.</li>
<li>Your heart rhythm, including extra or skipped beats and pauses.</li>
<li>Irregular rhythms such as possible atrial fibrillation.</li>
<li>Heart rate variability: how the time between beats varies, which reflects how your nervous system adjusts your heart rate.</li>
</ul>
<h2>The rhythm findings in your reports</h2>
<p>We sort every heartbeat of your recording by its shape and timing, and your cardiologist checks what we found before you see it. Your cardiac report lists:</p>
<ul>
<li><strong>Atrial fibrillation (AF)</strong>: an irregular rhythm in which the upper chambers do not beat in an organised way. We list episodes lasting 30 seconds or more, and the share of your recording they took up (the "burden").</li>
<li><strong>Atrial flutter</strong>: a fast, organised rhythm of the upper chambers, often with a regular pulse of 100 to 150 beats a minute. See <a href="/support-hub/article/rhythm-atrial-flutter">Atrial flutter in your results</a>.</li>
<li><strong>Ventricular fibrillation or flutter</strong>: the lower chambers quiver instead of pumping. It is an urgent finding: see <a href="/support-hub/article/rhythm-ventricular-fibrillation">Ventricular fibrillation or flutter in your results</a>.</li>
<li><strong>Ectopic (extra) beats</strong>: beats that start outside the heart's normal pacemaker, either in the lower chambers (ventricular) or the upper chambers (supraventricular). Most people have some; we give how many, how many per hour, and what share of all beats they were.</li>
<li><strong>Couplets and runs</strong>: two extra beats in a row (a couplet), or three or more (a run). A run of ventricular beats is sometimes called non-sustained ventricular tachycardia.</li>
<li><strong>Bigeminy and trigeminy</strong>: a pattern in which every second (or third) beat is an extra beat.</li>
<li><strong>Pauses</strong>: gaps of 2 seconds or more between beats.</li>
<li><strong>Heart block (second-degree or higher AV block)</strong>: beats of the upper chambers that do not reach the lower chambers. See <a href="/support-hub/article/rhythm-heart-block">Heart block (AV block) in your results</a>.</li>
<li><strong>Slow and fast heart rate</strong>: stretches of at least ${RATE_LIMITS.minS} seconds when your heart rate stayed below ${RATE_LIMITS.bradyBpm} or above ${RATE_LIMITS.tachyBpm} beats a minute. See <a href="/support-hub/article/rhythm-slow-and-fast-heart-rate">Slow and fast heart rate in your results</a>.</li>
<li><strong>Signal that could not be analysed</strong>: stretches where movement, a loose electrode or the recorder being off hid your heartbeat. We leave them out of every figure and say how long they were.</li>
</ul>
<p>Where the signal was too poor for us to be sure of a finding, we show it to your cardiologist but do not count it. Your cardiologist can mark something we found as caused by signal noise; the figures in the cardiac report then leave it out. Where our software read your ECG wrongly, they correct it: they can change the type of a beat or a rhythm, add a beat or an episode we missed, and mark a stretch of noise that we took for heartbeats, and every figure in your cardiac report is then counted again from their corrections. They can also add strips of your ECG at the events that matter most.</p>
<h2>What it cannot show</h2>
<p>A single-lead recording looks at the heart from one direction. It is not a full 12-lead ECG, it cannot rule out a heart attack, and it does not measure blood pressure or the structure of your heart. Your cardiologist's comments explain what your recording can and cannot tell you.</p>
<h2>When not to wait for a test</h2>
<p>If you have chest pain, fainting, or severe breathlessness, call 999. For urgent advice that is not an emergency, call NHS 111.</p>`,
  },
  {
    id: 'why-blood-pressure-matters',
    title: 'Why blood pressure matters',
    category: 'theData',
    starred: false,
    daysAgo: 30,
    tags: ['Blood pressure', 'Heart health'],
    author: CLINICAL_TEAM,
    content: `
<p>Blood pressure is the force your blood puts on the walls of your arteries. It is written as two numbers, such as 120/80mmHg: the first when your heart beats, the second when it rests between beats.</p>
<h2>Why it matters</h2>
<p>High blood pressure rarely causes symptoms, so many people do not know they have it. Over time it puts extra strain on your heart and blood vessels and raises the risk of heart disease and stroke. Knowing your numbers lets you and your GP act early.</p>
<h2>What the numbers mean</h2>
<ul>
<li>The NHS describes ideal blood pressure as between 90/60mmHg and 120/80mmHg.</li>
<li>A reading of 140/90mmHg or higher at a clinic (135/85mmHg or higher at home) is considered high.</li>
</ul>
<h2>HeartCheck and blood pressure</h2>
<p>Your HeartCheck recorder measures your heart's electrical activity, not your blood pressure. To have your blood pressure checked, ask your GP practice or a local pharmacy; many pharmacies offer free checks for adults over 40. In England, adults aged 40 to 74 are also offered an NHS Health Check every five years.</p>
<h2>Everyday habits that help</h2>
<ul>
<li>Eat less salt and more fruit and vegetables.</li>
<li>Be active most days of the week.</li>
<li>Keep alcohol within the UK guideline of 14 units a week, and stop smoking.</li>
<li>Aim for a healthy weight.</li>
</ul>`,
  },
  {
    id: 'contacting-a-cardiologist',
    title: 'Questions for a cardiologist',
    category: 'theData',
    starred: false,
    daysAgo: 12,
    tags: ['Cardiologist', 'Results'],
    author: CLINICAL_TEAM,
    content: `
<p>Every HeartCheck recording is reviewed by a cardiologist, a doctor who specialises in the heart. Their comments are in your cardiac report: choose <strong>Cardiac Report</strong> in the left menu.</p>
<h2>If you have a question about your report</h2>
<p>Email us at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from the address on your account. Tell us which order your question is about and what you would like to know. We pass clinical questions to the reviewing cardiologist and reply as soon as we can, Monday to Friday, 9am-5pm UK time.</p>
<h2>What the cardiologist can and cannot do</h2>
<ul>
<li>They can explain the findings of your recording and what the terms in your report mean.</li>
<li>They cannot diagnose conditions outside the recording, prescribe medicines or replace your own doctor's care.</li>
</ul>
<p>If your report recommends that you see your GP, please book an appointment and take your reports with you. See <a href="/support-hub/article/sharing-your-report-with-your-gp">Sharing your report with your GP</a>.</p>
<h2>In an emergency</h2>
<p>Our team cannot respond to emergencies. If you have chest pain, fainting or severe breathlessness, call 999. For urgent advice, call NHS 111.</p>`,
  },
];
