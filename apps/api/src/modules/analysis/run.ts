import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { analyseRecording, ENGINE_VERSION } from '@heartcheck/ecg/analyse';
import { toJSONResultWithoutSeries } from '@heartcheck/ecg/json-result';
import type { EcgRecording } from '@heartcheck/ecg/io/recording';
import { openStoredRecording } from '@heartcheck/ecg/io/open-stored';
// Types only: loading the recordings module would load the API (seconds) in the analysis thread.
import type { RecordingFormat } from '../recordings/public.ts';
import { writeReviewBeats } from './review-beats.ts';
import { buildCharts } from './charts.ts';
import { runBeatTimes } from './run-beat-times.ts';
import type { RunOptions, RunOutput, StoredResult } from './run-types.ts';

/** Strip signal copy: 16-bit little-endian microvolts (±32.767 mV), one per sample. */
export const SIGNAL_UV_PER_UNIT = 1;
export const SIGNAL_BYTES_PER_SAMPLE = 2;

/**
 * Analyses a recording file with the engine in one streaming pass, writing the 16-bit signal
 * copy used for ECG strips on the way through (so strips never re-read the original file).
 */
export async function runAnalysis(
  filePath: string,
  format: RecordingFormat,
  wfdbHeader: string | null,
  options: RunOptions = {},
): Promise<RunOutput> {
  if (format === 'beats-wfdb' || format === 'beats-csv')
    return runBeatTimes(filePath, format, wfdbHeader, options);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-analysis-'));
  const signalFile = path.join(dir, 'signal.i16');
  const out = createWriteStream(signalFile, { highWaterMark: 1 << 20 });
  let writeError: Error | undefined;
  out.on('error', (error) => {
    writeError ??= error;
  });
  try {
    const recording = await openStoredRecording(filePath, format, wfdbHeader);
    const teed: EcgRecording = {
      format: recording.format,
      samplingRate: recording.samplingRate,
      channel: recording.channel,
      channelNames: recording.channelNames,
      declaredSamples: recording.declaredSamples,
      startTime: recording.startTime,
      get annotations() {
        return recording.annotations;
      },
      async *samples() {
        for await (const chunk of recording.samples()) {
          const buffer = Buffer.allocUnsafe(chunk.length * SIGNAL_BYTES_PER_SAMPLE);
          for (let i = 0; i < chunk.length; i++) {
            const uv = Math.round(chunk[i]! * 1000);
            buffer.writeInt16LE(uv > 32767 ? 32767 : uv < -32767 ? -32767 : uv, i * 2);
          }
          if (!out.write(buffer)) await once(out, 'drain');
          yield chunk;
        }
      },
    };
    const total = options.declaredSamples ?? recording.declaredSamples;
    const result = await analyseRecording(teed, {
      // The engine reads a start as local wall clock (getHours), as `new Date` parses a zoneless ISO.
      ...(options.startTime ? { startTime: new Date(options.startTime) } : {}),
      onProgress: ({ samples }) => {
        if (total) options.onProgress?.(Math.min(0.99, samples / total));
      },
    });
    out.end();
    if (!writeError) await once(out, 'finish');
    if (writeError) throw writeError;
    const charts = buildCharts(result);
    const reviewBeatsFile = await writeReviewBeats(result, signalFile, dir);
    const json = toJSONResultWithoutSeries(result) as unknown as StoredResult;
    return {
      engineVersion: ENGINE_VERSION,
      result: json,
      charts,
      dir,
      signalFile,
      reviewBeatsFile,
      cleanup: () => fs.rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    out.destroy();
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
