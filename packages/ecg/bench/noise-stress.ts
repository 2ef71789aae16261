/**
 * Noise stress benchmark after the MIT-BIH Noise Stress Test (Moody, Muldrow & Mark 1984;
 * PhysioNet nst): electrode-motion noise (nst's `em` record, first channel, read as 200 adu/mV)
 * added to each vendored MIT-BIH DS1 record (MLII) in 2-min blocks after 5 clean minutes, at
 * the SNRs given (nst's definition, bench/windows-data.ts nstMix), then analysed by the whole
 * engine. Each record is analysed with the window model fitted without its fold
 * (cross-validated; the model's training used the em record's *second* channel) and the V gate
 * fitted without its fold (bench/noisy-v.ts). Scored by
 * EC57 rules (+/-150 ms): all beats Se/+P, beats in clean blocks Se, beats in noise blocks
 * Se/+P, VEB Se/+P, and VT episodes counted (false: overlapping no reference run of >= 3 V
 * beats) and flagged uncertain. Then the noise records alone (no ECG,
 * both channels, each 5-min segment with the window model whose fold held it out): analysable
 * share, mean heart rate, VT and VF episodes (issue 19: <= 10 %, no heart rate, no VT).
 *
 *   node packages/ecg/bench/noise-stress.ts [--snr 6,0] [--records 100,...] [--detail]
 *                                            [--engine other/src/analyse.ts] [--alone]
 * --alone: only the noise-alone table.
 */
import path from 'node:path';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import type { AnalysisResult } from '../src/types.ts';
import { memoryRecording, referenceBeats, scoreClasses } from '../test/rhythm-metrics.ts';
import { cvOptions, engine, noiseAloneCv } from './folds.ts';
import {
  MITDB,
  MITDB_RECORDS,
  NOISE,
  matchIn,
  mlii,
  noisyAt,
  nstMix,
  readSignal,
} from './windows-data.ts';

const args = process.argv.slice(2);
const opt = (n: string): string | undefined => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1] : undefined;
};
const snrs = (opt('--snr') ?? '6,0').split(',').map(Number);
const records = opt('--records')?.split(',') ?? MITDB_RECORDS;
const FS = 360;
const TOL = Math.round(0.15 * FS);
const em = (await readSignal(path.join(NOISE, 'em.hea'), 0)).x;
const pct = (a: number, b: number): string => (b > 0 ? ((100 * a) / b).toFixed(1) : 'n/a');

interface Tally {
  all: { tp: number; fn: number; fp: number };
  clean: { tp: number; fn: number; fp: number };
  noisy: { tp: number; fn: number; fp: number };
  v: { tp: number; fn: number; fp: number };
  vt: number;
  /** Counted VT overlapping no reference V run. */
  vtFalse: number;
  vtUncertain: number;
}
const zero = (): { tp: number; fn: number; fp: number } => ({ tp: 0, fn: 0, fp: 0 });
const emptyTally = (): Tally => ({
  all: zero(),
  clean: zero(),
  noisy: zero(),
  v: zero(),
  vt: 0,
  vtFalse: 0,
  vtUncertain: 0,
});
const add = (
  a: { tp: number; fn: number; fp: number },
  b: { tp: number; fn: number; fp: number },
): void => {
  a.tp += b.tp;
  a.fn += b.fn;
  a.fp += b.fp;
};

async function run(rec: string, snr: number): Promise<Tally> {
  const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
  const ref = await referenceBeats(rec);
  const x = Number.isFinite(snr)
    ? nstMix(
        sig,
        ref.map((b) => b.sample),
        em,
        snr,
      )
    : sig.x;
  let r: AnalysisResult | null = null;
  try {
    r = await engine.analyseRecording(memoryRecording(x, FS), cvOptions(rec));
  } catch (e) {
    if (!(e instanceof engine.UnanalysableRecordingError)) throw e;
  }
  const det = r ? Array.from(r.series.beatSamples) : [];
  const cls = r ? Array.from(r.series.aamiClass, (c) => AAMI_LABELS[c]!) : [];
  const t = emptyTally();
  const refS = ref.map((b) => b.sample);
  add(t.all, matchIn(refS, det, TOL));
  const part = (noisy: boolean): number[][] => [
    refS.filter((s) => noisyAt(s, FS) === noisy),
    det.filter((s) => noisyAt(s, FS) === noisy),
  ];
  const [rc, dc] = part(false);
  add(t.clean, matchIn(rc!, dc!, TOL));
  const [rn, dn] = part(true);
  add(t.noisy, matchIn(rn!, dn!, TOL));
  const sc = scoreClasses(
    ref,
    det.map((sample, k) => ({ sample, cls: cls[k]! })),
    TOL,
  );
  add(t.v, sc.V);
  const vt = r?.rhythm.episodes.filter((e) => e.type === 'VT') ?? [];
  const counted = vt.filter((e) => !e.uncertain);
  t.vt = counted.length;
  t.vtFalse = counted.filter(
    (e) => !vRuns(ref).some(([a, z]) => e.startSample <= z && e.endSample >= a),
  ).length;
  t.vtUncertain = vt.length - counted.length;
  return t;
}

/** The reference's V runs (>= 3 consecutive V beats), as [first, last] beat samples. */
function vRuns(ref: { sample: number; cls: string }[]): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < ref.length; k++) {
    if (ref[k]!.cls !== 'V') continue;
    let e = k;
    while (e + 1 < ref.length && ref[e + 1]!.cls === 'V') e++;
    if (e - k >= 2) out.push([ref[k]!.sample, ref[e]!.sample]);
    k = e;
  }
  return out;
}

async function alone(): Promise<void> {
  console.log('\nnoise alone (nst noise records, 200 adu/mV, cross-validated by time segment)');
  console.log('record  analysable %  mean HR (segments)  VT counted (uncertain)  VF episodes');
  for (const n of ['bw', 'em', 'ma']) {
    for (const ch of [0, 1]) {
      const sig = await readSignal(path.join(NOISE, `${n}.hea`), ch);
      const r = await noiseAloneCv(sig.x, FS, n);
      const share = (100 * r.analysableS) / (sig.x.length / FS);
      const hr = r.hr.length ? r.hr.join(', ') : '-';
      console.log(
        `${n} ch${ch}  ${share.toFixed(1).padStart(12)}  ${hr.padStart(18)}  ${String(r.vt).padStart(10)} (${r.vtUncertain})  ${String(r.vf).padStart(11)}`,
      );
    }
  }
}

if (args.includes('--alone')) {
  await alone();
  process.exit(0);
}

console.log(
  'SNR  record  beats Se  +P   | clean Se | noisy Se  +P   | VEB Se  +P    | VT counted (uncertain), false',
);
for (const snr of snrs) {
  const g = emptyTally();
  for (const rec of records) {
    const t = await run(rec, snr);
    add(g.all, t.all);
    add(g.clean, t.clean);
    add(g.noisy, t.noisy);
    add(g.v, t.v);
    g.vt += t.vt;
    g.vtFalse += t.vtFalse;
    g.vtUncertain += t.vtUncertain;
    if (args.includes('--detail'))
      console.log(
        `${String(snr).padStart(3)}  ${rec.padEnd(6)}  ${pct(t.all.tp, t.all.tp + t.all.fn).padStart(6)} ${pct(t.all.tp, t.all.tp + t.all.fp).padStart(5)} | ${pct(t.clean.tp, t.clean.tp + t.clean.fn).padStart(8)} | ${pct(t.noisy.tp, t.noisy.tp + t.noisy.fn).padStart(8)} ${pct(t.noisy.tp, t.noisy.tp + t.noisy.fp).padStart(5)} | ${pct(t.v.tp, t.v.tp + t.v.fn).padStart(6)} ${pct(t.v.tp, t.v.tp + t.v.fp).padStart(5)} | ${t.vt} (${t.vtUncertain}), ${t.vtFalse} false`,
      );
  }
  console.log(
    `${String(snr).padStart(3)}  gross   ${pct(g.all.tp, g.all.tp + g.all.fn).padStart(6)} ${pct(g.all.tp, g.all.tp + g.all.fp).padStart(5)} | ${pct(g.clean.tp, g.clean.tp + g.clean.fn).padStart(8)} | ${pct(g.noisy.tp, g.noisy.tp + g.noisy.fn).padStart(8)} ${pct(g.noisy.tp, g.noisy.tp + g.noisy.fp).padStart(5)} | ${pct(g.v.tp, g.v.tp + g.v.fn).padStart(6)} ${pct(g.v.tp, g.v.tp + g.v.fp).padStart(5)} | ${g.vt} (${g.vtUncertain}), ${g.vtFalse} false`,
  );
}
await alone();
