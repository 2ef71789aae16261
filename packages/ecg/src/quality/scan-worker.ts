import { parentPort, workerData } from 'node:worker_threads';
import { QualityMonitor } from './signal-quality.ts';
import {
  describeError,
  transferList,
  type FromWorker,
  type ScanDone,
  type ScanStart,
  type ToWorker,
} from './scan-protocol.ts';

/**
 * The quality worker thread of worker-scanner.ts (started through bin/quality-worker.mjs): runs
 * the signal-quality scan on the chunks it is sent, hands each buffer back, and at the end posts
 * the finished monitor's arrays (transferred) and closes its port, which ends the thread.
 */
const port = parentPort;
if (!port) throw new Error('scan-worker.ts runs as a worker thread (worker-scanner.ts)');
const { samplingRate, expectedSamples } = workerData as ScanStart;
const q = new QualityMonitor(samplingRate, expectedSamples);
let samples = 0;

function finished(): ScanDone {
  const segments = q.finish();
  const { slopes, nSlopes, subLen } = q;
  const windows = q.windows.parts();
  return { kind: 'done', samples, samplingRate, segments, windows, slopes, nSlopes, subLen };
}

port.on('message', (m: ToWorker) => {
  try {
    if (m.kind === 'chunk') {
      q.push(m.buf.subarray(0, m.length));
      samples += m.length;
      const back: FromWorker = { kind: 'buffer', buf: m.buf };
      port.postMessage(back, [m.buf.buffer as ArrayBuffer]);
      return;
    }
    const done = finished();
    port.postMessage(done, transferList(done));
  } catch (e) {
    const failed: FromWorker = { kind: 'error', error: describeError(e) };
    port.postMessage(failed);
  }
  if (m.kind === 'end') port.close();
});
