import type { BlobStore } from '../blob/store.ts';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AnalysisWorker } from './worker.ts';

/**
 * What the recording/results routes share with the worker for one running app: the blob store
 * and, once started, the worker (which owns the queue connection). Keyed by the app's database
 * handle, so several apps in one test process never mix.
 */
export interface PipelineRuntime {
  config: AppConfig;
  blobs: BlobStore;
  worker: AnalysisWorker | undefined;
}

const runtimes = new WeakMap<DatabaseHandle, PipelineRuntime>();

export function attachPipeline(
  database: DatabaseHandle,
  runtime: PipelineRuntime,
): PipelineRuntime {
  runtimes.set(database, runtime);
  return runtime;
}

export function pipelineOf(database: DatabaseHandle): PipelineRuntime {
  const runtime = runtimes.get(database);
  if (!runtime) throw new Error('the results pipeline is not attached to this database');
  return runtime;
}

/** Queues an analysis now if the worker is up; otherwise the worker's sweep queues it on start. */
export async function enqueueIfRunning(
  database: DatabaseHandle,
  analysisId: string,
): Promise<void> {
  const worker = runtimes.get(database)?.worker;
  if (worker) await worker.enqueue(analysisId);
}
