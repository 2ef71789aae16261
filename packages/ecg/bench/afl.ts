/**
 * Atrial flutter (src/rhythm/afl.ts) chosen and scored by leave-one-record-out
 * cross-validation. Records: the MIT-BIH AF database (.qrs beats; flutter in 04936, 06995,
 * 07910, 08215, 08378), MIT-BIH DS1 (.atr beats; flutter in 203) and the Long-Term AF
 * database (.atr; AF only: it shows how often AF is called flutter).
 *  1. Windows of FLUTTER_WINDOW intervals, every half window, wholly inside reference AF or
 *     reference flutter, scored by RR quantisation at each tolerance and minSecond tried.
 *  2. For each record, the (tolerance, minSecond, threshold) maximising flutter-window recall
 *     - FP_COST x the share of AF windows called flutter, on the OTHER records' windows.
 *  3. That choice applied to the record: its windows, and its episodes - the shipped RR AF
 *     detector's AF episodes (as `heartcheck-ecg rhythm` finds them) split into AF and AFL.
 *
 *   node packages/ecg/bench/afl.ts [--per-record] [--roc] [--cost 10]
 */
import { detectAfRr } from '../src/rhythm/af-rr.ts';
import { FLUTTER_WINDOW, splitFlutter, type FlutterParams } from '../src/rhythm/afl.ts';
import { beatMask, classesOf, loadRecords, UNTRUST_S, type RrRecord } from './af-rr-lib.ts';

const TOLS = [15, 20, 25, 30, 35];
const SECONDS = [0, 0.05, 0.1];
const THRESHOLDS = Array.from({ length: 51 }, (_, k) => 0.5 + k * 0.01);
/**
 * What a false flutter window (AF called flutter) costs against a flutter window found: AF
 * windows outnumber flutter windows 250 to 1 here. At 100 nothing is worth calling.
 */
const FP_COST = process.argv.includes('--cost')
  ? Number(process.argv[process.argv.indexOf('--cost') + 1])
  : 10;
const recs = await loadRecords(['afdb', 'mitdb', 'ltafdb']);

interface Win {
  rec: number;
  flutter: boolean;
  /** Best share per tolerance x minSecond (TOLS x SECONDS, row-major). */
  share: Float32Array;
}
const wins: Win[] = [];
/** rrQuantisation at every tolerance and minSecond in one pass over the cycles. */
function shares(rr: number[]): Float32Array {
  const out = new Float32Array(TOLS.length * SECONDS.length);
  const byK = new Int32Array(9);
  TOLS.forEach((tol, ti) => {
    for (let f = 176; f <= 250; f += 2) {
      byK.fill(0);
      let hit = 0;
      for (const r of rr) {
        const k = Math.round(r / f);
        if (k >= 2 && k <= 8 && Math.abs(r - k * f) <= tol) {
          hit++;
          byK[k]!++;
        }
      }
      let top = 0;
      let next = 0;
      for (const x of byK)
        if (x > top) {
          next = top;
          top = x;
        } else if (x > next) next = x;
      const second = next / rr.length;
      SECONDS.forEach((m, si) => {
        const j = ti * SECONDS.length + si;
        if (second >= m && hit / rr.length > out[j]!) out[j] = hit / rr.length;
      });
    }
  });
  return out;
}
recs.forEach((r, ri) => {
  const inAfl = beatMask(r, r.afl);
  const inAf = beatMask(r, r.af);
  const half = FLUTTER_WINDOW >> 1;
  for (let a = 0; a + FLUTTER_WINDOW < r.samples.length; a += half) {
    let fl = 0;
    let af = 0;
    const rr: number[] = [];
    for (let k = a + 1; k <= a + FLUTTER_WINDOW; k++) {
      fl += inAfl[k]!;
      af += inAf[k]!;
      if (r.valid[k]) rr.push(((r.samples[k]! - r.samples[k - 1]!) / r.fs) * 1000);
    }
    // flutter is looked for inside AF episodes only: windows wholly in reference AF or flutter
    if ((fl !== FLUTTER_WINDOW && af !== FLUTTER_WINDOW) || rr.length < half) continue;
    wins.push({ rec: ri, flutter: fl === FLUTTER_WINDOW, share: shares(rr) });
  }
});

interface Choice {
  j: number;
  thr: number;
}
const params = (c: Choice): FlutterParams => ({
  threshold: c.thr,
  tolMs: TOLS[Math.floor(c.j / SECONDS.length)]!,
  minSecond: SECONDS[c.j % SECONDS.length]!,
});

/** Per record, per parameter column: counts of flutter / other windows per share bin (1/100). */
const BINS = 101;
const nCols = TOLS.length * SECONDS.length;
const hist = recs.map(() => ({
  fl: new Float64Array(nCols * BINS),
  other: new Float64Array(nCols * BINS),
}));
for (const w of wins) {
  const h = w.flutter ? hist[w.rec]!.fl : hist[w.rec]!.other;
  for (let j = 0; j < nCols; j++) h[j * BINS + Math.floor(w.share[j]! * 100 + 1e-6)]!++;
}

/** The (column, threshold) maximising Se - FP_COST x FPR over the records but `leave`. */
function choose(leave: number): Choice {
  const fl = new Float64Array(nCols * BINS);
  const other = new Float64Array(nCols * BINS);
  hist.forEach((h, ri) => {
    if (ri === leave) return;
    for (let i = 0; i < fl.length; i++) {
      fl[i]! += h.fl[i]!;
      other[i]! += h.other[i]!;
    }
  });
  let nFl = 0;
  let nOther = 0;
  for (let b = 0; b < BINS; b++) {
    nFl += fl[b]!;
    nOther += other[b]!;
  }
  let best = { j: 0, thr: 1, score: -Infinity };
  for (let j = 0; j < nCols; j++)
    for (const thr of THRESHOLDS) {
      let tp = 0;
      let fp = 0;
      for (let b = Math.round(thr * 100); b < BINS; b++) {
        tp += fl[j * BINS + b]!;
        fp += other[j * BINS + b]!;
      }
      const score = tp / nFl - (FP_COST * fp) / nOther;
      if (score > best.score) best = { j, thr, score };
    }
  return best;
}

const len = (iv: [number, number][]): number => iv.reduce((a, [s, e]) => a + e - s, 0);
const overlap = (a: [number, number][], b: [number, number][]): number => {
  let o = 0;
  for (const [s, e] of a)
    for (const [s2, e2] of b) o += Math.max(0, Math.min(e, e2) - Math.max(s, s2));
  return o;
};
const T = {
  flWin: 0,
  flWinHit: 0,
  afWin: 0,
  afWinCalled: 0,
  aflRefS: 0,
  aflFoundS: 0,
  aflFalseS: 0,
  afInFlBeforeS: 0,
  afInFlAfterS: 0,
  afRefS: 0,
  afHitBeforeS: 0,
  afHitAfterS: 0,
  afCandBeforeS: 0,
  afCandAfterS: 0,
};
const perRecord: string[] = [];
recs.forEach((r, ri) => {
  const c = choose(ri);
  for (const w of wins) {
    if (w.rec !== ri) continue;
    const call = w.share[c.j]! >= c.thr;
    if (w.flutter) {
      T.flWin++;
      if (call) T.flWinHit++;
    } else {
      T.afWin++;
      if (call) T.afWinCalled++;
    }
  }
  episodes(r, params(c));
});

function episodes(r: RrRecord, p: FlutterParams): void {
  const untrustS = UNTRUST_S && r.classes !== null;
  const af = detectAfRr(r.samples, classesOf(r), r.valid, r.fs, undefined, undefined, untrustS);
  const split = splitFlutter(r.samples, r.valid, r.fs, af, p);
  const iv = (e: { from: number; to: number }[]): [number, number][] =>
    e.map((x) => [r.samples[x.from]!, r.samples[x.to]!]);
  const before = iv(af);
  const afAfter = iv(split.af);
  const afl = iv(split.afl);
  const fs = r.fs;
  T.aflRefS += len(r.afl) / fs;
  T.aflFoundS += overlap(afl, r.afl) / fs;
  T.aflFalseS += (len(afl) - overlap(afl, r.afl)) / fs;
  T.afInFlBeforeS += overlap(before, r.afl) / fs;
  T.afInFlAfterS += overlap(afAfter, r.afl) / fs;
  T.afRefS += len(r.af) / fs;
  T.afHitBeforeS += overlap(before, r.af) / fs;
  T.afHitAfterS += overlap(afAfter, r.af) / fs;
  T.afCandBeforeS += len(before) / fs;
  T.afCandAfterS += len(afAfter) / fs;
  if (r.afl.length || afl.length)
    perRecord.push(
      `${r.db} ${r.rec}: ref flutter ${(len(r.afl) / fs).toFixed(0)} s, AFL called ${(len(afl) / fs).toFixed(0)} s (${(overlap(afl, r.afl) / fs).toFixed(0)} s in ref flutter, ${(overlap(afl, r.af) / fs).toFixed(0)} s in ref AF); AF in flutter ${(overlap(before, r.afl) / fs).toFixed(0)} -> ${(overlap(afAfter, r.afl) / fs).toFixed(0)} s [tol ${p.tolMs}, second ${p.minSecond}, thr ${p.threshold.toFixed(3)}]`,
    );
}

const pct = (a: number, b: number): string => (b > 0 ? ((100 * a) / b).toFixed(1) : 'n/a');
const all = params(choose(-1));
console.log(
  `shipped choice (all records): tolerance ${all.tolMs} ms, minSecond ${all.minSecond}, threshold ${all.threshold.toFixed(3)}`,
);
console.log(`records ${recs.length}, windows: flutter ${T.flWin}, AF ${T.afWin}`);
console.log(
  `windows (held-out): flutter called AFL ${pct(T.flWinHit, T.flWin)} %, AF called AFL ${pct(T.afWinCalled, T.afWin)} % (${T.afWinCalled} windows)`,
);
console.log(
  `episodes (held-out): reference flutter ${T.aflRefS.toFixed(0)} s, AFL time Se ${pct(T.aflFoundS, T.aflRefS)} %, AFL outside reference flutter ${T.aflFalseS.toFixed(0)} s`,
);
console.log(
  `AF called in reference flutter ${T.afInFlBeforeS.toFixed(0)} -> ${T.afInFlAfterS.toFixed(0)} s; AF duration Se ${pct(T.afHitBeforeS, T.afRefS)} -> ${pct(T.afHitAfterS, T.afRefS)} %, +P ${pct(T.afHitBeforeS, T.afCandBeforeS)} -> ${pct(T.afHitAfterS, T.afCandAfterS)} %`,
);
if (process.argv.includes('--per-record')) for (const l of perRecord) console.log(l);
if (process.argv.includes('--roc'))
  for (let j = 0; j < nCols; j++) {
    const row: string[] = [];
    for (const thr of [0.6, 0.7, 0.8, 0.9]) {
      let tp = 0;
      let fp = 0;
      let nf = 0;
      let no = 0;
      for (const w of wins) {
        if (w.flutter) nf++;
        else no++;
        if (w.share[j]! >= thr) {
          if (w.flutter) tp++;
          else fp++;
        }
      }
      row.push(`${thr}: ${pct(tp, nf)} / ${((100 * fp) / no).toFixed(2)}`);
    }
    console.log(
      `tol ${TOLS[Math.floor(j / SECONDS.length)]} second ${SECONDS[j % SECONDS.length]}  ${row.join('  ')}`,
    );
  }
