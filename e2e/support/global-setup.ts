import { startApp } from './app-server.ts';

/**
 * Starts the whole product as `npm start` does (built web app, API, built-in identity provider,
 * embedded database in a fresh data folder) and stops it by the PID it started.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startApp('e2e-server.log');
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
