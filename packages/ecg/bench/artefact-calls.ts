/**
 * Diagnostic (issue 19, noise alone: no VT, no VF on artefact alone): every VT and VF episode
 * the engine calls on the synthetic artefact families (bench/synthetic-artefact.ts, 5-min
 * segments, shipped models, as bench/noise-dominated.ts) with the window features of the
 * windows under it.
 *
 *   node packages/ecg/bench/artefact-calls.ts [--kinds sway,bank] [--seeds 1,2,3]
 */
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { engine } from './folds.ts';
import { synthetic } from './synthetic-artefact.ts';
import { FOLDS } from './train-windows.ts';
import { FEATURE_NAMES } from '../src/quality/window-features.ts';

const args = process.argv.slice(2);
const arg = (k: string, d: string): string => (args.includes(k) ? args[args.indexOf(k) + 1]! : d);
const kinds = arg('--kinds', 'taps,steps,bank,sway').split(',') as (
  'taps' | 'steps' | 'bank' | 'sway'
)[];
const seeds = arg('--seeds', '1,2,3').split(',').map(Number);
const fs = 360;
for (const kind of kinds)
  for (const seed of seeds) {
    const x = synthetic(kind, seed);
    for (let k = 0; k < FOLDS; k++) {
      const seg = x.subarray(
        Math.floor((k * x.length) / FOLDS),
        Math.floor(((k + 1) * x.length) / FOLDS),
      );
      const rec = memoryRecording(seg, fs);
      let r;
      try {
        r = await engine.analyseRecording(rec, {});
      } catch (e) {
        if (e instanceof engine.UnanalysableRecordingError) continue;
        throw e;
      }
      const eps = r.rhythm.episodes.filter((e) => e.type === 'VT' || e.type === 'VF');
      const hr = r.summary.meanHr;
      if (!eps.length && hr === null) continue;
      console.log(
        `${kind} ${seed} seg ${k}: HR ${hr?.toFixed(0) ?? '-'} analysable ${r.summary.analysableDurationS.toFixed(0)} s`,
      );
      const s = await engine.detectBeats(memoryRecording(seg, fs), {});
      const w = s.windows;
      for (const e of eps) {
        console.log(
          `  ${e.type} ${(e.startSample / fs).toFixed(1)}-${(e.endSample / fs).toFixed(1)} s beats ${e.beats} hr ${e.meanHr?.toFixed(0) ?? '-'} conf ${e.confidence} ${e.uncertain ? 'UNCERTAIN' : ''}`,
        );
        for (let j = 0; j < w.windows.length; j++) {
          const f = w.windows.at(j);
          if (f.end <= e.startSample || f.start >= e.endSample) continue;
          const vals = FEATURE_NAMES.map((n) => `${n}=${f[n].toFixed(2)}`).join(' ');
          console.log(
            `    w${j} ${(f.start / fs).toFixed(0)} pVf ${w.pVf[j]!.toFixed(2)} pBad ${w.pBad[j]!.toFixed(2)} ${vals}`,
          );
        }
      }
    }
  }
