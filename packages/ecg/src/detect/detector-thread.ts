/**
 * Worker-thread side of ThreadedDetector (threaded-detector.ts): runs the ordinary streaming
 * QrsDetector on the batches of samples the main thread posts, hands each batch back when done
 * (the main thread's back-pressure, and its buffer is reused) and, on `null`, flushes and posts the beats, noise stretches and
 * beat shapes back. The detector's code and arithmetic are the single-thread ones.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { QrsDetector, type DetectedBeats } from './qrs-detector.ts';
import type { DetectorResult } from './threaded-detector.ts';

const port = parentPort;
if (!port) throw new Error('detector-thread.ts runs as a worker thread');
const { fs, expectedSamples } = workerData as { fs: number; expectedSamples?: number };
const det = new QrsDetector(fs, expectedSamples);
const raw: DetectedBeats = { samples: [], amplitudes: [], exact: [] };

port.on('message', (batch: Float32Array | null) => {
  if (batch !== null) {
    det.push(batch, raw);
    // the batch goes back for reuse: no new buffer per batch on either thread
    port.postMessage(batch, [batch.buffer as ArrayBuffer]);
    return;
  }
  det.flush(raw);
  const s = det.shapes;
  // typed arrays cross threads as one block each (a cloned number[] of doubles would come back
  // as boxed numbers: more memory, slower reads)
  const beats = {
    samples: Float64Array.from(raw.samples),
    amplitudes: Float64Array.from(raw.amplitudes),
    exact: Float64Array.from(raw.exact),
  };
  const result: DetectorResult = {
    beats,
    noise: det.noise,
    shapes: { shapes: s.shapes, width: s.width, norm: s.norm, atrial: s.atrial, count: s.count },
  };
  const b = [beats.samples.buffer, beats.amplitudes.buffer, beats.exact.buffer];
  port.postMessage(result, [...b, s.shapes.buffer, s.width.buffer, s.norm.buffer, s.atrial.buffer]);
  port.close();
});
