/**
 * Benchmark: recomputing a 72-hour recording's figures from corrected beat labels
 * (review/recompute.ts), as the review API does after every edit. Builds ~300k beats (72 h at
 * ~70 bpm with sinus variability, 5 % ventricular ectopy, a few runs) in memory, then times
 * recomputeFromLabels with the engine's labels, after relabelling all V beats (every 5-min
 * spectrum changes) and after relabelling one beat (the API's usual edit: cached spectra).
 * Usage: node packages/ecg/bench/review-recompute.ts [--hours 72] [--fs 250]
 */
import { CLASS_N, CLASS_V } from '../src/classify/beat-classes.ts';
import type { ReviewBeats } from '../src/review/beat-store.ts';
import { recomputeFromLabels, type ReviewBase } from '../src/review/recompute.ts';
import { Prng } from '../src/synth/prng.ts';

const arg = (name: string, def: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : def;
};
const hours = Number(arg('hours', '72'));
const fs = Number(arg('fs', '250'));
const prng = new Prng(20);
const rand = (): number => prng.next();
const exact: number[] = [];
const classes: number[] = [];
for (let t = 1, k = 0; t < hours * 3600 - 1; k++) {
  const v = rand() < 0.05 || (k % 5000 < 4 && k % 5000 > 0);
  const rr = (60 / (70 + 8 * Math.sin(t / 30))) * (v ? 0.6 : 1) + (rand() - 0.5) * 0.04;
  t += rr;
  exact.push(t * fs);
  classes.push(v ? CLASS_V : CLASS_N);
}
const n = exact.length;
const windowS = 10;
const w = Math.floor((hours * 3600) / windowS);
const beats: ReviewBeats = {
  samples: Int32Array.from(exact, Math.round),
  exact: Float64Array.from(exact),
  amplitude: Float64Array.from({ length: n }, () => 1 + 0.1 * rand()),
  classes: Uint8Array.from(classes),
  template: Uint16Array.from(classes, (c) => (c === CLASS_V ? 1 : 0)),
  prob: new Float32Array(n).fill(0.9),
  ampRatio: new Float32Array(n).fill(1),
  matchShare: new Float32Array(n).fill(1),
  windows: {
    starts: Float64Array.from({ length: w }, (_, i) => i * windowS * fs),
    ends: Float64Array.from({ length: w }, (_, i) => (i + 1) * windowS * fs),
    pBad: new Float64Array(w).fill(0.05),
  },
  templates: [],
};
const base: ReviewBase = {
  samplingRate: fs,
  totalSamples: hours * 3600 * fs,
  startTime: '2026-01-05T09:00:00',
  night: { startHour: 0, endHour: 6 },
  quality: [],
  rhythm: { episodes: [] },
  summary: {
    pauses: { thresholdS: 2, count: 0, events: [], longestMs: null, longestSample: null },
    bradycardia: { thresholdBpm: 50, count: 0, events: [] },
    tachycardia: { thresholdBpm: 100, count: 0, events: [] },
  },
  beats,
};
const cache = new Map();
const time = (label: string, labels: Uint8Array): void => {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = recomputeFromLabels(base, labels, [{ op: 'reject', key: 'VT-0' }], cache);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  console.log(
    `${label}: ${n} beats, ${ms.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU (V ${r.summary.beatClasses.V}, VT runs ${r.summary.ventricular.runs}, SDNN ${r.indices.whole.sdnn ?? 'withheld'})`,
  );
};
time('warm-up, engine labels', beats.classes.slice());
time('engine labels', beats.classes.slice());
time(
  'V template relabelled N',
  Uint8Array.from(beats.classes, () => CLASS_N),
);
const one = beats.classes.slice();
one[150_000] = one[150_000] === CLASS_V ? CLASS_N : CLASS_V;
time('one beat relabelled (spectra of the other segments cached)', one);
