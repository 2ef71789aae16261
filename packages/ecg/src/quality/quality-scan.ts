import type { BlockInfo } from '../detect/block-cutter.ts';
import type { FilteredSignals } from '../detect/features.ts';
import type { EcgRecording } from '../io/recording.ts';
import { QualityMonitor, type QualityScan, type QualitySegment } from './signal-quality.ts';

/** The finished scan, its flat-line and saturation segments and the number of samples it read. */
export interface QualityScanResult {
  scan: QualityScan;
  segments: QualitySegment[];
  samples: number;
}

/**
 * Runs the signal-quality scan of one recording while the detector streams its samples
 * (analyse.ts detectBeats). The scan is independent of the detector until both have seen every
 * sample, so it can run on another thread (the CLI's quality/worker-scanner.ts).
 */
export interface QualityScanner {
  /**
   * One chunk of the samples the detector reads. Readers reuse their chunk arrays, so it is
   * valid until this returns, or until the promise it returns settles: the caller waits for that
   * before the next chunk (a worker's backpressure).
   */
  push(chunk: Float32Array): void | Promise<void>;
  /** The result once the detector's stream has ended after `samples` samples. */
  finish(samples: number): Promise<QualityScanResult>;
  /** Frees what the scanner holds (a worker thread); called on every path, also after errors. */
  close(): void;
  /**
   * True when the scanner band-passes the QRS detector's blocks from the samples it is pushed
   * and hands each block to the FeatureSink it was made with (QrsDetector.decideFiltered): the
   * caller then pushes no samples to the detector. Absent or false: the detector reads them.
   */
  readonly feedsDetector?: boolean;
}

/** Takes every block's band-passed signals, in order (QrsDetector.decideFiltered). */
export type FeatureSink = (b: BlockInfo, f: FilteredSignals) => void;

/**
 * Makes the scanner of a recording (AnalyseOptions.qualityScanner); it may take over the
 * detector's feature computation through `sink` (feedsDetector), or ignore it.
 */
export type QualityScannerFactory = (rec: EcgRecording, sink?: FeatureSink) => QualityScanner;

/** The default: the scan in this thread, on the detector's own chunks. */
export const inThreadScanner: QualityScannerFactory = (rec) => {
  const q = new QualityMonitor(rec.samplingRate, rec.declaredSamples);
  return {
    push: (chunk) => q.push(chunk),
    finish: (samples) => Promise.resolve({ scan: q, segments: q.finish(), samples }),
    close: () => {},
  };
};
