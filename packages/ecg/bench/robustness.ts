/**
 * Robustness of the rhythm analysis: the DS1 rhythm scoring of bench/rhythm.ts (same metric
 * code, test/rhythm-metrics.ts) re-run on transformed copies of the 22 vendored MIT-BIH
 * records - amplitude x0.5 and x2, polarity inverted, resampled to 250 and 500 Hz, Gaussian
 * noise 0.05 and 0.15 mV, 50 Hz mains 0.1 mV, baseline wander 0.5 mV at 0.3 Hz, the first
 * 10 minutes only (test/transforms.ts) - and printed against the untransformed figures. None
 * of these changes who the patient is or what the rhythm is, so none should move a measure
 * by more than a few points. The samples are fed to analyseRecording in memory; the engine's
 * beats and episodes are mapped back to the 360 Hz reference time base (sample x 360 / fs),
 * which is the same as scaling the reference annotations, without rounding them.
 *
 *   node packages/ecg/bench/robustness.ts [--only name,name] [--no-strips] [--budget-s 900]
 *                                         [--detail]
 *
 * --only keeps the transforms whose name contains one of the words; --budget-s stops starting
 * new transforms once that many seconds have passed (the table says which were skipped);
 * --detail prints, per transform, the records whose errors changed most against 'none'.
 */
import { analyseRecording } from '../src/analyse.ts';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import { MITDB_RECORDS, mlii } from '../test/helpers.ts';
import {
  f1,
  hrvAgrees,
  lengthS,
  memoryRecording,
  overlapS,
  recordSignal,
  referenceAf,
  referenceBeats,
  referenceFlutter,
  referenceHrv,
  scoreClasses,
  stripAf,
  type RefBeat,
  type Signal,
} from '../test/rhythm-metrics.ts';
import { TRANSFORMS, type Transform } from '../test/transforms.ts';

const FS = 360;
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = opt('--only')?.split(',');
const budgetS = Number(opt('--budget-s') ?? 900);
const strips = !args.includes('--no-strips');
const detail = args.includes('--detail');

interface Ref {
  rec: string;
  x: Float32Array;
  beats: RefBeat[];
  af: [number, number][];
  flutter: number[];
}

/** Per-record outcome of one transform. */
interface RecordScore {
  v: { tp: number; fn: number; fp: number };
  s: { tp: number; fn: number; fp: number };
  afRef: number;
  afCand: number;
  afOverlap: number;
  hrv: boolean[] | undefined;
}

const seedOf = (rec: string): number => Number(rec) * 7919;

async function scoreRecord(ref: Ref, t: Transform): Promise<RecordScore> {
  const y = t.apply({ x: ref.x, fs: FS }, seedOf(ref.rec));
  const end = Math.round((y.x.length * FS) / y.fs); // reference samples the signal covers
  const back = (s: number): number => (s * FS) / y.fs;
  const r = await analyseRecording(memoryRecording(y.x, y.fs));
  const beats = ref.beats.filter((b) => b.sample < end);
  const cand = Array.from(r.series.beatSamples, (sample, k) => ({
    sample: back(sample),
    cls: AAMI_LABELS[r.series.aamiClass[k]!]!,
  }));
  const m = scoreClasses(beats, cand, Math.round(0.15 * FS));
  const refEp = ref.af
    .filter(([s]) => s < end)
    .map(([s, e]): [number, number] => [s, Math.min(e, end)]);
  const candEp = r.rhythm.episodes
    .filter((e) => e.type === 'AF')
    .map((e): [number, number] => [back(e.startSample), back(e.endSample)]);
  let hrv: boolean[] | undefined;
  if (refEp.length === 0) {
    const a = hrvAgrees(r.indices.whole, referenceHrv(beats, FS, ref.flutter));
    hrv = [a.meanNn, a.sdnn, a.rmssd];
  }
  return {
    v: m.V,
    s: m.S,
    afRef: lengthS(refEp, FS),
    afCand: lengthS(candEp, FS),
    afOverlap: overlapS(refEp, candEp, FS),
    hrv,
  };
}

const pct = (a: number, b: number): string => (b > 0 ? ((100 * a) / b).toFixed(1) : 'n/a');

function row(name: string, per: RecordScore[], strip: string, seconds: number): string {
  const sum = (f: (r: RecordScore) => number): number => per.reduce((a, r) => a + f(r), 0);
  const v = { tp: sum((r) => r.v.tp), fn: sum((r) => r.v.fn), fp: sum((r) => r.v.fp) };
  const s = { tp: sum((r) => r.s.tp), fn: sum((r) => r.s.fn), fp: sum((r) => r.s.fp) };
  const ov = sum((r) => r.afOverlap);
  const hrvs = per.filter((r) => r.hrv).map((r) => r.hrv!);
  const hrv = [0, 1, 2].map((i) => hrvs.filter((h) => h[i]).length).join('/');
  const cells = [
    name,
    `${pct(v.tp, v.tp + v.fn)} / ${pct(v.tp, v.tp + v.fp)}`,
    `${pct(s.tp, s.tp + s.fn)} / ${pct(s.tp, s.tp + s.fp)}`,
    `${pct(
      ov,
      sum((r) => r.afRef),
    )} / ${pct(
      ov,
      sum((r) => r.afCand),
    )}`,
    (sum((r) => r.afCand) - ov).toFixed(0),
    strip,
    `${hrv} of ${hrvs.length}`,
    seconds.toFixed(0),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** Records whose VEB/SVEB errors or AF time changed most against the untransformed run. */
function changes(name: string, per: RecordScore[], base: RecordScore[]): string[] {
  const out: string[] = [];
  per.forEach((r, i) => {
    const b = base[i]!;
    const d = {
      vFp: r.v.fp - b.v.fp,
      vFn: r.v.fn - b.v.fn,
      sFp: r.s.fp - b.s.fp,
      sFn: r.s.fn - b.s.fn,
      afFalse: r.afCand - r.afOverlap - (b.afCand - b.afOverlap),
      afMissed: r.afRef - r.afOverlap - (b.afRef - b.afOverlap),
    };
    const big = Object.entries(d).filter(([k, x]) => Math.abs(x) >= (k.startsWith('af') ? 20 : 10));
    const hrv =
      r.hrv && b.hrv && r.hrv.join() !== b.hrv.join() ? ` hrv ${r.hrv.map(Number).join()}` : '';
    if (big.length > 0 || hrv)
      out.push(
        `  ${name} ${MITDB_RECORDS[i]}: ${big.map(([k, x]) => `${k} ${x > 0 ? '+' : ''}${x.toFixed(0)}`).join(', ')}${hrv}`,
      );
  });
  return out;
}

const t0 = performance.now();
const refs: Ref[] = [];
for (const rec of MITDB_RECORDS)
  refs.push({
    rec,
    x: await recordSignal(rec, mlii(rec)),
    beats: await referenceBeats(rec),
    af: await referenceAf(rec),
    flutter: await referenceFlutter(rec),
  });
const chosen = TRANSFORMS.filter(
  (t) => t.name === 'none' || !only || only.some((w) => t.name.includes(w)),
);
const lines = [
  '| transform | VEB Se / +P % | SVEB Se / +P % | AF duration Se / +P % | false AF s | AF F1 10 s strips | HRV mean NN/SDNN/RMSSD agree | s |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
const notes: string[] = [];
let base: RecordScore[] = [];
for (const t of chosen) {
  const ts = performance.now();
  if ((ts - t0) / 1000 > budgetS) {
    lines.push(`| ${t.name} | skipped: over the ${budgetS} s budget | | | | | | |`);
    continue;
  }
  const per: RecordScore[] = [];
  for (const ref of refs) per.push(await scoreRecord(ref, t));
  let strip = 'not run';
  if (strips) {
    const c = await stripAf(MITDB_RECORDS, 10, mlii, (s: Signal, rec) => t.apply(s, seedOf(rec)));
    strip = `${f1(c).toFixed(2)} (${c.tp}/${c.tp + c.fn} AF, ${c.fp} FP)`;
  }
  if (t.name === 'none') base = per;
  else if (detail && base.length > 0) notes.push(...changes(t.name, per, base));
  lines.push(row(t.name, per, strip, (performance.now() - ts) / 1000));
  console.error(lines[lines.length - 1]);
}
console.log(lines.join('\n'));
if (notes.length > 0) console.log(['', 'changes against none:', ...notes].join('\n'));
