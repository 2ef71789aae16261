import type { BlockInfo } from '../detect/block-cutter.ts';
import type { FilteredSignals } from '../detect/features.ts';
import type { QualitySegment } from './signal-quality.ts';
import type { WindowTableParts } from './window-table.ts';

// The messages between the CLI's thread (worker-scanner.ts) and the quality worker
// (scan-worker.ts). Typed arrays travel with their buffers transferred.

/** The worker's workerData. */
export interface ScanStart {
  samplingRate: number;
  /** The header's length (QualityMonitor's expectedSamples). */
  expectedSamples: number | undefined;
  /** Also the QRS detector's block band-passes (detect/block-cutter.ts, features.ts filterBlock). */
  features: boolean;
}

export type ToWorker =
  | { kind: 'chunk'; buf: Float32Array; length: number }
  | { kind: 'end' }
  /** A block's filtered arrays handed back for the next block (whole buffers). */
  | { kind: 'features'; set: FilteredSignals };

export type FromWorker =
  | { kind: 'buffer'; buf: Float32Array }
  | FeatureBlock
  | ScanDone
  | { kind: 'error'; error: ScanFailure };

/** One block's band-passed signals; each array holds `length` values at its start. */
export interface FeatureBlock extends BlockInfo {
  kind: 'block';
  set: FilteredSignals;
}

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
  /** Feature blocks sent before this message. */
  blocks: number;
}

/** The buffers of a filtered set, to transfer. */
export const setBuffers = (f: FilteredSignals): ArrayBuffer[] => [
  f.band.buffer as ArrayBuffer,
  f.refine.buffer as ArrayBuffer,
];

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
