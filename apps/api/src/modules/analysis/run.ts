import type { Charts } from '@heartcheck/contracts/results';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { analyseRecording, ENGINE_VERSION } from '@heartcheck/ecg/analyse';
import { toJSONResultWithoutSeries } from '@heartcheck/ecg/json-result';
import type { EcgRecording } from '@heartcheck/ecg/io/recording';
import type { AnalysisResult } from '@heartcheck/ecg/types';
import { openStoredRecording } from '@heartcheck/ecg/io/open-stored';
// Types only: loading the recordings module would load the API (seconds) in the analysis thread.
import type { RecordingFormat } from '../recordings/public.ts';
import { writeReviewBeats } from './review-beats.ts';
import { runBeatTimes } from './run-beat-times.ts';

/** Strip signal copy: 16-bit little-endian microvolts (±32.767 mV), one per sample. */
export const SIGNAL_UV_PER_UNIT = 1;
export const SIGNAL_BYTES_PER_SAMPLE = 2;

export type StoredResult = Omit<AnalysisResult, 'series'>;

const TACHOGRAM_BUCKETS = 1440;
const POINCARE_POINTS = 2500;

export function buildCharts(result: AnalysisResult): Charts {
  const { series, samplingRate, totalSamples } = result;
  const durationS = totalSamples / samplingRate;
  const bucketS = Math.max(1, durationS / TACHOGRAM_BUCKETS);
  const n = Math.ceil(durationS / bucketS);
  const sum = new Float64Array(n);
  const count = new Uint32Array(n);
  const min = new Float64Array(n).fill(Infinity);
  const max = new Float64Array(n).fill(-Infinity);
  const pairs: [number, number][] = [];
  let validPairs = 0;
  for (let i = 0; i < series.beatSamples.length; i++) {
    const rr = series.nnMs[i]!;
    if (!Number.isFinite(rr)) continue;
    const b = Math.min(n - 1, Math.floor(series.beatSamples[i]! / samplingRate / bucketS));
    sum[b] = sum[b]! + rr;
    count[b]! += 1;
    if (rr < min[b]!) min[b] = rr;
    if (rr > max[b]!) max[b] = rr;
    const next = series.nnMs[i + 1];
    if (
      next !== undefined &&
      Number.isFinite(next) &&
      series.beatClass[i] === 0 &&
      series.beatClass[i + 1] === 0
    )
      validPairs++;
  }
  const every = Math.max(1, Math.floor(validPairs / POINCARE_POINTS));
  let k = 0;
  for (let i = 0; i + 1 < series.nnMs.length; i++) {
    const a = series.nnMs[i]!;
    const b = series.nnMs[i + 1]!;
    if (
      !Number.isFinite(a) ||
      !Number.isFinite(b) ||
      series.beatClass[i] !== 0 ||
      series.beatClass[i + 1] !== 0
    )
      continue;
    if (k++ % every === 0) pairs.push([Math.round(a), Math.round(b)]);
  }
  const round = (x: number) => (Number.isFinite(x) ? Math.round(x) : null);
  return {
    hrPerMinute: Array.from(series.hrPerMinute, (x) =>
      Number.isFinite(x) ? Math.round(x * 10) / 10 : null,
    ),
    tachogram: {
      bucketS,
      meanMs: Array.from(sum, (s, i) => (count[i] ? Math.round(s / count[i]) : null)),
      minMs: Array.from(min, round),
      maxMs: Array.from(max, round),
    },
    poincare: pairs,
  };
}

export interface RunOutput {
  engineVersion: string;
  result: StoredResult;
  charts: Charts;
  /** The temporary folder holding the files below (the caller removes it). */
  dir: string;
  /**
   * Temporary file with the 16-bit signal copy; the caller stores it and removes the folder.
   * None for beat times (no ECG, so no strips).
   */
  signalFile?: string;
  /**
   * Temporary file with the engine's beats and templates (review-beats.ts): the review
   * workstation's and the full disclosure's one beat file.
   */
  reviewBeatsFile?: string;
  cleanup(): Promise<void>;
}

export interface RunOptions {
  onProgress?: (fraction: number) => void;
  declaredSamples?: number;
  /** Start given by staff at intake (local wall clock, ISO without zone) for a file without one. */
  startTime?: string | null;
  /** A beat annotation file's sampling rate (the recording's, as validated at intake). */
  samplingRate?: number;
  /** Aborted on shutdown: runAnalysisInThread terminates its thread (this in-process run ignores it). */
  signal?: AbortSignal;
}

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
