/**
 * Noise alone with the whole noise record held out (issue 19): for each nst noise record (bw,
 * em, ma) the window model is fitted (bench/train-windows.ts fitAll, same rows, weights and
 * thresholds) without any window of that record alone - nor of any training copy derived from
 * it (`--strict` also leaves out the DS1 copies carrying its second channel) - and the record's
 * six five-minute segments, both channels, are analysed with it, as bench/noise-stress.ts
 * --alone does with the by-time folds. This is the estimate for another recorder's artefact:
 * the by-time figure (em 2.4 %) came from a model that had seen the other minutes of the same
 * record.
 *
 *   node packages/ecg/bench/noise-holdout.ts [--cached] [--strict] [--noise em] [--no-sustained]
 *     [--whole]
 * --whole analyses each channel as one 30-min recording instead, as a user would upload it (the
 * V gate then is the one fitted without segment 0's fold: no gate fold leaves a whole record out).
 * --cached reuses bench/train-windows.ts's row cache (its last run's features). Each channel is
 * printed twice, with the same fitted model: without the second no-rate stop
 * (holter/rate-withheld.ts RATE_EVIDENCE_SHARE, "-") and with it ("+"); then each segment's
 * median beat-shape frequency in Hz (bench/shape-frequency.ts; the stop of bench/slow-shape.ts,
 * not shipped) with its mean rate.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { engine, gateFor } from './folds.ts';
import { buildRows, FOLDS, fitAll, noiseGroup, noiseSources, type Row } from './train-windows.ts';
import { NOISE, readSignal } from './windows-data.ts';
import { shapeFrequencyHz } from './shape-frequency.ts';
import { WINDOW_MODEL, type WindowModel } from '../src/quality/window-model.ts';

const args = process.argv.slice(2);
const FS = 360;
const CACHE = path.join(tmpdir(), 'heartcheck-window-rows.json');
const rows: Row[] =
  args.includes('--cached') && existsSync(CACHE)
    ? (JSON.parse(readFileSync(CACHE, 'utf8')) as Row[])
    : await buildRows();
writeFileSync(CACHE, JSON.stringify(rows));
const strict = args.includes('--strict');
/** --whole: each channel as one recording (above). */
const whole = args.includes('--whole');
const only = args.includes('--noise') ? [args[args.indexOf('--noise') + 1]!] : ['bw', 'em', 'ma'];

/** Rows that saw noise record `n`: its windows alone, copies derived from it, (strict) DS1 mixes. */
const sawNoise = (r: Row, n: string): boolean =>
  (r.kind === 'noise' && noiseSources(r.group).includes(n)) ||
  (strict && r.kind === 'ds1-noisy' && r.noise === n);

interface Alone {
  analysableS: number;
  hr: number[];
  vt: number;
  vf: number;
  vfUncertain: number;
  vtUncertain: number;
  /** Each analysed segment's analysable share (the rate-evidence stop reads it). */
  shares: number[];
  /** Each analysed segment's median beat-shape frequency (Hz), with its rate ('-': none). */
  hz: string[];
}

async function segments(
  x: Float32Array,
  name: string,
  m: WindowModel,
  evidence: boolean,
): Promise<Alone> {
  const out: Alone = {
    analysableS: 0,
    hr: [],
    vt: 0,
    vf: 0,
    vfUncertain: 0,
    vtUncertain: 0,
    shares: [],
    hz: [],
  };
  const pieces = whole ? 1 : FOLDS;
  for (let k = 0; k < pieces; k++) {
    const seg = x.subarray(
      Math.floor((k * x.length) / pieces),
      Math.floor(((k + 1) * x.length) / pieces),
    );
    const g = gateFor(noiseGroup(name, k));
    let r: Awaited<ReturnType<typeof engine.analyseRecording>> | null = null;
    try {
      r = await engine.analyseRecording(memoryRecording(seg, FS), {
        windowModel: m,
        ...(g ? { vGateModel: g } : {}),
        ...(evidence ? {} : { rateEvidenceShare: 0 }),
      });
    } catch (e) {
      if (!(e instanceof engine.UnanalysableRecordingError)) throw e;
    }
    if (!r) continue;
    out.analysableS += r.summary.analysableDurationS;
    if (r.summary.meanHr !== null) out.hr.push(Math.round(r.summary.meanHr));
    out.shares.push(r.summary.analysableDurationS / (seg.length / FS));
    const s = await engine.detectBeats(memoryRecording(seg, FS), {
      windowModel: m,
      ...(g ? { vGateModel: g } : {}),
    });
    out.hz.push(`${shapeFrequencyHz(s.shapes).toFixed(2)}/${r.summary.meanHr?.toFixed(0) ?? '-'}`);
    out.vt += r.rhythm.episodes.filter((e) => e.type === 'VT' && !e.uncertain).length;
    // VF counted (not flagged uncertain, rhythm/vf-episodes.ts flagWhereRateWithheld); vfUncertain apart
    out.vf += r.rhythm.episodes.filter((e) => e.type === 'VF' && !e.uncertain).length;
    out.vfUncertain += r.rhythm.episodes.filter((e) => e.type === 'VF' && e.uncertain).length;
    out.vtUncertain += r.rhythm.episodes.filter((e) => e.type === 'VT' && e.uncertain).length;
  }
  return out;
}

console.log(`noise record held out whole${strict ? ' (and its DS1 mixes)' : ''}`);
console.log(
  'record  train rows  bad t  sustained  analysable %  mean HR (segments)  VT  VF  segment shares',
);
for (const n of only) {
  const train = rows.filter((r) => !sawNoise(r, n));
  // the shipped sustained-doubt level: chosen on clean windows' cost alone (train-windows.ts
  // pickSustained), so no noise record's own windows set it; --no-sustained: without it
  const level = args.includes('--no-sustained') ? undefined : WINDOW_MODEL.sustained;
  const m: WindowModel = { ...fitAll(train), ...(level === undefined ? {} : { sustained: level }) };
  for (const ch of [0, 1]) {
    const sig = await readSignal(path.join(NOISE, `${n}.hea`), ch);
    for (const evidence of [false, true]) {
      const a = await segments(sig.x, n, m, evidence);
      const share = (100 * a.analysableS) / (sig.x.length / FS);
      console.log(
        `${n} ch${ch}${evidence ? '+' : '-'} ${String(train.length).padStart(10)}  ${m.bad.threshold.toFixed(2)}  ${String(m.sustained ?? 'off').padStart(9)}  ${share.toFixed(1).padStart(12)}  ${(a.hr.join(', ') || '-').padStart(18)}  ${String(a.vt).padStart(2)}  ${String(a.vf).padStart(2)}  (uncertain VT ${a.vtUncertain}, VF ${a.vfUncertain})  ${a.shares.map((v) => v.toFixed(3)).join(' ')}  Hz/rate ${a.hz.join(' ')}`,
      );
    }
  }
}
