import { Worker } from 'node:worker_threads';
import { EcgFormatError } from '../io/errors.ts';
import type { EcgFormat } from '../io/open.ts';
import type { QualityScannerFactory, QualityScanResult } from './quality-scan.ts';
import type { QualitySegment } from './signal-quality.ts';
import { WindowTable, type WindowTableParts } from './window-table.ts';

/**
 * The signal-quality scan on a second thread, for the CLI (issue 19: 72 h in <= 7 s wall on a
 * 2-core machine). The worker (bin/quality-worker.mjs, then scan-worker.ts) opens the same file
 * and runs the same QualityMonitor over its own decoded samples, so the main thread sends it
 * nothing while the detector runs; at the end it hands back the monitor's arrays with their
 * buffers transferred, not copied. Reading the file twice costs a second decoding on the
 * worker's core (the file is in the page cache), where sending each chunk would cost a copy
 * and a message per chunk on the detector's thread. Only for sources that can be opened twice:
 * a path.
 */

/** What the worker is asked (its workerData). */
export interface ScanRequest {
  source: string;
  channel: number;
  format?: EcgFormat;
}

/** The worker's one message: the finished scan, or why it failed. */
export type ScanReply = ScanDone | { ok: false; error: ScanFailure };

export interface ScanDone {
  ok: true;
  samples: number;
  samplingRate: number;
  segments: QualitySegment[];
  windows: WindowTableParts;
  slopes: Float32Array;
  nSlopes: number;
  subLen: number;
}

/** An error as it crosses threads: a bad file, an unreadable one, or a bug. */
export interface ScanFailure {
  kind: 'format' | 'file' | 'internal';
  message: string;
  format?: string;
  where?: string;
  code?: string;
  path?: string;
  stack?: string;
}

/** The worker's entry point: an .mjs that turns on Node's compile cache before it loads any .ts. */
const ENTRY = new URL('../../bin/quality-worker.mjs', import.meta.url);

/** AnalyseOptions.qualityScanner for a file path: the scan runs on a worker thread. */
export function workerScanner(
  source: string,
  open: { channel?: number; format?: EcgFormat } = {},
): QualityScannerFactory {
  return (rec) => {
    const request: ScanRequest = { source, channel: open.channel ?? 0 };
    if (open.format) request.format = open.format;
    const worker = new Worker(ENTRY, { workerData: request });
    const reply = new Promise<ScanReply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`quality worker stopped (exit code ${code}) before its result`)),
      );
    });
    // awaited in finish; a failure before then must not count as an unhandled rejection
    reply.catch(() => {});
    return {
      // the worker reads the file itself
      push: () => {},
      finish: async (samples) => scanResult(await reply, samples, rec.samplingRate),
      close: () => void worker.terminate(),
    };
  };
}

function scanResult(r: ScanReply, samples: number, fs: number): QualityScanResult {
  if (!r.ok) throw revive(r.error);
  if (r.samples !== samples || r.samplingRate !== fs)
    throw new EcgFormatError(
      'input',
      `the file changed while it was read (${samples} samples at ${fs} Hz, then ${r.samples} at ${r.samplingRate} Hz)`,
    );
  const scan = {
    samplingRate: r.samplingRate,
    windows: WindowTable.fromParts(r.windows),
    slopes: r.slopes,
    nSlopes: r.nSlopes,
    subLen: r.subLen,
  };
  return { scan, segments: r.segments, samples: r.samples };
}

/** The worker's error as the CLI expects it: an EcgFormatError, a file error with its code, or a bug. */
function revive(f: ScanFailure): Error {
  if (f.kind === 'format') {
    const e = new EcgFormatError(f.format ?? 'input', '', f.where);
    e.message = f.message;
    return e;
  }
  const e = new Error(f.message);
  if (f.kind === 'file') return Object.assign(e, { code: f.code }, f.path ? { path: f.path } : {});
  e.message = `quality worker: ${f.message}`;
  if (f.stack) e.stack = f.stack;
  return e;
}

/** The reply's buffers, to transfer rather than copy. */
export function transferList(r: ScanDone): ArrayBuffer[] {
  const w = r.windows;
  const arrays = [...w.cols, w.starts, w.ends, w.peakBuf, w.pOff, r.slopes];
  return arrays.map((a) => a.buffer as ArrayBuffer);
}

/** An error thrown in the worker, as plain data. */
export function describeError(e: unknown): ScanFailure {
  if (e instanceof EcgFormatError) {
    const f: ScanFailure = { kind: 'format', message: e.message, format: e.format };
    if (e.where !== undefined) f.where = e.where;
    return f;
  }
  if (e instanceof Error && 'code' in e && typeof e.code === 'string') {
    const f: ScanFailure = { kind: 'file', message: e.message, code: e.code };
    const path = (e as NodeJS.ErrnoException).path;
    if (path !== undefined) f.path = path;
    return f;
  }
  if (e instanceof Error) return { kind: 'internal', message: e.message, stack: e.stack ?? '' };
  return { kind: 'internal', message: String(e) };
}
