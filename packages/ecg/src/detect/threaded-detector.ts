import { Worker } from 'node:worker_threads';
import type { DetectedBeats } from './qrs-detector.ts';
import { BeatShapes, type BeatShapeParts } from '../classify/beat-shape.ts';

/**
 * The streaming QRS detector on a worker thread (detector-thread.ts), so that reading the file
 * and the signal-quality scan on the main thread run alongside it on a second core. The worker
 * runs the same QrsDetector on the same samples in the same order, so its beats, noise
 * stretches and shapes are those of the single-thread detector, bit for bit.
 *
 * Samples are copied into batches of BATCH samples; at most IN_FLIGHT batches wait for the
 * worker (back-pressure: queued samples stay under 4 MB whichever thread is slower).
 */
const BATCH = 1 << 17;
/**
 * The worker's first code: Node's compile cache on (as bin/heartcheck-ecg.mjs does for the main
 * thread; a worker does not inherit it) before the TypeScript modules load, so a worker does not
 * load Node's TypeScript stripper again once the cache holds them.
 */
const BOOT = `import('node:module')
  .then((m) => m.enableCompileCache?.())
  .then(() => import(${JSON.stringify(new URL('./detector-thread.ts', import.meta.url).href)}));`;
const IN_FLIGHT = 8;

export interface DetectorResult {
  /** DetectedBeats' arrays as typed arrays (exact copies of their doubles). */
  beats: Record<keyof DetectedBeats, Float64Array<ArrayBuffer>>;
  noise: [number, number][];
  shapes: BeatShapeParts;
}

export interface DetectorOutput {
  raw: DetectedBeats;
  noise: [number, number][];
  shapes: BeatShapes;
}

export class ThreadedDetector {
  private readonly worker: Worker;
  private batch = new Float32Array(BATCH);
  /** Batches the worker has handed back, for reuse. */
  private readonly spare: Float32Array<ArrayBuffer>[] = [];
  private fill = 0;
  private inFlight = 0;
  private wake: (() => void) | null = null;
  private failure: Error | null = null;
  private readonly done: Promise<DetectorResult>;

  constructor(fs: number, expectedSamples?: number) {
    this.worker = new Worker(BOOT, {
      eval: true,
      workerData: { fs, expectedSamples },
      resourceLimits: { maxYoungGenerationSizeMb: 3 },
    });
    this.done = new Promise<DetectorResult>((resolve, reject) => {
      this.worker.on('message', (m: Float32Array<ArrayBuffer> | DetectorResult) => {
        if (!(m instanceof Float32Array)) return resolve(m);
        this.spare.push(m);
        this.inFlight--;
        this.release();
      });
      this.worker.on('error', (e: Error) => {
        this.failure = e;
        this.release();
        reject(e);
      });
      this.worker.on('exit', () => {
        this.failure ??= new Error('QRS detector thread exited before its result');
        this.release();
        reject(this.failure);
      });
    });
    // a failure is reported by push/finish; keep it from counting as unhandled meanwhile
    this.done.catch(() => undefined);
  }

  /** Queue samples (copied: the caller may reuse `chunk`); waits while the worker is behind. */
  async push(chunk: Float32Array): Promise<void> {
    let off = 0;
    while (off < chunk.length) {
      const take = Math.min(BATCH - this.fill, chunk.length - off);
      this.batch.set(chunk.subarray(off, off + take), this.fill);
      this.fill += take;
      off += take;
      if (this.fill === BATCH) await this.send();
    }
  }

  /** All samples pushed: the detector's beats, noise stretches and shapes. */
  async finish(): Promise<DetectorOutput> {
    if (this.fill > 0) await this.send();
    this.check();
    this.worker.postMessage(null);
    const r = await this.done;
    const { samples, amplitudes, exact } = r.beats;
    const raw = { samples: [...samples], amplitudes: [...amplitudes], exact: [...exact] };
    return { raw, noise: r.noise, shapes: BeatShapes.fromParts(r.shapes) };
  }

  /** Stop the worker (after a failure elsewhere). */
  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private async send(): Promise<void> {
    while (this.inFlight >= IN_FLIGHT) {
      this.check();
      await new Promise<void>((r) => (this.wake = r));
    }
    this.check();
    const b = this.fill === BATCH ? this.batch : this.batch.slice(0, this.fill);
    this.worker.postMessage(b, [b.buffer]);
    this.inFlight++;
    const reuse = this.spare.pop();
    this.batch = reuse?.length === BATCH ? reuse : new Float32Array(BATCH);
    this.fill = 0;
  }

  private release(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
