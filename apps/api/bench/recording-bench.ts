/**
 * What the recording benchmarks share (upload-analyse-72h.ts, disclosure.ts): a generated Holter
 * recording, an app started on a scratch data folder, a signed-in caller, and the upload as
 * operations does it (4 MiB chunks, then completion, then the worker until results are ready).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import { loadConfig } from '../src/config/env.ts';
import { orders } from '../src/modules/orders/public.ts';
import { startApp } from '../src/server.ts';
import { freePort } from '../test/harness.ts';
import { signInWithPassword } from '../test/oidc-login.ts';

/** The upload chunk size (recordings/service.ts CHUNK_BYTES: 4 MiB). */
const CHUNK = 4 * 1024 * 1024;

export type BenchApp = Awaited<ReturnType<typeof startApp>>;
export type Bearer = Record<string, string>;

/** `--name value` from the command line, or the fallback. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

/**
 * A single-lead 250 Hz EDF+ Holter recording of `hours` (the recorder's rate), with a day–night
 * heart-rate swing, sparse ectopy and light noise, as the demo recording has.
 */
export async function syntheticHolter(dir: string, hours: number) {
  const file = path.join(dir, `bench-${hours}h.edf`);
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
  return { file, size: (await fs.stat(file)).size };
}

/** The app on a scratch data folder (demo accounts seeded, uploads up to 2 GB). */
export async function startBenchApp(dir: string, extra: Record<string, string> = {}) {
  return startApp(
    loadConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      UPLOAD_MAX_MB: '2048',
      WORKER_POLL_SECONDS: '0.5',
      ...extra,
    }),
  );
}

/** A demo account's bearer header, after the spec's signed-in call (so its user row exists). */
export async function bearerFor(app: BenchApp, email: string): Promise<Bearer> {
  const { accessToken } = await signInWithPassword(app.url, email, 'Heart-Check-72');
  const auth = { authorization: `Bearer ${accessToken}` };
  await fetch(`${app.url}/api/graphql`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { userSignedIn { user { id } } }' }),
  });
  return auth;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** The file's SHA-256, as the upload page computes it before sending. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Sends the file's chunks to an open upload. */
async function sendChunks(app: BenchApp, auth: Bearer, id: string, file: string, size: number) {
  const handle = await fs.open(file, 'r');
  try {
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
  } finally {
    await handle.close();
  }
}

/** Uploads the recording to the order as operations would; seconds of each phase. */
export async function uploadRecording(
  app: BenchApp,
  auth: Bearer,
  orderId: string,
  recording: { file: string; size: number },
) {
  let t0 = performance.now();
  const sha256 = await sha256Of(recording.file);
  const checksumS = seconds(t0);
  t0 = performance.now();
  const started = await fetch(`${app.url}/api/orders/${orderId}/recording/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      fileName: path.basename(recording.file),
      sizeBytes: recording.size,
      sha256,
    }),
  });
  const { id } = (await started.json()) as { id: string };
  await sendChunks(app, auth, id, recording.file, recording.size);
  const uploadS = seconds(t0);
  t0 = performance.now();
  const complete = await fetch(`${app.url}/api/recording-uploads/${id}/complete`, {
    method: 'POST',
    headers: auth,
  });
  if (!complete.ok) throw new Error(`complete: ${complete.status} ${await complete.text()}`);
  return { checksumS, uploadS, validateS: seconds(t0) };
}

/** Seconds until the order's results are ready (the queue and the worker's analysis). */
export async function secondsToResults(app: BenchApp, orderId: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const [row] = await app.database.db
      .select({ s: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (row!.s === 'results_ready') return seconds(t0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
