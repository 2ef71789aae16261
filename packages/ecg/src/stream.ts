import type { DetectedBeats, QrsDetector } from './detect/qrs-detector.ts';
import type { EcgRecording } from './io/recording.ts';
import type { QualityScanner, QualityScanResult } from './quality/quality-scan.ts';
import type { AnalyseOptions } from './types.ts';

/** Samples between progress callbacks: 2^18 is ~17 min at 250 Hz, ~250 calls for 72 h - enough for a progress bar. */
const PROGRESS_EVERY = 1 << 18;

/**
 * The detector's pass over every sample; the quality scanner sees the same samples and is
 * closed on every path (a worker thread must not outlive a failed read). A scanner that feeds
 * the detector (feedsDetector: the CLI's worker) hands it every block's features itself.
 */
export async function stream(
  rec: EcgRecording,
  det: QrsDetector,
  raw: DetectedBeats,
  q: QualityScanner,
  opts: AnalyseOptions,
): Promise<QualityScanResult> {
  try {
    let n = 0;
    let nextReport = PROGRESS_EVERY;
    const feeds = q.feedsDetector === true;
    for await (const chunk of rec.samples()) {
      if (!feeds) det.push(chunk, raw);
      const wait = q.push(chunk);
      if (wait) await wait;
      n += chunk.length;
      if (opts.onProgress && n >= nextReport) {
        opts.onProgress({ samples: n, totalSamples: rec.declaredSamples });
        nextReport = n + PROGRESS_EVERY;
      }
    }
    if (!feeds) det.flush(raw);
    return await q.finish(n);
  } finally {
    q.close();
  }
}
