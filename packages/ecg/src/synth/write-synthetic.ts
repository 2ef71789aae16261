import { ecgsyn, type EcgsynOptions, type TrueBeat } from './ecgsyn.ts';
import { EdfWriter } from '../io/edf-writer.ts';
import { CsvWriter } from '../io/csv-writer.ts';
import { WfdbWriter } from '../io/wfdb-writer.ts';

export interface WriteSyntheticOptions extends EcgsynOptions {
  format: 'edf' | 'csv' | 'wfdb';
  /** Recording start (local wall-clock). Default 2026-01-05 09:00. */
  startTime?: Date;
  /** EDF+ only: also write each true beat as an annotation ("N", "V", "A"). */
  annotateBeats?: boolean;
}

/**
 * Stream a synthetic recording straight to disk (EDF+, CSV or WFDB format 16)
 * without holding the signal: memory stays at one chunk plus the true beats.
 * Returns the true beats (sample indices) and the number of samples written.
 */
export async function writeSyntheticRecording(
  path: string,
  o: WriteSyntheticOptions,
): Promise<{ beats: Int32Array; labels: string; samples: number }> {
  const startTime = o.startTime ?? new Date(2026, 0, 5, 9, 0, 0);
  const w =
    o.format === 'edf'
      ? new EdfWriter(path, { samplingRate: o.samplingRate, startTime })
      : o.format === 'csv'
        ? new CsvWriter(path, { samplingRate: o.samplingRate, startTime })
        : new WfdbWriter(path, { samplingRate: o.samplingRate, startTime });
  let beats = new Int32Array(1 << 16);
  let labels = '';
  let nb = 0;
  let n = 0;
  for (const c of ecgsyn(o)) {
    for (const b of c.beats) {
      if (nb === beats.length) {
        const g = new Int32Array(beats.length * 2);
        g.set(beats);
        beats = g;
      }
      beats[nb++] = b.sample;
      labels += b.label;
      if (o.annotateBeats && w instanceof EdfWriter) w.annotate(b.sample / o.samplingRate, b.label);
    }
    await w.write(c.samples);
    n += c.samples.length;
  }
  await w.close();
  return { beats: beats.slice(0, nb), labels, samples: n };
}

export type { TrueBeat };
