import type { Stretch } from '../quality/window-model.ts';
import { doubtedCover, worstQuality, type QualityWindows } from '../quality/window-quality.ts';
import type { RateWithheldReason } from '../types.ts';
import type { RhythmEpisode } from './episodes.ts';

/**
 * VF episodes (ventricular fibrillation or flutter) from the VF window classifier's stretches
 * (quality/window-quality.ts); confidence = the stretch's mean smoothed P(VF).
 */
export function vfEpisodes(
  vf: readonly Stretch[],
  fs: number,
  time: (sample: number) => string | null,
): RhythmEpisode[] {
  return vf.map((s) => ({
    type: 'VF',
    startSample: s.start,
    endSample: s.end,
    startTime: time(s.start),
    durationS: Math.round(((s.end - s.start) / fs) * 1000) / 1000,
    beats: 0,
    meanHr: null,
    confidence: Math.round(s.p * 1000) / 1000,
  }));
}

/** Findings a noisy window can fake: ventricular ectopy and pauses. */
const NOISE_SENSITIVE = new Set<RhythmEpisode['type']>([
  'VT',
  'couplet',
  'bigeminy',
  'trigeminy',
  'pause',
]);

/**
 * Flagged `uncertain` at P(bad) >= 0.5: the quality model is trained on balanced classes, so 0.5
 * is where it finds the window's beats more likely wrong than right. (Withholding V beats, which
 * changes the counts, waits for the stricter WINDOW_MODEL.uncertain.)
 */
const FLAG_P = 0.5;

/**
 * Flags `uncertain` the ventricular-ectopy and pause episodes that touch a window whose beats
 * the quality model doubts (smoothed P(bad) >= FLAG_P): shown for review, not counted; a VT run
 * longer than a window, only when doubted windows cover half of it or more (doubtedEpisode).
 * Their confidence is 1 - the worst window's probability (the review still sorts them first).
 */
export function flagUncertain(
  q: QualityWindows,
  threshold: number = FLAG_P,
  episodes: RhythmEpisode[],
): RhythmEpisode[] {
  for (const e of episodes) {
    if (!NOISE_SENSITIVE.has(e.type)) continue;
    const end = Math.max(e.endSample, e.startSample + 1);
    const worst = worstQuality(q, e.startSample, end);
    // The signal's trust caps what the classifier said of the run (VT/SVT come with one).
    const signal = Math.round((1 - worst) * 1000) / 1000;
    e.confidence = e.confidence === undefined ? signal : Math.min(e.confidence, signal);
    if (doubtedEpisode(q, e, end, worst >= threshold, threshold)) e.uncertain = true;
  }
  return episodes;
}

/**
 * Half: a long VT run is uncertain when doubted windows cover most of it ("half or more"). Not
 * fitted: no other level was tried (the README lists the forms of the rule that were).
 */
const MOSTLY = 0.5;

/**
 * Whether an episode that touches a doubted window (`touched`) is in poor signal. A VT run longer
 * than one quality window (8 s, quality/signal-quality.ts VF_WINDOW_S, read off the windows) is
 * judged by the share of it the doubted windows cover, not by its worst window: one doubted
 * window in a 55-s VT (MIT-BIH 223 at 579 s, 96 beats, 24 % covered) no longer leaves a
 * sustained VT uncounted. Shorter runs, and every other episode, keep the worst-window rule: a
 * window is longer than they are, so it cannot say which part of them is in doubt. Measured 29
 * November (README "Long VT runs in one doubted window"): DS1 whole engine 24 -> 25 of 43 runs,
 * false VT 2 -> 2; noise stress VT counted +1 at 6 and at 0 dB, false VT unchanged (2 / 3);
 * normal strips 0 of 170; synthetic `bank` artefact 4 more of its 372 VT counted.
 */
function doubtedEpisode(
  q: QualityWindows,
  e: RhythmEpisode,
  end: number,
  touched: boolean,
  threshold: number,
): boolean {
  if (!touched) return false;
  const windowLength = q.windows.length > 0 ? q.windows.ends[0]! - q.windows.starts[0]! : 0;
  if (e.type !== 'VT' || windowLength === 0 || end - e.startSample < windowLength) return true;
  return doubtedCover(q, e.startSample, end, threshold) >= MOSTLY;
}

/**
 * VT and VF in a recording whose heart rate is withheld - as `noise` (most of its complexes have
 * no recurring shape, quality/template-recurrence.ts) or for `little-signal` (under 18.8 % of the
 * time it had a signal is analysable, holter/rate-withheld.ts) - are flagged `uncertain`: shown
 * for review (first in the workstation's list), not counted as findings. A recording the engine
 * says cannot give a heart rate cannot also assert a ventricular arrhythmia. No constant of its
 * own. bench/vf-context.ts: every development ECG piece with VF (Creighton and DS1, whole, 5-min,
 * 30-s: 59 pieces) and with VT (those and SVDB: 150 pieces, 317 episodes) keeps its rate, so
 * neither reason flags any of them; 7 of the 9 synthetic `sway` segments with VF have it
 * withheld as noise (issue 19, 27 Nov). `little-signal` was added on 29 Nov (README "VT and VF
 * where the rate is withheld").
 */
export function flagWhereRateWithheld(
  episodes: RhythmEpisode[],
  withheld: RateWithheldReason | undefined,
): RhythmEpisode[] {
  if (withheld === undefined) return episodes;
  for (const e of episodes) if (e.type === 'VT' || e.type === 'VF') e.uncertain = true;
  return episodes;
}
