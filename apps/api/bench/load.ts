/**
 * Load test (`npm run bench:load`): starts the API itself on loopback in a child process (PGlite,
 * or the PostgreSQL server named by --database-url / BENCH_DATABASE_URL, in a database it creates
 * and drops), signs in through the real provider, then drives a mix of the portal's everyday
 * requests with autocannon for a bounded time and prints errors and latency. Exits 1 when any
 * request failed (transport error, timeout or non-2xx). Usage:
 *   node apps/api/bench/load.ts [--duration 60] [--connections 50]
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/harness.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { signInWithPassword } from '../test/oidc-login.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
// Bounded: at most 10 minutes and 500 connections, whatever is asked.
const durationS = Math.min(Number(arg('duration', '60')), 600);
const connections = Math.min(Number(arg('connections', '50')), 500);
const serverUrl = arg('database-url', process.env.BENCH_DATABASE_URL ?? '');

/** The API in its own process, listening on 127.0.0.1 only. */
async function startApi(databaseUrl: string | undefined) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-load-'));
  const child = fork(path.join(import.meta.dirname, 'api-server.ts'), [], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      RUN_WORKER: 'false',
      DEMO_RECORDING_HOURS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before ready`)));
  });
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const MY_ORDERS = `query { myOrders(input: { pageSize: 10 }) { total list { id number status } } }`;

const database = serverUrl ? await createScratchDatabase(serverUrl, 'heartcheck_load') : undefined;
const api = await startApi(database?.url);
try {
  const { accessToken } = await signInWithPassword(
    api.url,
    'customer@example.com',
    'Heart-Check-72',
  );
  const auth = { authorization: `Bearer ${accessToken}` };
  await fetch(`${api.url}/api/graphql`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { userSignedIn { user { id } } }' }),
  });
  process.stderr.write(
    `load: ${connections} connections for ${durationS} s against ${api.url} (${database ? 'PostgreSQL' : 'PGlite'})\n`,
  );
  const result = await autocannon({
    url: api.url,
    connections,
    duration: durationS,
    // One request of each kind in turn on every connection: what a signed-in page load does.
    requests: [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: '/api/config' },
      { method: 'GET', path: '/api/orders', headers: auth },
      { method: 'GET', path: '/api/helps/categories', headers: auth },
      {
        method: 'POST',
        path: '/api/graphql',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: MY_ORDERS }),
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const table: [string, string][] = [
    ['requests', String(result.requests.total)],
    ['req/s (mean)', String(Math.round(result.requests.average))],
    ['latency p50 ms', String(result.latency.p50)],
    ['latency p99 ms', String(result.latency.p99)],
    ['latency max ms', String(result.latency.max)],
    ['errors', String(result.errors)],
    ['timeouts', String(result.timeouts)],
    ['non-2xx', String(result.non2xx)],
    ['load average (1 min)', os.loadavg()[0]!.toFixed(2)],
  ];
  for (const [name, value] of table) process.stdout.write(`${name.padEnd(22)} ${value}\n`);
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  await api.stop();
  await database?.drop();
}
