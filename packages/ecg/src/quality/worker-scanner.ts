import { Worker } from 'node:worker_threads';
import type { QualityScanner, QualityScannerFactory, QualityScanResult } from './quality-scan.ts';
import { WindowTable } from './window-table.ts';
import {
  revive,
  type FromWorker,
  type ScanDone,
  type ScanStart,
  type ToWorker,
} from './scan-protocol.ts';

/**
 * The signal-quality scan on a second thread, for the CLI (issue 19: 72 h in <= 7 s wall on a
 * 2-core machine): the detector and the scan read the same samples and share nothing else until
 * both are done. Each chunk the reader yields is copied into one of a few buffers that are
 * transferred to the worker (bin/quality-worker.mjs, then scan-worker.ts) and transferred back
 * once scanned, so no buffer is allocated per chunk on either thread; at the end the worker
 * hands back the monitor's arrays, transferred, not copied. At most MAX_IN_FLIGHT buffers
 * exist: when the worker lags (a busy second core), the detector's loop waits for one.
 */

/**
 * Buffers in flight, 8 of the readers' 65,536-sample chunks (2 MB). On the 72 h benchmark file
 * (27 November 2026, load ~4) the detector never waited for a buffer with 4, 16 or 64 of them,
 * and with 64 at most 22 were in flight (while the worker starts); the peak RSS did not differ.
 */
const MAX_IN_FLIGHT = 8;
/** The readers' chunk length (io/edf.ts, io/ishne.ts, io/csv.ts, io/wfdb.ts: 65,536 samples). */
const CHUNK = 65_536;

/** The worker's entry point: an .mjs that turns on Node's compile cache before it loads any .ts. */
const ENTRY = new URL('../../bin/quality-worker.mjs', import.meta.url);

/** AnalyseOptions.qualityScanner: the scan runs on a worker thread. */
export const workerScanner: QualityScannerFactory = (rec) =>
  new WorkerScanner({ samplingRate: rec.samplingRate, expectedSamples: rec.declaredSamples });

class WorkerScanner implements QualityScanner {
  private readonly worker: Worker;
  private readonly free: Float32Array[] = [];
  private buffers = 0;
  /** The detector's loop, waiting for a buffer to come back. */
  private waiter: { resolve: () => void; reject: (e: Error) => void } | undefined;
  private readonly done: Promise<ScanDone>;
  private failure: Error | undefined;

  constructor(start: ScanStart) {
    this.worker = new Worker(ENTRY, { workerData: start });
    this.done = new Promise<ScanDone>((resolve, reject) => {
      const fail = (e: Error): void => {
        this.failure ??= e;
        this.waiter?.reject(e);
        reject(e);
      };
      this.worker.on('message', (m: FromWorker) => {
        if (m.kind === 'buffer') this.returned(m.buf);
        else if (m.kind === 'done') resolve(m);
        else fail(revive(m.error));
      });
      this.worker.once('error', fail);
      this.worker.once('exit', (code) =>
        fail(new Error(`quality worker stopped (exit code ${code}) before its result`)),
      );
    });
    // awaited in finish; a failure before then must not count as an unhandled rejection
    this.done.catch(() => {});
  }

  push(chunk: Float32Array): void | Promise<void> {
    if (this.failure) throw this.failure;
    const buf = this.take(chunk.length);
    if (!buf)
      return new Promise<void>((resolve, reject) => (this.waiter = { resolve, reject })).then(() =>
        this.push(chunk),
      );
    buf.set(chunk);
    const m: ToWorker = { kind: 'chunk', buf, length: chunk.length };
    this.worker.postMessage(m, [buf.buffer as ArrayBuffer]);
  }

  /** A free buffer of at least n samples, a new one while fewer than MAX_IN_FLIGHT exist, or none. */
  private take(n: number): Float32Array | undefined {
    const b = this.free.pop();
    if (b && b.length >= n) return b;
    if (b) this.buffers--; // too short for this reader's chunks: replaced
    if (this.buffers === MAX_IN_FLIGHT) return undefined;
    this.buffers++;
    return new Float32Array(Math.max(n, CHUNK));
  }

  private returned(buf: Float32Array): void {
    this.free.push(buf);
    const w = this.waiter;
    this.waiter = undefined;
    w?.resolve();
  }

  async finish(samples: number): Promise<QualityScanResult> {
    if (this.failure) throw this.failure;
    const end: ToWorker = { kind: 'end' };
    this.worker.postMessage(end);
    const r = await this.done;
    // a lost chunk would be a bug here, not a bad file
    if (r.samples !== samples)
      throw new Error(`quality worker scanned ${r.samples} of ${samples} samples`);
    const scan = {
      samplingRate: r.samplingRate,
      windows: WindowTable.fromParts(r.windows),
      slopes: r.slopes,
      nSlopes: r.nSlopes,
      subLen: r.subLen,
    };
    return { scan, segments: r.segments, samples };
  }

  close(): void {
    this.free.length = 0;
    void this.worker.terminate();
  }
}
