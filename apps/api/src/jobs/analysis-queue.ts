import type { AnalysisWorker } from './worker.ts';

/**
 * The app's handle on the analysis queue: the upload routes queue through it, the composition
 * root attaches the worker once the app listens and detaches it on shutdown.
 */
export interface AnalysisQueue {
  /** The running worker, if any (tests drive it). */
  readonly worker: AnalysisWorker | undefined;
  /** Queues an analysis now if the worker is up; otherwise the worker's sweep queues it on start. */
  enqueue(analysisId: string): Promise<void>;
  attach(worker: AnalysisWorker): void;
  detach(): void;
}

export function createAnalysisQueue(): AnalysisQueue {
  let current: AnalysisWorker | undefined;
  return {
    get worker() {
      return current;
    },
    async enqueue(analysisId) {
      if (current) await current.enqueue(analysisId);
    },
    attach(worker) {
      current = worker;
    },
    detach() {
      current = undefined;
    },
  };
}
