/**
 * After the fact (issue 19, holter/rate-withheld.ts RATE_EVIDENCE_SHARE, chosen by
 * bench/rate-evidence.ts without these): do real recordings with electrode-motion (`em`) or
 * baseline-wander (`bw`) noise keep their heart rate? The 22 DS1 records (MLII) with nst `em`
 * and `bw` (first channels) at 6, 0 and -6 dB in the noise stress schedule, whole and in 5-min
 * pieces, each analysed without and with the stop (models fitted without the record's fold,
 * bench/folds.ts). Prints every piece that loses its rate to the stop, and the lowest
 * analysable shares of those that keep one.
 *
 *   node packages/ecg/bench/rate-evidence-check.ts
 */
import path from 'node:path';
import type { AnalyseOptions } from '../src/types.ts';
import { memoryRecording, referenceBeats } from '../test/rhythm-metrics.ts';
import { cvOptions, engine } from './folds.ts';
import { MITDB, MITDB_RECORDS, mlii, NOISE, nstMix, readSignal } from './windows-data.ts';

/** Mean HR given (null: none) and analysable share of `x`. */
async function rateOf(
  x: Float32Array,
  fs: number,
  opts: AnalyseOptions,
): Promise<{ rate: boolean; share: number }> {
  try {
    const r = await engine.analyseRecording(memoryRecording(x, fs), opts);
    return {
      rate: r.summary.meanHr !== null,
      share: r.summary.analysableDurationS / (x.length / fs),
    };
  } catch (e) {
    if (!(e instanceof engine.UnanalysableRecordingError)) throw e;
    return { rate: false, share: 0 };
  }
}

const lost: string[] = [];
const kept: { name: string; share: number }[] = [];
let rated = 0;
for (const n of ['em', 'bw']) {
  const noise = (await readSignal(path.join(NOISE, `${n}.hea`), 0)).x;
  for (const rec of MITDB_RECORDS) {
    const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
    const ref = (await referenceBeats(rec)).map((b) => b.sample);
    for (const snr of [6, 0, -6]) {
      const y = nstMix(sig, ref, noise, snr);
      const n5 = 300 * sig.fs;
      const parts: [string, Float32Array][] = [['whole', y]];
      for (let k = 0; (k + 1) * n5 <= y.length; k++)
        parts.push([`300s#${k}`, y.subarray(k * n5, (k + 1) * n5)]);
      for (const [part, x] of parts) {
        const name = `DS1 ${rec} + ${n} ${snr} dB ${part}`;
        const off = await rateOf(x, sig.fs, { ...cvOptions(rec), rateEvidenceShare: 0 });
        if (!off.rate) continue;
        rated++;
        const on = await rateOf(x, sig.fs, cvOptions(rec));
        if (on.rate) kept.push({ name, share: on.share });
        else lost.push(`${name} ${off.share.toFixed(3)}`);
      }
    }
  }
}
console.log(`pieces with a rate without the stop: ${rated}; lost to it: ${lost.length}`);
for (const l of lost) console.log(`  lost ${l}`);
console.log('lowest analysable shares that keep their rate:');
for (const k of kept.sort((a, b) => a.share - b.share).slice(0, 8))
  console.log(`  ${k.name.padEnd(34)} ${k.share.toFixed(3)}`);
