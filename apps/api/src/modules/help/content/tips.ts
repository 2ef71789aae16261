import { CLINICAL_TEAM, type SeedArticle } from './types.ts';

/** Why an HRV index can be missing from the results (the engine's withholding rules). */
const WITHHELD = `<h2>When we do not show this index</h2>
<p>Heart rate variability only describes your nervous system while your heart beats in its normal (sinus) rhythm, from one normal beat to the next. We do not show this index, and say why instead, for any part of your recording (the whole, day, night or an hour) where atrial fibrillation took up a fifth or more of the beats, where a fifth or more of the beats were extra (ectopic) beats, where noise made a fifth or more of the beats unrecognisable or left too little of the recording readable to give a heart rate at all, where the time between beats kept jumping between different lengths (extra beats that look normal, or an irregular rhythm), where there were too many pauses between beats, or where there were less than 5 minutes of normal-to-normal beats. In those conditions a number would be misleading: an irregular rhythm can look like very high variability.</p>`;

const CAUTION = `<h2>A note of caution</h2>
<p>These are general lifestyle suggestions, not medical advice or treatment. One recording is a snapshot, and your figures are best read together with your cardiologist's comments. Talk to your GP before making big changes to exercise or medication, and call 999 if you have chest pain, fainting or severe breathlessness.</p>`;

/** Tips to improve: one article for each index in the results (stable ids: the results link here). */
export const TIP_ARTICLES: SeedArticle[] = [
  {
    id: 'tips-pns-index',
    title: 'Understanding and improving your PNS index',
    category: 'tipsToImprove',
    starred: false,
    daysAgo: 5,
    tags: ['PNS index', 'Heart rate variability', 'Recovery'],
    author: CLINICAL_TEAM,
    content: `
<p>The PNS index describes the activity of your parasympathetic nervous system, the "rest and digest" side of your nervous system that slows your heart and helps your body recover.</p>
<h2>What the number means</h2>
<p>The index combines three measures from your recording: your average time between beats, and two measures of how much that time varies from beat to beat. Zero is the average for healthy adults at rest. Positive values mean more parasympathetic activity than that average; negative values mean less. Age, fitness, sleep, illness, alcohol and some medicines all affect it.</p>
<h2>How to improve it</h2>
<ul>
<li><strong>Sleep regularly</strong>: keep to similar bed and wake times and aim for 7 to 9 hours.</li>
<li><strong>Move most days</strong>: regular moderate activity, such as brisk walking or cycling, tends to raise parasympathetic activity over weeks and months.</li>
<li><strong>Breathe slowly</strong>: a few minutes of slow, relaxed breathing, about six breaths a minute, encourages the rest-and-digest response.</li>
<li><strong>Go easy on alcohol</strong>, especially in the evening: it lowers heart rate variability during sleep.</li>
<li><strong>Allow recovery</strong> after hard exercise or illness before expecting your figures to rise.</li>
</ul>
${WITHHELD}
${CAUTION}`,
  },
  {
    id: 'tips-sns-index',
    title: 'Understanding and improving your SNS index',
    category: 'tipsToImprove',
    starred: false,
    daysAgo: 5,
    tags: ['SNS index', 'Heart rate variability', 'Stress'],
    author: CLINICAL_TEAM,
    content: `
<p>The SNS index describes the activity of your sympathetic nervous system, the "fight or flight" side that speeds up your heart when you are active, stressed or unwell.</p>
<h2>What the number means</h2>
<p>The index combines your average heart rate, your stress index and a measure of longer-term variation in the time between beats. Zero is the average for healthy adults at rest. Positive values mean more sympathetic activity than that average; negative values mean less. A higher value during a busy or stressful day is normal. A value that stays high, including during sleep, suggests your body is under strain.</p>
<h2>How to improve it</h2>
<ul>
<li><strong>Build in recovery</strong>: short breaks during the working day and rest days between hard workouts.</li>
<li><strong>Manage stress</strong>: time outdoors, relaxation or breathing exercises, and talking things through all help.</li>
<li><strong>Limit stimulants</strong>: cut back on caffeine, especially after midday, and on nicotine.</li>
<li><strong>Protect your sleep</strong>: a cool, dark room and a regular routine help your body switch off.</li>
<li><strong>Stay hydrated</strong> and avoid heavy meals and alcohol late at night.</li>
</ul>
${WITHHELD}
${CAUTION}`,
  },
  {
    id: 'tips-stress-index',
    title: 'Understanding and improving your stress index',
    category: 'tipsToImprove',
    starred: false,
    daysAgo: 5,
    tags: ['Stress index', 'Heart rate variability'],
    author: CLINICAL_TEAM,
    content: `
<p>The stress index, devised by the physiologist Roman Baevsky, shows how much strain your body's regulating systems are under, based on how evenly your heartbeats are spaced.</p>
<h2>What the number means</h2>
<p>When you are relaxed, the time between your beats varies a lot and the index is low. Under physical or mental stress, the beats become more regular and the index rises. Your report shows the square root of Baevsky's index, which keeps the numbers in a smaller range, next to a reference range for comparison. Exercise, illness, poor sleep, worry and caffeine can all raise it for a while.</p>
<h2>How to improve it</h2>
<ul>
<li><strong>Take regular breaks</strong> from demanding tasks and screens.</li>
<li><strong>Try slow breathing</strong>: breathe in for about four seconds and out for about six, for five minutes, once or twice a day.</li>
<li><strong>Be active</strong>: regular moderate exercise lowers resting stress over time, as long as you allow time to recover.</li>
<li><strong>Keep a steady sleep routine</strong> and avoid screens in the hour before bed.</li>
<li><strong>Connect with others</strong>: social contact and talking about worries help many people feel less stressed.</li>
</ul>
${WITHHELD}
${CAUTION}`,
  },
  {
    id: 'tips-average-heart-rate',
    title: 'Understanding and improving your average heart rate',
    category: 'tipsToImprove',
    starred: false,
    daysAgo: 4,
    tags: ['Heart rate', 'Fitness'],
    author: CLINICAL_TEAM,
    content: `
<p>Your average heart rate is the mean number of beats per minute over the whole recording, including activity, rest and sleep.</p>
<h2>What the number means</h2>
<p>For most adults, a resting heart rate between 60 and 100 beats per minute is considered normal, and it is usually lower during sleep. Because your average includes the times you were active, it is normally a little higher than your resting rate. Fit people often have lower rates. Caffeine, stress, illness, dehydration, heat and some medicines can raise it.</p>
<h2>When no heart rate is given</h2>
<p>Sometimes your results say "Not given" instead of a heart rate. We do this when the recorder picked up mostly noise rather than heartbeats: when most of the recording has no recurring heartbeat, or when less than a fifth of the time the recorder picked up a signal could be analysed (for example because an electrode was loose or rubbing). A rate worked out from the few clean minutes left would not describe your heart, so we do not show one. Time when the recorder was off and recorded a flat line does not count against it. Your cardiologist still reviews everything that was recorded, and your cardiac report says what they found.</p>
<h2>How to improve it</h2>
<ul>
<li><strong>Be active regularly</strong>: the UK guidelines suggest at least 150 minutes of moderate activity a week. Over time this usually lowers your resting heart rate.</li>
<li><strong>Stop smoking</strong>: nicotine raises heart rate; the NHS offers free help to quit.</li>
<li><strong>Cut down on caffeine and alcohol.</strong></li>
<li><strong>Drink enough fluids</strong>, especially in hot weather or when exercising.</li>
<li><strong>Get enough sleep</strong> and find ways to unwind.</li>
</ul>
${CAUTION}`,
  },
  {
    id: 'tips-respiratory-rate',
    title: 'Understanding and improving your respiratory rate',
    category: 'tipsToImprove',
    starred: false,
    daysAgo: 4,
    tags: ['Respiratory rate', 'Breathing'],
    author: CLINICAL_TEAM,
    content: `
<p>Your respiratory rate is the number of breaths you take per minute. HeartCheck estimates it from small changes in your ECG signal that happen as your chest moves when you breathe.</p>
<h2>What the number means</h2>
<p>For adults at rest, 12 to 20 breaths a minute is typical. It is estimated from the ECG rather than measured directly, so treat it as a guide. Activity, anxiety, fever and some lung and heart conditions can make breathing faster; sleep makes it slower.</p>
<h2>How to improve it</h2>
<ul>
<li><strong>Practise relaxed breathing</strong>: sit comfortably, breathe in gently through your nose and let the breath out slowly, letting your belly rather than your shoulders move.</li>
<li><strong>Stay active</strong>: regular exercise strengthens the muscles you breathe with and improves fitness.</li>
<li><strong>Keep good posture</strong> when sitting for long periods, so your lungs have room to expand.</li>
<li><strong>Avoid smoke</strong>, including second-hand smoke.</li>
</ul>
${CAUTION}`,
  },
  {
    id: 'tips-rr-interval',
    title: 'Understanding and improving your RR interval',
    category: 'tipsToImprove',
    starred: false,
    daysAgo: 4,
    tags: ['RR interval', 'Heart rate variability'],
    author: CLINICAL_TEAM,
    content: `
<p>The RR interval is the time between two heartbeats, measured from the tall "R" peak of one beat on the ECG to the R peak of the next, in milliseconds.</p>
<h2>What the number means</h2>
<p>The average RR interval is another way of expressing your heart rate: 1,000 milliseconds is 60 beats per minute and 750 milliseconds is 80. A longer average interval means a slower heart rate. The intervals are never exactly the same from beat to beat; this natural variation, called heart rate variability, is a sign that your nervous system is adjusting your heart to what you are doing. Your report shows how much your intervals vary as well as their average.</p>
<h2>How to improve it</h2>
<ul>
<li><strong>Be active regularly</strong>, which tends to lengthen resting RR intervals and increase healthy variation.</li>
<li><strong>Sleep well</strong> and keep a regular routine.</li>
<li><strong>Limit alcohol, caffeine and nicotine</strong>, which shorten RR intervals and reduce variability.</li>
<li><strong>Practise slow breathing</strong> to encourage the natural rise and fall of your heart rate with each breath.</li>
</ul>
${CAUTION}`,
  },
];
