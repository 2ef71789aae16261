/**
 * The API under benchmark, in its own process so the load generator does not share its event
 * loop. Started by bench/api.ts with the settings in its environment; tells the parent its URL
 * over the IPC channel and stops on SIGTERM.
 */
import { loadConfig } from '../src/config/env.ts';
import { startApp } from '../src/server.ts';

const config = loadConfig();
const app = await startApp(config);
process.send?.({ url: app.url });
// The parent asks for this process's CPU time around each row: CPU per request is the figure
// that survives a busy machine, where req/s mostly measures the neighbours.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
