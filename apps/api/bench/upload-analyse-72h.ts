/**
 * Benchmark: a 72-hour single-lead recording (250 Hz EDF+, generated once) uploaded to an order
 * over HTTP in 4 MiB chunks, validated, queued and analysed by the worker until the order is
 * "results ready", end to end. Prints seconds per phase as JSON. Usage:
 *   node apps/api/bench/upload-analyse-72h.ts [--hours 72] [--database-url postgres://…]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { analyses } from '../src/modules/analysis/public.ts';
import { receivedOrder } from '../src/modules/results/testing.ts';
import type { TestApp } from '../test/harness.ts';
import {
  arg,
  bearerFor,
  secondsToResults,
  startBenchApp,
  syntheticHolter,
  uploadRecording,
} from './recording-bench.ts';

const hours = Number(arg('hours', '72'));
const databaseUrl = arg('database-url', '');
const round = (x: number) => Math.round(x * 100) / 100;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-bench-'));
const t0 = performance.now();
const recording = await syntheticHolter(dir, hours);
const generateS = (performance.now() - t0) / 1000;
const app = await startBenchApp(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
try {
  const t = { app, url: app.url, config: app.config } as unknown as TestApp;
  const auth = await bearerFor(app, 'admin@example.com');
  const order = await receivedOrder(t, 'customer@example.com');
  const phases = await uploadRecording(app, auth, order.id, recording);
  const analyseS = await secondsToResults(app, order.id);
  const db = app.database.db;
  const analysis = (await db.select().from(analyses).where(eq(analyses.orderId, order.id)))[0]!;
  const result = analysis.result as { summary: { totalBeats: number } };
  console.log(
    JSON.stringify(
      {
        hours,
        samplingRate: 250,
        fileMB: round(recording.size / 1e6),
        database: app.database.kind,
        generateSeconds: round(generateS),
        clientChecksumSeconds: round(phases.checksumS),
        uploadSeconds: round(phases.uploadS),
        validateSeconds: round(phases.validateS),
        queueAndAnalyseSeconds: round(analyseS),
        uploadToResultsSeconds: round(phases.uploadS + phases.validateS + analyseS),
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
