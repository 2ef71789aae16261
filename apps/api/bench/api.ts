/**
 * API throughput benchmark (`npm run bench:api`). Starts the API itself on loopback in a child
 * process (embedded PGlite by default; also on a PostgreSQL server when --database-url,
 * BENCH_DATABASE_URL or DATABASE_URL names one, in a database it creates and drops), signs in
 * through the real identity provider, and drives each request with autocannon for a bounded
 * time. A bare graphql-yoga `{ hello }` behind Hono runs in the same run, in its own process, as
 * the baseline. Prints a table of req/s and latency, and the machine's load average, because
 * the figures mean little without it. Usage:
 *   node apps/api/bench/api.ts [--duration 10] [--connections 50] [--warmup 2]
 *     [--database-url postgres://…] [--only health,typename-token,…] [--cpu-prof DIR]
 *     [--compare OTHER_CHECKOUT]  (its API runs beside this one, row by row: before/after in one run)
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/harness.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { signInWithPassword } from '../test/oidc-login.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const durationS = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const warmupS = Number(arg('warmup', '2'));
const only = arg('only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const cpuProfDir = arg('cpu-prof', '');
const serverUrl = arg(
  'database-url',
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
);
/** Another checkout (e.g. an export of main) whose API runs beside this one, row by row. */
const compareRoot = arg('compare', '');
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const wanted = (id: string) => only.length === 0 || only.includes(id);

interface Child {
  url: string;
  /** The child's CPU time so far (user + system), in microseconds. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/** Forks a script that reports its URL over IPC; its own output is discarded like a log shipper would. */
async function startChild(script: string, env: Record<string, string>): Promise<Child> {
  const execArgv = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfDir)] : [];
  const child: ChildProcess = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before ready`)));
  });
  return {
    url,
    cpu: () =>
      new Promise<number>((resolve) => {
        const listen = (message: unknown) => {
          const usage = (message as { cpu?: NodeJS.CpuUsage }).cpu;
          if (!usage) return;
          child.off('message', listen);
          resolve(usage.user + usage.system);
        };
        child.on('message', listen);
        child.send('cpu');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The API of this checkout, or of the checkout at `root` (--compare). */
async function startApi(
  label: string,
  databaseUrl: string | undefined,
  root: string = REPO_ROOT,
): Promise<Child> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-bench-api-'));
  const child = await startChild(path.join(root, 'apps/api/bench/api-server.ts'), {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    // A port known before start: the built-in identity provider's issuer URL contains it.
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    // Logging stays at its production level so its cost is measured.
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: 'true',
    // No analysis worker: its demo analysis would compete with the load for the CPU.
    RUN_WORKER: 'false',
    DEMO_RECORDING_HOURS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  process.stderr.write(`${label} API ready at ${child.url}\n`);
  return {
    url: child.url,
    cpu: () => child.cpu(),
    async stop() {
      await child.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function graphql(url: string, token: string, query: string, variables?: unknown) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: unknown; errors?: unknown[] };
}

const ORDER_COUNT = 5;

/** Signs the demo customer in and gives them a few orders, so the order list has rows to read. */
async function prepareCustomer(url: string): Promise<string> {
  const { accessToken } = await signInWithPassword(url, 'customer@example.com', 'Heart-Check-72');
  await graphql(url, accessToken, 'mutation { userSignedIn { user { id } } }');
  for (let i = 0; i < ORDER_COUNT; i += 1) {
    const result = await graphql(
      url,
      accessToken,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          acceptedTermsVersion: TERMS_VERSION,
          deliveryAddress: {
            address: '221 Baker Street',
            city: 'London',
            postalCode: 'NW1 6XE',
            country: 'GB',
          },
        },
      },
    );
    if (result.errors)
      throw new Error(`creating an order failed: ${JSON.stringify(result.errors)}`);
  }
  return accessToken;
}

async function firstArticleId(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/helps/categories`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { popularArticles: { id: string }[] };
  const id = body.popularArticles[0]?.id;
  if (!id) throw new Error('no published help article to read');
  return id;
}

interface Row {
  id: string;
  label: string;
  reqPerS: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per request, microseconds. */
  cpuUs: number;
}

const MY_ORDERS = `query { myOrders(input: { pageSize: 10 }) { total list { id number status totalPence createdAt deliveryAddress { city postalCode } } } }`;

async function load(
  id: string,
  label: string,
  server: Child,
  target: { url: string; method?: 'GET' | 'POST'; token?: string; body?: unknown },
): Promise<Row | undefined> {
  if (!wanted(id)) return undefined;
  const options = {
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
    },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
  };
  if (warmupS > 0) await autocannon({ ...options, duration: warmupS });
  const cpuBefore = await server.cpu();
  const result = await autocannon({ ...options, duration: durationS });
  const cpuUs = (await server.cpu()) - cpuBefore;
  const row = {
    id,
    label,
    reqPerS: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: Math.round(cpuUs / Math.max(1, result.requests.total)),
  };
  process.stderr.write(
    `  ${label}: ${row.reqPerS} req/s, p99 ${row.p99} ms, ${row.cpuUs} µs CPU/req\n`,
  );
  return row;
}

const gqlBody = (query: string) => ({ query });

/** The requests measured against one API: [id, label, target]. */
function apiRows(url: string, token: string, articleId: string) {
  const graphqlUrl = `${url}/api/graphql`;
  const post = (body: unknown, withToken: boolean) => ({
    url: graphqlUrl,
    method: 'POST' as const,
    body,
    ...(withToken ? { token } : {}),
  });
  return [
    ['health', '`GET /api/health`', { url: `${url}/api/health` }],
    [
      'typename-anonymous',
      'GraphQL `{ __typename }` anonymous',
      post(gqlBody('{ __typename }'), false),
    ],
    [
      'typename-token',
      'GraphQL `{ __typename }` with a bearer token',
      post(gqlBody('{ __typename }'), true),
    ],
    [
      'my-orders-pglite',
      'GraphQL `myOrders` with a bearer token, PGlite',
      post(gqlBody(MY_ORDERS), true),
    ],
    [
      'help-categories',
      '`GET /api/helps/categories` with a bearer token',
      { url: `${url}/api/helps/categories`, token },
    ],
    [
      'help-article',
      '`GET /api/helps/articles/:id` with a bearer token',
      { url: `${url}/api/helps/articles/${articleId}`, token },
    ],
  ] as const;
}

interface Api {
  child: Child;
  url: string;
  token: string;
  articleId: string;
}

async function prepareApi(child: Child): Promise<Api> {
  const token = await prepareCustomer(child.url);
  return { child, url: child.url, token, articleId: await firstArticleId(child.url, token) };
}

const loadBefore = os.loadavg();
const rows: (Row | undefined)[] = [];
const cleanups: (() => Promise<void>)[] = [];
const COMPARED = ' [compared checkout]';
try {
  const baseline = await startChild(path.join(import.meta.dirname, 'yoga-baseline.ts'), {});
  cleanups.push(() => baseline.stop());
  const lite = await startApi('PGlite', undefined);
  cleanups.push(() => lite.stop());
  const apis: [Api, string][] = [[await prepareApi(lite), '']];
  if (compareRoot) {
    const other = await startApi('PGlite (compared)', undefined, path.resolve(compareRoot));
    cleanups.push(() => other.stop());
    apis.push([await prepareApi(other), COMPARED]);
  }
  rows.push(
    await load('yoga-baseline', 'bare graphql-yoga `{ hello }` behind Hono (baseline)', baseline, {
      url: `${baseline.url}/graphql`,
      method: 'POST',
      body: gqlBody('{ hello }'),
    }),
  );
  // Row by row, each API in turn, so a change in the machine's load touches both alike.
  const perApi = apis.map(([api, suffix]) =>
    apiRows(api.url, api.token, api.articleId).map(
      ([id, label, target]) => [id, `${label}${suffix}`, api.child, target] as const,
    ),
  );
  for (let i = 0; i < perApi[0]!.length; i += 1)
    for (const list of perApi) {
      const [id, label, child, target] = list[i]!;
      rows.push(await load(id, label, child, target));
    }
  for (const cleanup of cleanups.splice(1).reverse()) await cleanup();

  if (serverUrl && wanted('my-orders-postgres')) {
    const roots: [string, string][] = [[REPO_ROOT, '']];
    if (compareRoot) roots.push([path.resolve(compareRoot), COMPARED]);
    for (const [root, suffix] of roots) {
      const database = await createScratchDatabase(serverUrl, 'heartcheck_bench');
      cleanups.push(() => database.drop());
      const server = await startApi(`PostgreSQL${suffix}`, database.url, root);
      cleanups.push(() => server.stop());
      const pgToken = await prepareCustomer(server.url);
      rows.push(
        await load(
          'my-orders-postgres',
          `GraphQL \`myOrders\` with a bearer token, PostgreSQL${suffix}`,
          server,
          {
            url: `${server.url}/api/graphql`,
            method: 'POST',
            token: pgToken,
            body: gqlBody(MY_ORDERS),
          },
        ),
      );
      await server.stop();
      cleanups.pop();
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}

const done = rows.filter((row): row is Row => row !== undefined);
const fmt = (n: number) => n.toLocaleString('en-GB');
const lines = [
  `| request | req/s | p50 | p99 | errors | server CPU per request |`,
  `|---|---|---|---|---|---|`,
  ...done.map(
    (r) =>
      `| ${r.label} | ${fmt(r.reqPerS)} | ${r.p50} ms | ${r.p99} ms | ${fmt(r.errors)} | ${fmt(r.cpuUs)} µs |`,
  ),
];
const base = done.find((r) => r.id === 'yoga-baseline');
const withToken = done.find((r) => r.id === 'typename-token' && !r.label.endsWith(COMPARED));
if (base && withToken)
  lines.push(
    '',
    `\`{ __typename }\` with a token / bare yoga: ${(withToken.reqPerS / base.reqPerS).toFixed(2)} in req/s, ` +
      `${(withToken.cpuUs / base.cpuUs).toFixed(2)} in server CPU per request`,
  );
if (compareRoot) {
  lines.push('', 'this checkout / compared checkout: req/s, and server CPU per request:');
  for (const row of done.filter((r) => !r.label.endsWith(COMPARED) && r.id !== 'yoga-baseline')) {
    const other = done.find((r) => r.id === row.id && r.label.endsWith(COMPARED));
    if (other)
      lines.push(
        `  ${row.id}: ${(row.reqPerS / other.reqPerS).toFixed(2)}, ${(row.cpuUs / other.cpuUs).toFixed(2)}`,
      );
  }
}
const loadAfter = os.loadavg();
lines.push(
  '',
  `${connections} connections, ${durationS} s per row after ${warmupS} s warm-up; ` +
    `${os.cpus().length} CPUs; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after; ` +
    `Node ${process.version}.`,
);
process.stdout.write(`${lines.join('\n')}\n`);
