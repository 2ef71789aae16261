/**
 * The whole app (API and, unless RUN_WORKER=false, its analysis worker) in a process of its own,
 * configured by its environment, for tests that run several instances on one database. Tells
 * the parent its URL over IPC once it listens; stops on SIGTERM.
 */
import { loadConfig } from '../src/config/env.ts';
import { startApp } from '../src/server.ts';

const app = await startApp(loadConfig());
process.send?.({ ready: true });
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
