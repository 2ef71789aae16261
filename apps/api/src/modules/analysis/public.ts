/**
 * The analysis module's public surface: the only file other modules import. It owns the analyses
 * table: only runs.ts writes it (queued with the recording, claimed, progressed, finished).
 */
export { analyses, ANALYSIS_STATUSES, type AnalysisRow } from './schema.ts';
export { runAnalysis } from './run.ts';
export type { RunOptions, RunOutput, StoredResult } from './run-types.ts';
export { runAnalysisInThread, runInThread } from './run-in-thread.ts';
export {
  claimAnalysis,
  createQueuedAnalysis,
  failAnalysis,
  finishAnalysis,
  lapsedAnalyses,
  latestAnalysisOf,
  recordJobId,
  renewLease,
  reportProgress,
  requeueFailed,
  requeueLapsed,
  unclaimedAnalyses,
  unqueuedAnalyses,
} from './runs.ts';
export { reviewBeatsKey } from './review-beats.ts';
export { reviewBeatsState, type ReviewBeatsState } from './review-beats-rebuild.ts';
