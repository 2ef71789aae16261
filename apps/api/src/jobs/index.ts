import { createBlobStore } from '../blob/store.ts';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import type { Mailer } from '../modules/outbox/service.ts';
import type { OrderDeps } from '../modules/orders/service.ts';
import type { PaymentAdapter } from '../payments/adapter.ts';
import { seedDemoResultsInBackground } from './demo.ts';
import { attachPipeline, type PipelineRuntime } from './runtime.ts';
import { startAnalysisWorker } from './worker.ts';

/** Makes the blob store available to the routes; call before the app serves requests. */
export function preparePipeline(config: AppConfig, database: DatabaseHandle): PipelineRuntime {
  return attachPipeline(database, { config, blobs: createBlobStore(config), worker: undefined });
}

/**
 * Starts the analysis worker with the app (or only the queue sweeper when RUN_WORKER=false,
 * for deployments that run `npm run worker -w apps/api` elsewhere), then seeds the demo
 * results in the background. Returns the function that stops it all.
 */
export async function startPipeline(input: {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  payments: PaymentAdapter | undefined;
  runtime: PipelineRuntime;
}): Promise<() => Promise<void>> {
  const { config, database, runtime } = input;
  const worker = await startAnalysisWorker(
    {
      database,
      blobs: runtime.blobs,
      mailer: input.mailer,
      publicUrl: config.publicUrl,
      payments: input.payments,
    },
    { ...config.worker, enqueueOnly: !config.worker.run },
  );
  runtime.worker = worker;
  let seeding: Promise<void> = Promise.resolve();
  if (config.seedDemoData && config.identity.builtIn && config.demoRecordingHours > 0) {
    const orderDeps: OrderDeps = {
      db: database.db,
      mailer: input.mailer,
      payments: input.payments as PaymentAdapter,
      publicUrl: config.publicUrl,
    };
    seeding = seedDemoResultsInBackground({
      database,
      blobs: runtime.blobs,
      orderDeps,
      dataDir: config.dataDir,
      worker,
      maxBytes: config.uploadMaxBytes,
      hours: config.demoRecordingHours,
    });
  }
  return async () => {
    runtime.worker = undefined;
    await worker
      .stop()
      .catch((error: unknown) => logger.warn('stopping the worker failed', describeError(error)));
    // The seed waits for analysis; on shutdown it is left to resume on the next start.
    void seeding;
  };
}
