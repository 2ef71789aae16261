/**
 * Benchmark: a 72-hour single-lead recording (250 Hz EDF+, generated once) uploaded to an order
 * over HTTP in 4 MiB chunks, validated, queued and analysed by the worker until the order is
 * "results ready", end to end. Prints seconds per phase as JSON. Usage:
 *   node apps/api/bench/upload-analyse-72h.ts [--hours 72] [--database-url postgres://…]
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import { loadConfig } from '../src/config/env.ts';
import { analyses } from '../src/modules/analysis/public.ts';
import { orders } from '../src/modules/orders/public.ts';
import { startApp } from '../src/server.ts';
import { receivedOrder } from '../src/modules/results/testing.ts';
import { freePort, type TestApp } from '../test/harness.ts';
import { signInWithPassword } from '../test/oidc-login.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const hours = Number(arg('hours', '72'));
const databaseUrl = arg('database-url', '');
const round = (x: number) => Math.round(x * 100) / 100;
const CHUNK = 4 * 1024 * 1024;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-bench-'));
const file = path.join(dir, `bench-${hours}h.edf`);
let t0 = performance.now();
await writeSyntheticRecording(file, {
  format: 'edf',
  samplingRate: 250,
  durationS: hours * 3600,
  seed: 72,
  startTime: new Date(2026, 0, 5, 9, 0, 0),
  heartRate: (t) => 70 + 11 * Math.cos((2 * Math.PI * (t / 3600 - 6)) / 24),
  hrStd: 3,
  ectopicRate: 0.002,
  noiseMv: 0.02,
});
const generateS = (performance.now() - t0) / 1000;
const { size } = await fs.stat(file);

const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dir, 'data'),
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
  UPLOAD_MAX_MB: '2048',
  WORKER_POLL_SECONDS: '0.5',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await startApp(config);
try {
  const t = { app, url: app.url, config } as unknown as TestApp;
  const { accessToken } = await signInWithPassword(app.url, 'admin@example.com', 'Heart-Check-72');
  const auth = { authorization: `Bearer ${accessToken}` };
  await fetch(`${app.url}/api/graphql`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { userSignedIn { user { id } } }' }),
  });
  const order = await receivedOrder(t, 'customer@example.com');

  t0 = performance.now();
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
    hash.update(chunk as Buffer);
  const sha256 = hash.digest('hex');
  const checksumS = (performance.now() - t0) / 1000;

  const total = performance.now();
  t0 = performance.now();
  const started = await fetch(`${app.url}/api/orders/${order.id}/recording/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: path.basename(file), sizeBytes: size, sha256 }),
  });
  const { id } = (await started.json()) as { id: string };
  const handle = await fs.open(file, 'r');
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
  const uploadS = (performance.now() - t0) / 1000;
  t0 = performance.now();
  const complete = await fetch(`${app.url}/api/recording-uploads/${id}/complete`, {
    method: 'POST',
    headers: auth,
  });
  if (!complete.ok) throw new Error(`complete: ${complete.status} ${await complete.text()}`);
  const validateS = (performance.now() - t0) / 1000;
  t0 = performance.now();
  const db = app.database.db;
  for (;;) {
    const status = (
      await db.select({ s: orders.status }).from(orders).where(eq(orders.id, order.id))
    )[0]!.s;
    if (status === 'results_ready') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const analyseS = (performance.now() - t0) / 1000;
  const totalS = (performance.now() - total) / 1000;
  const analysis = (await db.select().from(analyses).where(eq(analyses.orderId, order.id)))[0]!;
  const result = analysis.result as { summary: { totalBeats: number } };
  console.log(
    JSON.stringify(
      {
        hours,
        samplingRate: 250,
        fileMB: round(size / 1e6),
        database: app.database.kind,
        generateSeconds: round(generateS),
        clientChecksumSeconds: round(checksumS),
        uploadSeconds: round(uploadS),
        validateSeconds: round(validateS),
        queueAndAnalyseSeconds: round(analyseS),
        uploadToResultsSeconds: round(totalS),
        workerAnalysisSeconds: round(
          ((analysis.finishedAt?.getTime() ?? 0) - (analysis.startedAt?.getTime() ?? 0)) / 1000,
        ),
        beats: result.summary.totalBeats,
        node: process.version,
      },
      null,
      1,
    ),
  );
} finally {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
}
