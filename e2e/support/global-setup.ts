import { startApp, type AppServer } from './app-server.ts';
import { E2E_WORKERS, serverVariable } from './workers.ts';

/**
 * Starts the whole product as `npm start` does (built web app, API, built-in identity provider,
 * embedded database in a fresh data folder), once for each worker, and stops each by the PID it
 * started.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) =>
      startApp(index === 0 ? 'e2e-server.log' : `e2e-server-${index + 1}.log`),
    ),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map((server: AppServer) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  servers.forEach((server, index) => {
    process.env[serverVariable(String(index + 1))] = server.url;
  });
  return stopAll;
}
