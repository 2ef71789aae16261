import type { Stretch } from '../quality/window-model.ts';
import { worstQuality, type QualityWindows } from '../quality/window-quality.ts';
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
 * the quality model doubts (smoothed P(bad) >= FLAG_P): shown for review, not counted.
 * Their confidence is 1 - that probability.
 */
export function flagUncertain(
  q: QualityWindows,
  threshold: number = FLAG_P,
  episodes: RhythmEpisode[],
): RhythmEpisode[] {
  for (const e of episodes) {
    if (!NOISE_SENSITIVE.has(e.type)) continue;
    const worst = worstQuality(q, e.startSample, Math.max(e.endSample, e.startSample + 1));
    // The signal's trust caps what the classifier said of the run (VT/SVT come with one).
    const signal = Math.round((1 - worst) * 1000) / 1000;
    e.confidence = e.confidence === undefined ? signal : Math.min(e.confidence, signal);
    if (worst >= threshold) e.uncertain = true;
  }
  return episodes;
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
