/**
 * A standalone analysis worker: `npm run worker -w apps/api`. Runs beside (or on other machines
 * than) the app when DATABASE_URL points at a PostgreSQL server and the blob store is shared
 * (BLOB_STORE=s3, or the same DATA_DIR folder). Set RUN_WORKER=false on the app processes to
 * leave the analysis to these workers.
 */
import { ConfigError, loadConfig } from '../config/env.ts';
import { createBlobStore } from '../blob/from-config.ts';
import { openDatabase } from '../db/client.ts';
import { describeError, logger, setLogLevel } from '../lib/logger.ts';
import { createMailer } from '../modules/outbox/public.ts';
import { startAnalysisWorker } from './worker.ts';
import { shareCompileCache } from '../config/compile-cache.ts';

// For the analysis threads this process starts (config/compile-cache.ts says why).
shareCompileCache();

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
setLogLevel(config.logLevel);
if (!config.databaseUrl) {
  process.stderr.write(
    'A separate worker needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to the app process, whose built-in worker already runs the jobs.\n',
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl });
// The worker retries undelivered mail too (its own and the API's): claims keep them apart.
const mailer = createMailer({ db: database.db, mail: config.mail, outboxUrl: undefined });
mailer.start();
const worker = await startAnalysisWorker(
  { database, blobs: createBlobStore(config), mailer, publicUrl: config.publicUrl },
  { ...config.worker, enqueueOnly: false },
);
logger.info('analysis worker ready', { worker: worker.id, concurrency: config.worker.concurrency });
const stop = (signal: string) => {
  logger.info('worker shutting down', { signal });
  worker
    .stop()
    .then(() => mailer.stop())
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('worker shutdown failed', describeError(error));
        process.exit(1);
      },
    );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
