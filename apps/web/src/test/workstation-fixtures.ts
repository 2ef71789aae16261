import type { Workstation as View } from '@heartcheck/contracts/review-edits';

/** Fixtures of the review workstation's view (GET /api/reviews/:orderId/workstation). */
export const wave = Array.from({ length: 75 }, (_, i) => (i === 30 ? 1200 : i === 33 ? -300 : 0));
export const tile = (id: number, count: number, label: 'N' | 'V', engineClass = label) => ({
  id,
  count,
  label,
  labels: { N: label === 'N' ? count : 0, S: 0, V: label === 'V' ? count : 0, F: 0, Q: 0, A: 0 },
  engineClass,
  rare: false,
  split: false,
  mean: wave,
  overlay: [wave, wave.map((v) => v * 0.9)],
  overlayBeats: [3, 40],
});
export const counts = (n: number, v: number) => ({
  totalBeats: n + v,
  artefactBeats: 0,
  beatClasses: { N: n, S: 0, V: v, F: 0, Q: 0 },
  ventricular: { count: v, couplets: 1, runs: 0 },
  supraventricular: { count: 0, couplets: 0, runs: 0 },
  bigeminy: 0,
  trigeminy: 0,
  prematureBeats: v,
  pauses: 0,
  afEpisodes: 0,
  afBurdenPercent: 0,
  aflEpisodes: 0,
  vfEpisodes: 0,
  avb2Episodes: 0,
  slowEpisodes: 0,
  fastEpisodes: 0,
  unanalysableS: 0,
  hrv: { sdnn: 52.3, rmssd: 30.1, withheld: null },
  recomputeMs: 41,
});
/** The engine's view: a normal template of 700 beats, a ventricular one of 12, one couplet. */
export const FIRST: View = {
  reportVersion: null,
  editable: true,
  readOnlyReason: null,
  samplingRate: 250,
  startTime: null,
  durationS: 600,
  template: { fs: 125, preS: 0.25 },
  templates: [tile(0, 700, 'N'), tile(1, 12, 'V')],
  counts: counts(700, 12),
  episodes: [
    {
      key: 'couplet-2500',
      type: 'couplet',
      status: 'engine',
      adjusted: false,
      startSample: 2500,
      endSample: 2700,
      startTime: null,
      durationS: 0.8,
      beats: 2,
      meanHr: 120,
      confidence: 0.41,
      uncertain: false,
    },
  ],
  episodesTotal: 1,
  audit: [],
  canUndo: false,
  canRedo: false,
};
