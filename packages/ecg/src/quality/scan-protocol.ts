import type { QualitySegment } from './signal-quality.ts';
import type { WindowTableParts } from './window-table.ts';

// The messages between the CLI's thread (worker-scanner.ts) and the quality worker
// (scan-worker.ts). Typed arrays travel with their buffers transferred.

/** The worker's workerData. */
export interface ScanStart {
  samplingRate: number;
  /** The header's length (QualityMonitor's expectedSamples). */
  expectedSamples: number | undefined;
}

export type ToWorker = { kind: 'chunk'; buf: Float32Array; length: number } | { kind: 'end' };

export type FromWorker =
  { kind: 'buffer'; buf: Float32Array } | ScanDone | { kind: 'error'; error: ScanFailure };

/** The finished scan. */
export interface ScanDone {
  kind: 'done';
  samples: number;
  samplingRate: number;
  segments: QualitySegment[];
  windows: WindowTableParts;
  slopes: Float32Array;
  nSlopes: number;
  subLen: number;
}

/** An error of the worker's, as plain data. */
export interface ScanFailure {
  message: string;
  stack?: string;
}

/** The reply's buffers, to transfer rather than copy. */
export function transferList(r: ScanDone): ArrayBuffer[] {
  const w = r.windows;
  const arrays = [...w.cols, w.starts, w.ends, w.peakBuf, w.pOff, r.slopes];
  return arrays.map((a) => a.buffer as ArrayBuffer);
}

export function describeError(e: unknown): ScanFailure {
  if (e instanceof Error) return { message: e.message, stack: e.stack ?? '' };
  return { message: String(e) };
}

/** The worker only scans samples it is given, so any error of its own is a bug (CLI exit 70). */
export function revive(f: ScanFailure): Error {
  const e = new Error(`quality worker: ${f.message}`);
  if (f.stack) e.stack = `${e.message}\n${f.stack}`;
  return e;
}
