import type { BlobStore } from '../blob/store.ts';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import type { OrderDeps } from '../modules/orders/public.ts';
import type { AnalysisQueue } from './analysis-queue.ts';
import { seedDemoResultsInBackground } from './demo.ts';
import { startAnalysisWorker } from './worker.ts';

/** What the pipeline takes from the composition root's Services. */
export interface PipelineServices {
  config: AppConfig;
  database: DatabaseHandle;
  blobs: BlobStore;
  orders: OrderDeps;
  analysis: AnalysisQueue;
}

/**
 * Starts the analysis worker with the app (or only the queue sweeper when RUN_WORKER=false,
 * for deployments that run `npm run worker -w apps/api` elsewhere), then seeds the demo
 * results in the background. Returns the function that stops it all.
 */
export async function startPipeline(services: PipelineServices): Promise<() => Promise<void>> {
  const { config, database, blobs } = services;
  const worker = await startAnalysisWorker(
    { database, blobs, mailer: services.orders.mailer, publicUrl: config.publicUrl },
    { ...config.worker, enqueueOnly: !config.worker.run },
  );
  services.analysis.attach(worker);
  let seeding: Promise<void> = Promise.resolve();
  if (config.seedDemoData && config.identity.builtIn && config.demoRecordingHours > 0) {
    seeding = seedDemoResultsInBackground({
      database,
      blobs,
      orderDeps: services.orders,
      dataDir: config.dataDir,
      worker,
      maxBytes: config.uploadMaxBytes,
      hours: config.demoRecordingHours,
    });
  }
  return async () => {
    services.analysis.detach();
    await worker
      .stop()
      .catch((error: unknown) => logger.warn('stopping the worker failed', describeError(error)));
    // The seed waits for analysis; on shutdown it is left to resume on the next start.
    void seeding;
  };
}
