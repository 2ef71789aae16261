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
 * VT and VF in a recording whose heart rate is withheld as `noise` (most of its complexes have
 * no recurring shape, quality/template-recurrence.ts) are flagged `uncertain`: shown for review,
 * not counted as urgent findings. A recording the engine says has no recurring heartbeat cannot
 * also assert a ventricular arrhythmia. No constant of its own (the noise-dominated level it
 * reads was chosen by bench/noise-dominated.ts, never on `sway`). bench/vf-context.ts (issue 19, 27 Nov):
 * every development ECG piece with VF keeps its rate (Creighton and DS1, whole, 5-min, 30-s: 59
 * pieces), 7 of the 9 synthetic `sway` segments with VF have it withheld as noise.
 */
export function flagInNoise(
  episodes: RhythmEpisode[],
  withheld: RateWithheldReason | undefined,
): RhythmEpisode[] {
  if (withheld !== 'noise') return episodes;
  for (const e of episodes) if (e.type === 'VT' || e.type === 'VF') e.uncertain = true;
  return episodes;
}
