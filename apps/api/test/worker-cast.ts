import type { TestDatabaseKind } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { syntheticRecording } from '../src/modules/results/recording-testing.ts';
import {
  startAnalysisWorker,
  type AnalyseStep,
  type AnalysisWorker,
  type WorkerOptions,
} from '../src/jobs/worker.ts';

/** An app with the admin signed in once and a synthetic EDF+ of `minutes` to upload. */
export interface WorkerCast {
  t: TestApp;
  admin: string;
  edf: Uint8Array;
  /** Closes the app. */
  close(): Promise<void>;
}

/** Starts the app (worker polling every half second) and makes the recording the test uploads. */
export async function startWorkerCast(
  kind: TestDatabaseKind,
  minutes: number,
): Promise<WorkerCast> {
  const t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
  const admin = await t.tokenFor('admin@example.com');
  await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
  const edf = (await syntheticRecording(minutes, 5)).bytes;
  return {
    t,
    admin,
    edf,
    close: async () => {
      await t.close();
    },
  };
}

/** A worker on the app's database and blobs (the caller stops it). */
export function startWorker(
  t: TestApp,
  options: Omit<WorkerOptions, 'concurrency' | 'pollSeconds'>,
  analyse?: AnalyseStep,
): Promise<AnalysisWorker> {
  const runtime = t.app.services;
  return startAnalysisWorker(
    {
      database: t.app.database,
      blobs: runtime.blobs,
      mailer: { send: async () => 'x', queue: async () => 'x', deliver: async () => undefined },
      publicUrl: t.url,
      ...(analyse ? { analyse } : {}),
    },
    { concurrency: 1, pollSeconds: 0.5, ...options },
  );
}

/**
 * Stops the app's own analysis worker and attaches one with the given lease (and options) and,
 * if given, its own run step (the default step is the engine in its thread); the caller stops it.
 */
export async function swapWorker(
  t: TestApp,
  leaseSeconds: number,
  analyse?: AnalyseStep,
  options: Omit<WorkerOptions, 'concurrency' | 'pollSeconds' | 'leaseSeconds'> = {},
): Promise<AnalysisWorker> {
  const runtime = t.app.services;
  await runtime.analysis.worker!.stop();
  const worker = await startWorker(t, { leaseSeconds, ...options }, analyse);
  runtime.analysis.attach(worker);
  return worker;
}
