/**
 * Benchmark: recomputing a 72-hour recording's figures from corrected beat labels
 * (review/recompute.ts), as the review API does after every edit. Builds ~300k beats (72 h at
 * ~70 bpm with sinus variability, 5 % ventricular ectopy, a few runs: synth/review-base.ts) in
 * memory, then times recomputeFromLabels with the engine's labels, after relabelling all V beats
 * (the RR series is cached, as no artefact changed; so are most 5-min spectra, as the intervals
 * around the premature beats, now labelled N, are still left out of NN), the same with no
 * spectrum cached (the worst case: a template spread over every segment), and after relabelling
 * one beat (the API's usual edit). Prints wall and CPU time (the machine may be shared).
 * Usage: node packages/ecg/bench/review-recompute.ts [--hours 72] [--fs 250]
 */
import { CLASS_N, CLASS_V } from '../src/classify/beat-classes.ts';
import { recomputeFromLabels } from '../src/review/recompute.ts';
import { newRecomputeCache } from '../src/review/recompute-frame.ts';
import { syntheticReviewBase } from '../src/synth/review-base.ts';

const arg = (name: string, def: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : def;
};
const base = syntheticReviewBase(Number(arg('hours', '72')), Number(arg('fs', '250')));
const beats = base.beats;
const n = beats.classes.length;
const cache = newRecomputeCache();
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
const allN = Uint8Array.from(beats.classes, () => CLASS_N);
time('V template relabelled N', allN);
cache.spectra.clear();
time('the same, no spectrum cached (every 5-min segment changed)', allN);
const one = beats.classes.slice();
one[150_000] = one[150_000] === CLASS_V ? CLASS_N : CLASS_V;
time('one beat relabelled (spectra of the other segments cached)', one);
