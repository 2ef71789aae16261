import { parentPort, workerData } from 'node:worker_threads';
import { openRecording } from '../io/open.ts';
import { QualityMonitor } from './signal-quality.ts';
import { describeError, transferList, type ScanDone, type ScanRequest } from './worker-scanner.ts';

/**
 * The worker thread of worker-scanner.ts (started through bin/quality-worker.mjs): opens the
 * file, runs the signal-quality scan over every sample of the channel, and posts the finished
 * monitor's arrays (transferred) or the error, then ends.
 */
async function scan(req: ScanRequest): Promise<ScanDone> {
  const rec = await openRecording(req.source, {
    channel: req.channel,
    ...(req.format ? { format: req.format } : {}),
  });
  const q = new QualityMonitor(rec.samplingRate);
  let samples = 0;
  for await (const chunk of rec.samples()) {
    q.push(chunk);
    samples += chunk.length;
  }
  const segments = q.finish();
  const { slopes, nSlopes, subLen } = q;
  const windows = q.windows.parts();
  return {
    ok: true,
    samples,
    samplingRate: rec.samplingRate,
    segments,
    windows,
    slopes,
    nSlopes,
    subLen,
  };
}

const port = parentPort;
if (!port) throw new Error('scan-worker.ts runs as a worker thread (worker-scanner.ts)');
try {
  const done = await scan(workerData as ScanRequest);
  port.postMessage(done, transferList(done));
} catch (e) {
  port.postMessage({ ok: false, error: describeError(e) });
}
