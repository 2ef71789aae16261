import { openRecording } from './io/open.ts';
import type { ByteSource } from './io/source.ts';
import type { EcgRecording } from './io/recording.ts';

export interface EcgWindow {
  samplingRate: number;
  fromSample: number;
  /** Millivolts; shorter than requested when the recording ends first. */
  samples: Float32Array;
}

/** Longest strip served at once (10 min at 1 kHz): a strip is for display, not bulk export. */
const MAX_WINDOW = 600_000;

/**
 * Samples [fromSample, toSample) of one channel, for ECG strips around an
 * event. Streams from the start of the file and stops reading at toSample.
 */
export async function readWindow(
  source: ByteSource | EcgRecording,
  fromSample: number,
  toSample: number,
  opts: { channel?: number; format?: 'edf' | 'wfdb' | 'csv' | 'ishne' } = {},
): Promise<EcgWindow> {
  if (
    !Number.isInteger(fromSample) ||
    !Number.isInteger(toSample) ||
    fromSample < 0 ||
    toSample < fromSample
  ) {
    throw new RangeError(`readWindow: bad range ${fromSample}..${toSample}`);
  }
  if (toSample - fromSample > MAX_WINDOW)
    throw new RangeError(
      `readWindow: ${toSample - fromSample} samples requested; at most ${MAX_WINDOW}`,
    );
  const rec =
    typeof source === 'object' &&
    source !== null &&
    'samples' in source &&
    typeof source.samples === 'function'
      ? source
      : await openRecording(source as ByteSource, {
          channel: opts.channel ?? 0,
          ...(opts.format ? { format: opts.format } : {}),
        });
  const out = new Float32Array(toSample - fromSample);
  let pos = 0;
  let filled = 0;
  for await (const chunk of rec.samples()) {
    const end = pos + chunk.length;
    if (end > fromSample) {
      const a = Math.max(0, fromSample - pos);
      const b = Math.min(chunk.length, toSample - pos);
      if (b > a) {
        out.set(chunk.subarray(a, b), filled);
        filled += b - a;
      }
    }
    pos = end;
    if (pos >= toSample) break;
  }
  return { samplingRate: rec.samplingRate, fromSample, samples: out.subarray(0, filled) };
}
