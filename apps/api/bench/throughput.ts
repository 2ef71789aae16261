/**
 * Benchmark: throughput of the analysis pipeline at scale (issue 24, item 4). A backlog of
 * recordings of 24 to 72 hours (250 Hz EDF+, written by the engine's ECGSYN writer) is uploaded
 * over HTTP to an API process on PostgreSQL and an S3 store (s3rver), with no worker running;
 * then several worker processes (`node src/jobs/worker-main.ts`, as `npm run worker -w apps/api`)
 * analyse it, one of them killed (SIGKILL) in the middle of a recording. Prints recordings per
 * hour (per core and per CPU-hour) and checks from the database and the workers' logs that every
 * recording was analysed, none twice. Usage:
 *   node apps/api/bench/throughput.ts [--recordings 50] [--workers 3] [--distinct 5]
 *     [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * `--distinct` files are generated (24 to 72 hours, evenly spaced) and uploaded in turn, so 50
 * recordings need only a few generated files on disk; each upload is its own order, recording
 * and analysis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import { loadConfig } from '../src/config/env.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { startApp, type RunningApp } from '../src/server.ts';
import { receivedOrder } from '../src/modules/results/testing.ts';
import { freePort, type TestApp } from '../test/harness.ts';
import { signInWithPassword } from '../test/oidc-login.ts';
import { startTestS3 } from '../test/s3-server.ts';
import { createScratchDatabase } from './scratch-database.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const RECORDINGS = Number(arg('recordings', '50'));
const WORKERS = Number(arg('workers', '3'));
const DISTINCT = Math.min(RECORDINGS, Number(arg('distinct', '5')));
const ADMIN_URL = arg(
  'database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const CHUNK = 4 * 1024 * 1024;
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const apiRoot = path.resolve(import.meta.dirname, '..');

/** 24 to 72 hours, evenly spaced over the distinct files. */
function hoursOf(i: number): number {
  return DISTINCT === 1 ? 72 : Math.round(24 + (48 * i) / (DISTINCT - 1));
}

async function generate(dir: string): Promise<{ file: string; hours: number; sha256: string }[]> {
  const files = [];
  for (let i = 0; i < DISTINCT; i++) {
    const hours = hoursOf(i);
    const file = path.join(dir, `recording-${i}-${hours}h.edf`);
    await writeSyntheticRecording(file, {
      format: 'edf',
      samplingRate: 250,
      durationS: hours * 3600,
      seed: 100 + i,
      startTime: new Date(2026, 0, 5, 9, 0, 0),
      heartRate: (t) => 68 + 4 * i + 11 * Math.cos((2 * Math.PI * (t / 3600 - 6)) / 24),
      hrStd: 3,
      ectopicRate: 0.002,
      noiseMv: 0.02,
    });
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    files.push({ file, hours, sha256: hash.digest('hex') });
  }
  return files;
}

async function upload(app: RunningApp, token: string, file: { file: string; sha256: string }) {
  const auth = { authorization: `Bearer ${token}` };
  const order = await receivedOrder(
    { app, url: app.url } as unknown as TestApp,
    'customer@example.com',
  );
  const { size } = await fs.stat(file.file);
  const started = await fetch(`${app.url}/api/orders/${order.id}/recording/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      fileName: path.basename(file.file),
      sizeBytes: size,
      sha256: file.sha256,
    }),
  });
  if (started.status !== 201)
    throw new Error(`upload start: ${started.status} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  const handle = await fs.open(file.file, 'r');
  for (let offset = 0; offset < size; offset += CHUNK) {
    const buffer = Buffer.alloc(Math.min(CHUNK, size - offset));
    await handle.read(buffer, 0, buffer.length, offset);
    const put = await fetch(`${app.url}/api/recording-uploads/${id}/chunks?offset=${offset}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: buffer,
    });
    if (!put.ok) throw new Error(`chunk ${offset}: ${put.status}`);
  }
  await handle.close();
  const complete = await fetch(`${app.url}/api/recording-uploads/${id}/complete`, {
    method: 'POST',
    headers: auth,
  });
  if (!complete.ok) throw new Error(`complete: ${complete.status} ${await complete.text()}`);
  return order.id;
}

interface Worker {
  child: ChildProcess;
  id: Promise<string>;
  /** Log lines (JSON) the worker printed. */
  lines: Record<string, unknown>[];
  exited: Promise<void>;
  /** User + system CPU seconds so far (from /proc; the last reading once it has exited). */
  cpu(): Promise<number>;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux (sysconf(_SC_CLK_TCK), 100 on every common kernel)

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['src/jobs/worker-main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  let ready: (id: string) => void = () => undefined;
  const id = new Promise<string>((resolve) => (ready = resolve));
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      const line = JSON.parse(part) as Record<string, unknown>;
      lines.push(line);
      if (line.message === 'analysis worker ready') ready(String(line.worker));
    }
  });
  let lastCpu = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    id,
    lines,
    exited,
    async cpu() {
      try {
        const stat = await fs.readFile(`/proc/${child.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // Fields 14 and 15 of proc(5) (utime, stime), here at 11 and 12 after the name.
        lastCpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      } catch {
        // exited: keep the last reading
      }
      return lastCpu;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-throughput-'));
  const scratch = await createScratchDatabase(ADMIN_URL, 'bench_throughput');
  const s3 = await startTestS3('heartcheck-throughput');
  const load: Record<string, number[]> = { start: os.loadavg() };
  let app: RunningApp | undefined;
  const workers: Worker[] = [];
  try {
    let t0 = performance.now();
    const files = await generate(dir);
    const generateS = (performance.now() - t0) / 1000;
    const env = {
      ...s3.env,
      NODE_ENV: 'development',
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'info',
      UPLOAD_MAX_MB: '2048',
      WORKER_CONCURRENCY: '1',
      WORKER_POLL_SECONDS: '1',
      SEED_DEMO_DATA: 'true',
      DEMO_RECORDING_HOURS: '0',
    };
    const port = await freePort();
    app = await startApp(
      loadConfig({
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'api'),
        // Silent: this process prints the figures as JSON on stdout.
        LOG_LEVEL: 'silent',
        // The API only takes uploads and queues analyses: the worker processes do the work.
        RUN_WORKER: 'false',
      }),
    );
    const { accessToken } = await signInWithPassword(
      app.url,
      'admin@example.com',
      'Heart-Check-72',
    );
    await fetch(`${app.url}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { userSignedIn { user { id } } }' }),
    });
    t0 = performance.now();
    const orderIds: string[] = [];
    let recordedHours = 0;
    for (let i = 0; i < RECORDINGS; i++) {
      // One admin uploads the whole backlog; the API allows a caller 30 upload starts an hour
      // (recordings/routes.ts), which a real intake spreads over staff and hours. The bench
      // clears its own scratch database's counter instead of waiting.
      if (i > 0 && i % 25 === 0)
        await app.database.query(
          "delete from rate_limit_counters where limiter = 'recording-uploads'",
        );
      const file = files[i % files.length]!;
      orderIds.push(await upload(app, accessToken, file));
      recordedHours += file.hours;
    }
    const uploadS = (performance.now() - t0) / 1000;
    const db = app.database;

    // The backlog is queued; the workers start together.
    load.workersStart = os.loadavg();
    const started = performance.now();
    for (let i = 0; i < WORKERS; i++)
      workers.push(startWorker({ ...env, DATA_DIR: path.join(dir, `worker-${i}`) }));
    const victim = workers[0]!;
    const victimId = await victim.id;
    // Killed in the middle of its second recording (30 % done), its lease left to lapse.
    const killed = await killMidAnalysis(db, victim, victimId, RECORDINGS);
    load.kill = os.loadavg();
    const victimCpu = await victim.cpu();

    const done = await waitAllDone(db, RECORDINGS, workers);
    const wallS = (performance.now() - started) / 1000;
    load.end = os.loadavg();
    const cpuS =
      victimCpu +
      (await Promise.all(workers.slice(1).map((w) => w.cpu()))).reduce((a, b) => a + b, 0);
    const checks = await check(db, orderIds, workers, killed);
    const cores = os.availableParallelism();
    console.log(
      JSON.stringify(
        {
          recordings: RECORDINGS,
          recordedHours,
          distinctFiles: files.map((f) => `${f.hours} h`),
          workers: WORKERS,
          cores,
          cpu: os.cpus()[0]?.model,
          node: process.version,
          generateSeconds: round(generateS),
          uploadSeconds: round(uploadS),
          analyseWallSeconds: round(wallS),
          recordingsPerHour: round((done * 3600) / wallS),
          recordingsPerHourPerCore: round((done * 3600) / wallS / cores),
          workerCpuSeconds: round(cpuS),
          recordingsPerCpuHour: round((done * 3600) / cpuS),
          recordedHoursPerCpuSecond: round(recordedHours / cpuS),
          killed,
          checks,
          loadAverage: load,
        },
        null,
        1,
      ),
    );
  } finally {
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => Promise.race([w.exited, sleep(30_000)])));
    await app?.close();
    await s3.close();
    await scratch.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * SIGKILLs the victim once its second recording is 30 % analysed; null when the backlog finished
 * before that was seen (a fast machine, or the victim never got a second recording), so the run
 * reports that no worker was killed instead of waiting for ever.
 */
async function killMidAnalysis(
  db: DatabaseHandle,
  victim: Worker,
  victimId: string,
  total: number,
): Promise<{ worker: string; analysisId: string; progress: number } | null> {
  for (let polls = 0; ; polls++) {
    const starts = victim.lines.filter((l) => l.message === 'analysis started');
    if (polls % 25 === 0) {
      const [{ n }] = (await db.query<{ n: number }>(
        "select count(*)::int as n from analyses where status in ('succeeded', 'failed')",
      )) as [{ n: number }];
      console.error(
        `bench: ${n} of ${total} analyses finished; the victim has started ${starts.length}`,
      );
      if (n >= total) return null;
    }
    if (starts.length >= 2) {
      const analysisId = String(starts[starts.length - 1]!.analysisId);
      const [row] = await db.query<{ progress: number; lease_owner: string | null }>(
        'select progress, lease_owner from analyses where id = $1',
        [analysisId],
      );
      if (row && row.lease_owner === victimId && row.progress >= 0.3) {
        victim.child.kill('SIGKILL');
        await victim.exited;
        return { worker: victimId, analysisId, progress: round(row.progress) };
      }
    }
    await sleep(200);
  }
}

async function waitAllDone(db: DatabaseHandle, total: number, workers: Worker[]) {
  for (;;) {
    const [{ n }] = (await db.query<{ n: number }>(
      "select count(*)::int as n from analyses where status in ('succeeded', 'failed')",
    )) as [{ n: number }];
    if (n >= total) return n;
    if (workers.slice(1).every((w) => w.child.exitCode !== null))
      throw new Error('every worker stopped before the backlog was done');
    await sleep(1000);
  }
}

/** Nothing lost, nothing analysed twice: from the database and from the workers' own logs. */
async function check(
  db: DatabaseHandle,
  orderIds: string[],
  workers: Worker[],
  killed: { analysisId: string } | null,
) {
  const perOrder = await db.query<{
    order_id: string;
    n: number;
    status: string;
    attempts: number;
  }>(
    `select order_id, count(*)::int as n, min(status) as status, max(attempts)::int as attempts
       from analyses group by order_id`,
  );
  const byOrder = new Map(perOrder.map((r) => [r.order_id, r]));
  const statuses = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from orders where id = any($1::uuid[]) group by status',
    [orderIds],
  );
  const jobs = await db.query<{ state: string; n: number }>(
    "select state, count(*)::int as n from pgboss.job where name = 'analyse-recording' group by state",
  );
  const lines = workers.flatMap((w) => w.lines);
  const finishes = new Map<string, number>();
  for (const l of lines.filter((x) => x.message === 'analysis finished'))
    finishes.set(String(l.analysisId), (finishes.get(String(l.analysisId)) ?? 0) + 1);
  return {
    ordersWithoutAnalysis: orderIds.filter((id) => !byOrder.has(id)).length,
    ordersWithMoreThanOneAnalysis: perOrder.filter((r) => r.n > 1).length,
    analysesNotSucceeded: perOrder.filter((r) => r.status !== 'succeeded').length,
    orderStatuses: Object.fromEntries(statuses.map((r) => [r.status, r.n])),
    analysesWithMoreThanOneAttempt: perOrder.filter((r) => r.attempts > 1).length,
    killedAnalysisAttempts: killed
      ? ((
          await db.query<{ attempts: number }>('select attempts from analyses where id = $1', [
            killed.analysisId,
          ])
        )[0]?.attempts ?? 0)
      : null,
    finishedLogLines: [...finishes.values()].reduce((a, b) => a + b, 0),
    analysesFinishedTwice: [...finishes.values()].filter((n) => n > 1).length,
    startedLogLines: lines.filter((x) => x.message === 'analysis started').length,
    handedBack: lines.filter(
      (x) => x.message === 'analysis worker stopped mid-job; handing the job back',
    ).length,
    jobs: Object.fromEntries(jobs.map((r) => [r.state, r.n])),
  };
}

await main();
