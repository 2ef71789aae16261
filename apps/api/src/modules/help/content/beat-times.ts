import { CLINICAL_TEAM, type SeedArticle } from './types.ts';

/**
 * Results from beat times only (issue 19 item 6, issue 24 item 3): what a recording without an
 * ECG can and cannot show, for customers, GPs and the staff who upload such files. Stable id
 * `beat-times-only` so screens and the runbook can link to it.
 */
export const BEAT_TIMES_ARTICLE: SeedArticle = {
  id: 'beat-times-only',
  title: 'Results from beat times only (no ECG)',
  category: 'theData',
  starred: false,
  daysAgo: 1,
  tags: ['Beat times', 'Heart rhythm', 'Results'],
  author: CLINICAL_TEAM,
  content: `
<p>Some recorders and watches do not keep the ECG itself. They keep only the moment of each heartbeat, the "beat times". When that is all a recorder gives us, we analyse the beat times, and every page and report of your results says <strong>"Findings from beat times only (no ECG)"</strong>.</p>
<h2>What beat times can show</h2>
<ul>
<li>Your heart rate over the whole recording: average, lowest and highest, and the heart-rate trend.</li>
<li>Irregular rhythms such as atrial fibrillation, which we find from how irregular the time between beats is.</li>
<li>Pauses of 2 seconds or more, and stretches of slow or fast heart rate.</li>
<li>Heart rate variability, where the beats allow it. When the rhythm is irregular (for example in atrial fibrillation) the indices would not mean what they usually mean, so we leave them out and say why.</li>
</ul>
<h2>What beat times cannot show</h2>
<ul>
<li>There are no ECG strips to look at, no beat shapes and no full disclosure of the recording.</li>
<li>Extra (ectopic) beats can only be told apart from normal ones if the recorder labelled each beat. If it did not, every beat is taken as normal.</li>
<li>A gap of more than 10 seconds between beats is usually lost signal rather than a true pause. We list it for your cardiologist to judge, marked as uncertain, and do not count it.</li>
</ul>
<p>Your cardiologist reviews the rhythm findings and the heart-rate trend before signing your cardiac report, and their comments say what the results mean for you.</p>
<h2>For staff: uploading a beat-time file</h2>
<ul>
<li>On the order's recording page, under "What the file holds", choose <strong>Beat times only (no ECG)</strong>.</li>
<li>A WFDB annotation file (<code>.qrs</code>, <code>.atr</code> or <code>.ann</code>) counts its beats in samples: choose its <code>.hea</code> header file as well, or type the sampling rate from the recorder's documentation (for example 250 or 128 Hz). Only the beat annotations are used. A rate typed wrongly can be corrected afterwards on the order's recording page, with the reason: the recording is analysed again.</li>
<li>A CSV (<code>.csv</code> or <code>.txt</code>) has one beat time in seconds per row, in the first column; a header row, blank lines and lines starting with <code>#</code> are skipped. A CSV can also be an ECG, which is why you choose the kind.</li>
<li>The file is checked before it is accepted. It is refused, with the reason, when it has fewer than 3 beats, when a beat time does not come after the one before, when there is no sampling rate for an annotation file, or when the beats span less than a minute.</li>
<li>Give the recorder's start time if the file has none, as for an ECG recording.</li>
</ul>`,
};
