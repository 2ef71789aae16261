/**
 * Every reference VT run (>= 3 consecutive reference V beats among the detected beats) that the
 * engine's run logic misses on the out-of-fold classes, and why: the beats' model classes, class
 * and V probabilities, what bridging and the alternating rule made of them, and which run check
 * turned the candidate down (mean probability, size, sure-probability-or-size-CV, uncertain in
 * noise / AF shape / flutter rate). Also every counted false VT. Usage:
 *   node packages/ecg/bench/vt-missed.ts [ceiling | nested]
 * (engine: the shipped rules; ceiling: every candidate run counted; nested: each record under the
 * rules vt-runs-cv.ts chooses without its fold, ~2.5 min)
 */
import { VT_BRIDGE_PV, WIDE_RUN } from '../src/classify/learned.ts';
import { ALTERNATING_V } from '../src/classify/alternating-v.ts';
import { CLASS_V } from '../src/classify/beat-classes.ts';
import { VT_RULE } from '../src/rhythm/episodes.ts';
import {
  choose,
  episodesOf,
  finalClasses,
  FOLDS,
  load,
  overlaps,
  type Rec,
  type Rules,
} from './vt-runs-lib.ts';

const ENGINE: Rules = { minPv: VT_BRIDGE_PV, rule: VT_RULE, alt: ALTERNATING_V, wide: WIDE_RUN };
const CEILING: Rules = {
  minPv: 0.2,
  rule: { sureProb: 0, maxSizeCv: Infinity, afMinShapeCorr: -Infinity },
  alt: null,
};
const CLS = 'NSVFQ';
const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : 'nan');

function describe(r: Rec, q: Rules, a: number, b: number): string {
  const { classes, prob } = finalClasses(r, q);
  const s = r.meta.samples;
  let k0 = s.indexOf(a);
  let k1 = s.indexOf(b);
  k0 = Math.max(0, k0 - 1);
  k1 = Math.min(s.length - 1, k1 + 1);
  const rows: string[] = [];
  for (let k = k0; k <= k1; k++) {
    const ref = r.meta.labels[k]! >= 0 ? CLS[r.meta.labels[k]!] : '-';
    rows.push(
      `${ref}>${CLS[r.oof.raw[k]!]}${classes[k] !== r.oof.raw[k] ? '/' + CLS[classes[k]!] : ''}` +
        ` p${f2(prob[k]!)} pv${f2(r.oof.pv[k]!)} rr${f2(r.preRr[k]!)} amp${f2(r.ampRatio[k]!)}` +
        ` af${r.inAf[k]} dom${r.dominant[k]} cs${f2(r.clusterShare[k]!)} at${f2(r.atrialCorr[k]!)}` +
        ` sc${f2(r.prevShapeCorr[k]!)} m${f2(r.matchShare[k]!)}`,
    );
  }
  return rows.map((x) => `      ${x}`).join('\n');
}

const recs = load();
const nested = process.argv.includes('nested');
const foldRules = nested
  ? Array.from({ length: FOLDS }, (_, f) => choose(recs.filter((r) => r.fold !== f)))
  : [];
const rulesOf = (r: Rec): Rules =>
  nested ? foldRules[r.fold]! : process.argv.includes('ceiling') ? CEILING : ENGINE;
let missed = 0;
let falseVt = 0;
for (const r of recs) {
  const q = rulesOf(r);
  const eps = episodesOf(r, q);
  const counted = eps.filter((e) => e.type === 'VT' && !e.uncertain);
  const s = r.meta.samples;
  for (const run of r.runs) {
    if (counted.some((e) => overlaps([e.startSample, e.endSample], run))) continue;
    missed++;
    const k0 = s.indexOf(run[0]);
    const k1 = s.indexOf(run[1]);
    const n = k1 - k0 + 1;
    const bpm = (60 * (n - 1) * r.meta.fs) / (run[1] - run[0]);
    const near = eps.filter((e) => overlaps([e.startSample, e.endSample], run));
    const why = near.length
      ? near
          .map((e) => `${e.type}${e.uncertain ? ' uncertain' : ''} conf ${e.confidence}`)
          .join(', ')
      : 'no candidate VT (V beats do not reach 3 in a row or run check failed)';
    console.log(
      `MISS ${r.db} ${r.name} fold ${r.fold} at ${(run[0] / r.meta.fs).toFixed(1)} s, ${n} beats, ${bpm.toFixed(0)}/min: ${why}`,
    );
    console.log(describe(r, q, run[0], run[1]));
  }
  for (const e of counted) {
    if (r.runs.some((run) => overlaps([e.startSample, e.endSample], run))) continue;
    falseVt++;
    console.log(
      `FALSE ${r.db} ${r.name} fold ${r.fold} at ${(e.startSample / r.meta.fs).toFixed(1)} s, ${e.beats} beats, ${e.meanHr}/min conf ${e.confidence}`,
    );
    console.log(describe(r, q, e.startSample, e.endSample));
  }
}
console.log(`missed ${missed}, false VT ${falseVt}; V class ${CLASS_V}`);
