import { CLASS_N, CLASS_Q, CLASS_S, CLASS_V } from '../src/classify/beat-classes.ts';
import type { EpisodeOp } from '../src/review/episode-ops.ts';
import type { ReviewBase } from '../src/review/recompute.ts';
import { syntheticReviewBase } from '../src/synth/review-base.ts';

export interface RecomputeCase {
  name: string;
  base: ReviewBase;
  labels: Uint8Array;
  ops: EpisodeOp[];
}

/** Beat label 5: artefact (review/recompute-frame.ts LABEL_ARTEFACT). */
const ARTEFACT = 5;

/**
 * Recomputations covering what the review does to a recording (synth/review-base.ts): the
 * engine's labels, a template relabelled, one beat relabelled, and a mix of artefacts, S runs,
 * Q beats, bigeminy, poor-signal windows, excluded stretches, added episodes and a start time
 * whose night begins inside the recording (or none).
 */
export function recomputeCases(hours: number): RecomputeCase[] {
  const base = syntheticReviewBase(hours, 250);
  const fs = base.samplingRate;
  const n = base.beats.classes.length;
  const engine = base.beats.classes.slice();
  const allN = new Uint8Array(n).fill(CLASS_N);
  const one = engine.slice();
  one[n >> 1] = one[n >> 1] === CLASS_V ? CLASS_N : CLASS_V;
  const mixed = engine.slice();
  for (let k = 0; k < n; k += 997) mixed[k] = ARTEFACT;
  for (let k = 500; k < n; k += 2011) mixed.fill(CLASS_S, k, Math.min(n, k + 6));
  for (let k = 1000; k < n; k += 301) mixed[k] = CLASS_Q;
  // an hour of frequent S beats: its HRV is withheld
  for (let k = Math.floor(n * 0.4); k < n * 0.6; k += 2) mixed[k] = CLASS_S;
  for (let k = 100; k < n; k += 5000)
    for (let j = 0; j < 40 && k + j < n; j++) mixed[k + j] = j % 2 ? CLASS_V : CLASS_N;
  const pBad = base.beats.windows.pBad.map((p, i) => (i % 37 === 0 ? 0.9 : p));
  const noisy: ReviewBase = {
    ...base,
    startTime: '2026-01-05T22:30:10',
    quality: [
      { kind: 'noise', start: 600 * fs, end: 660 * fs },
      { kind: 'noise', start: 3000 * fs, end: 3002.5 * fs },
      { kind: 'flat', start: 7200 * fs, end: 7300 * fs },
    ],
    beats: { ...base.beats, windows: { ...base.beats.windows, pBad } },
  };
  const added: EpisodeOp[] = [
    { op: 'add', id: 'a1', type: 'AF', startSample: 3600 * fs, endSample: 3900 * fs },
    { op: 'add', id: 'p1', type: 'pause', startSample: 5000 * fs, endSample: 5002.5 * fs },
    { op: 'add', id: 'v1', type: 'VT', startSample: 8000 * fs, endSample: 8004 * fs },
    { op: 'reject', key: 'couplet-0' },
  ];
  const reject: EpisodeOp[] = [{ op: 'reject', key: 'VT-0' }];
  return [
    { name: 'engine labels', base, labels: engine, ops: reject },
    { name: 'V template relabelled N', base, labels: allN, ops: reject },
    { name: 'one beat relabelled', base, labels: one, ops: reject },
    { name: 'mixed labels, noisy signal, added episodes', base: noisy, labels: mixed, ops: added },
    {
      name: 'engine labels, no start time',
      base: { ...noisy, startTime: null },
      labels: engine,
      ops: [],
    },
    { name: 'engine labels again', base, labels: engine, ops: reject },
  ];
}
