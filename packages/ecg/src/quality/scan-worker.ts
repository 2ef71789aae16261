import { parentPort, workerData } from 'node:worker_threads';
import { BlockCutter, blockGeometry, type SampleBlock } from '../detect/block-cutter.ts';
import { filterBlock, type FilteredSignals } from '../detect/features.ts';
import { QualityMonitor } from './signal-quality.ts';
import {
  describeError,
  setBuffers,
  transferList,
  type FromWorker,
  type ScanDone,
  type ScanStart,
  type ToWorker,
} from './scan-protocol.ts';

/**
 * The quality worker thread of worker-scanner.ts (started through bin/quality-worker.mjs): runs
 * the signal-quality scan on the chunks it is sent, hands each buffer back, and at the end posts
 * the finished monitor's arrays (transferred) and closes its port, which ends the thread. With
 * `features`, it also cuts the same samples into the QRS detector's blocks and posts each
 * block's two band-passes (features.ts filterBlock, transferred; the analysing thread hands the
 * arrays back for reuse), the larger part of the detector's work.
 */
const port = parentPort;
if (!port) throw new Error('scan-worker.ts runs as a worker thread (worker-scanner.ts)');
const { samplingRate, expectedSamples, features } = workerData as ScanStart;
const q = new QualityMonitor(samplingRate, expectedSamples);
let samples = 0;
const cutter = features ? new BlockCutter(samplingRate) : undefined;
let blocks = 0;
/** Filtered arrays handed back; at most the blocks of the chunks in flight (worker-scanner.ts). */
const pool: FilteredSignals[] = [];
const { core, margin } = blockGeometry(samplingRate);

function takeSet(n: number): FilteredSignals {
  const s = pool.pop();
  if (s && s.band.length >= n) return s;
  const len = Math.max(n, core + 2 * margin);
  const a = (): Float32Array => new Float32Array(len);
  return { band: a(), refine: a() };
}

function sendBlock(b: SampleBlock): void {
  const set = takeSet(b.length);
  filterBlock(b.x, samplingRate, set.band.subarray(0, b.length), set.refine.subarray(0, b.length));
  const { index, start, length, last } = b;
  const m: FromWorker = { kind: 'block', index, start, length, last, set };
  port!.postMessage(m, setBuffers(set));
  blocks++;
}

function finished(): ScanDone {
  const segments = q.finish();
  const { slopes, nSlopes, subLen } = q;
  const windows = q.windows.parts();
  return {
    kind: 'done',
    samples,
    samplingRate,
    segments,
    windows,
    slopes,
    nSlopes,
    subLen,
    blocks,
  };
}

port.on('message', (m: ToWorker) => {
  try {
    if (m.kind === 'features') {
      pool.push(m.set);
      return;
    }
    if (m.kind === 'chunk') {
      const x = m.buf.subarray(0, m.length);
      q.push(x);
      cutter?.push(x, sendBlock);
      samples += m.length;
      const back: FromWorker = { kind: 'buffer', buf: m.buf };
      port.postMessage(back, [m.buf.buffer as ArrayBuffer]);
      return;
    }
    cutter?.flush(sendBlock);
    const done = finished();
    port.postMessage(done, transferList(done));
  } catch (e) {
    const failed: FromWorker = { kind: 'error', error: describeError(e) };
    port.postMessage(failed);
  }
  if (m.kind === 'end') port.close();
});
