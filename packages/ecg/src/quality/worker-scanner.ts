import { Worker } from 'node:worker_threads';
import {
  inThreadScanner,
  type FeatureSink,
  type QualityScanner,
  type QualityScannerFactory,
  type QualityScanResult,
} from './quality-scan.ts';
import { WindowTable } from './window-table.ts';
import {
  revive,
  setBuffers,
  type FeatureBlock,
  type FromWorker,
  type ScanDone,
  type ScanStart,
  type ToWorker,
} from './scan-protocol.ts';

/**
 * The signal-quality scan on a second thread, for the CLI (issue 19: 72 h in <= 7 s wall on a
 * 2-core machine): the detector and the scan read the same samples and share nothing else until
 * both are done. Given a FeatureSink, the worker also band-passes the detector's blocks
 * (detect/block-cutter.ts, features.ts filterBlock) and hands each to the sink in order, so
 * the analysing thread runs only the rest of the detector (README "The detector's band-passes
 * on the quality worker"). The chunks the reader yields are copied into one of a few buffers, which is
 * transferred to the worker (bin/quality-worker.mjs, then scan-worker.ts) when full and
 * transferred back once scanned, so no buffer is allocated per chunk on either thread; at the
 * end the worker hands back the monitor's arrays, transferred, not copied. At most
 * MAX_IN_FLIGHT buffers exist: when the worker lags (a busy second core), the detector's loop
 * waits for one. README "Speed of the CLI" has the measurements.
 */

/**
 * Samples a message carries: 2^18 (1 MB), four of the readers' 65,536-sample chunks, so the 72 h
 * file is ~360 messages, not ~1,400. Each message wakes the worker's thread; under load (other
 * processes on both cores) a post then cost up to ~0.5 ms on the detector's thread, against
 * ~0.04 ms on an idle machine (1,424 posts: 670 ms at load ~4, 40-60 ms at load ~2).
 */
const BATCH = 1 << 18;
/**
 * Buffers in flight: 4 (4 MB). With 65,536-sample buffers, the 72 h benchmark file never made
 * the detector wait for one at 4, 16 or 64 buffers, and with no bound at most 22 were in flight
 * (while the worker starts); the peak RSS did not differ (27 November 2026, load ~4).
 */
const MAX_IN_FLIGHT = 4;

/** The worker's entry point: an .mjs that turns on Node's compile cache before it loads any .ts. */
const ENTRY = new URL('../../bin/quality-worker.mjs', import.meta.url);

/**
 * From this many samples (the header's count) the CLI scans on the worker: 2^23, 6.5 h at
 * 360 Hz, 18 h at 128 Hz. The worker costs ~70 ms of wall time to start (a 30 min MIT-BIH record:
 * 0.358 against 0.291 s wall, 0.57 against 0.43 s CPU, 96 against 78 MiB, 8 alternating pairs,
 * load 1.4-1.7) and saves ~8.6 ns a sample (0.8 s on the 72 h file's 93.3 million samples): it
 * repays its start from ~7.8 million samples.
 */
export const WORKER_MIN_SAMPLES = 1 << 23;

/** The CLI's scanner: on the worker for a long recording, in this thread for a short one. */
export const cliScanner: QualityScannerFactory = (rec, sink) =>
  (rec.declaredSamples ?? 0) >= WORKER_MIN_SAMPLES
    ? workerScanner(rec, sink)
    : inThreadScanner(rec);

/**
 * AnalyseOptions.qualityScanner: the scan runs on a worker thread, and so do the detector's
 * band-passes when a sink is given (the analysis always gives one).
 */
export const workerScanner: QualityScannerFactory = (rec, sink) =>
  new WorkerScanner(
    {
      samplingRate: rec.samplingRate,
      expectedSamples: rec.declaredSamples,
      features: sink !== undefined,
    },
    sink,
  );

class WorkerScanner implements QualityScanner {
  readonly feedsDetector: boolean;
  private readonly worker: Worker;
  /** Feature blocks handed to the sink. */
  private blocks = 0;
  private readonly free: Float32Array[] = [];
  private buffers = 0;
  /** The buffer being filled, and how many samples it holds. */
  private cur: Float32Array | undefined;
  private fill = 0;
  /** The detector's loop, waiting for a buffer to come back. */
  private waiter: { resolve: () => void; reject: (e: Error) => void } | undefined;
  private readonly done: Promise<ScanDone>;
  private failure: Error | undefined;

  private readonly sink: FeatureSink | undefined;

  constructor(start: ScanStart, sink: FeatureSink | undefined) {
    this.sink = sink;
    this.feedsDetector = start.features;
    this.worker = new Worker(ENTRY, { workerData: start });
    this.done = new Promise<ScanDone>((resolve, reject) => {
      const fail = (e: Error): void => {
        this.failure ??= e;
        this.waiter?.reject(e);
        reject(e);
      };
      this.worker.on('message', (m: FromWorker) => {
        if (m.kind === 'buffer') this.returned(m.buf);
        else if (m.kind === 'block') this.decide(m, fail);
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
    if (this.cur && this.fill + chunk.length > this.cur.length) this.post();
    if (!this.cur) {
      this.cur = this.take(chunk.length);
      this.fill = 0;
      if (!this.cur)
        return new Promise<void>((resolve, reject) => (this.waiter = { resolve, reject })).then(
          () => this.push(chunk),
        );
    }
    this.cur.set(chunk, this.fill);
    this.fill += chunk.length;
  }

  /** Sends the buffer being filled. */
  private post(): void {
    const buf = this.cur;
    if (!buf) return;
    const m: ToWorker = { kind: 'chunk', buf, length: this.fill };
    this.cur = undefined;
    this.fill = 0;
    this.worker.postMessage(m, [buf.buffer as ArrayBuffer]);
  }

  /** A free buffer of at least n samples, else a new one while fewer than MAX_IN_FLIGHT exist. */
  private take(n: number): Float32Array | undefined {
    const b = this.free.pop();
    if (b && b.length >= n) return b;
    if (b) this.buffers--; // shorter than this chunk (a reader's chunk over BATCH): replaced
    if (this.buffers === MAX_IN_FLIGHT) return undefined;
    this.buffers++;
    return new Float32Array(Math.max(n, BATCH));
  }

  private returned(buf: Float32Array): void {
    this.free.push(buf);
    const w = this.waiter;
    this.waiter = undefined;
    w?.resolve();
  }

  /** A block's band-passes to the detector, then the arrays back to the worker for the next. */
  private decide(m: FeatureBlock, fail: (e: Error) => void): void {
    const sink = this.sink;
    if (this.failure || !sink) return;
    const n = m.length;
    const { band, refine } = m.set;
    try {
      sink(m, { band: band.subarray(0, n), refine: refine.subarray(0, n) });
    } catch (e) {
      fail(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    this.blocks++;
    // the last block's arrays stay here: the worker ends after it
    if (m.last) return;
    const back: ToWorker = { kind: 'features', set: m.set };
    this.worker.postMessage(back, setBuffers(m.set));
  }

  async finish(samples: number): Promise<QualityScanResult> {
    if (this.failure) throw this.failure;
    if (this.fill > 0) this.post();
    const end: ToWorker = { kind: 'end' };
    this.worker.postMessage(end);
    const r = await this.done;
    // a lost chunk would be a bug here, not a bad file
    if (r.samples !== samples)
      throw new Error(`quality worker scanned ${r.samples} of ${samples} samples`);
    if (r.blocks !== this.blocks)
      throw new Error(`quality worker sent ${r.blocks} feature blocks, ${this.blocks} decided`);
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
    this.cur = undefined;
    void this.worker.terminate();
  }
}
