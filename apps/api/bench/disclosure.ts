/**
 * Benchmark of the full disclosure (issue 20 item 1): a 72-hour 250 Hz recording is generated,
 * uploaded and analysed by the real worker, then the cardiologist opens the review and reads
 * full-disclosure pages over HTTP: the first page (cold: it reads the beat file), the workstation,
 * `--pages` random pages, then one edit (a template relabelled) and a page after it. Prints the
 * times as JSON. `--keep FILE` leaves the server running (with the built web app) and writes
 * its URL and the order id to FILE, for the browser's draw-time measurement
 * (e2e/bench/disclosure-draw.ts); stop it with Ctrl-C.
 * `--rebuild` then deletes the beat file and times the workstation building it again on open (an
 * analysis made before the file existed). Usage:
 *   node apps/api/bench/disclosure.ts [--hours 72] [--pages 40] [--rebuild] [--keep /tmp/d.json]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { analyses, reviewBeatsKey } from '../src/modules/analysis/public.ts';
import { receivedOrder } from '../src/modules/results/testing.ts';
import type { TestApp } from '../test/harness.ts';
import {
  arg,
  bearerFor,
  secondsToResults,
  startBenchApp,
  syntheticHolter,
  uploadRecording,
  type Bearer,
} from './recording-bench.ts';

const hours = Number(arg('hours', '72'));
const randomPages = Number(arg('pages', '40'));
const keep = arg('keep', '');
const rebuild = process.argv.includes('--rebuild');
const round = (x: number) => Math.round(x * 10) / 10;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-disclosure-'));
const recording = await syntheticHolter(dir, hours);
const app = await startBenchApp(dir);
const tokenOf = (email: string) => bearerFor(app, email);

/** Uploads the recording as operations would and waits until its results are ready. */
async function uploadAndAnalyse(orderId: string): Promise<number> {
  await uploadRecording(app, await tokenOf('admin@example.com'), orderId, recording);
  return secondsToResults(app, orderId);
}

/** Milliseconds and bytes of one GET as the cardiologist. */
async function timed(auth: Bearer, pathname: string) {
  const t0 = performance.now();
  const response = await fetch(`${app.url}/api${pathname}`, { headers: auth });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return { ms: performance.now() - t0, bytes: body.byteLength, body, status: response.status };
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

try {
  const t = { app, url: app.url, config: app.config } as unknown as TestApp;
  const order = await receivedOrder(t, 'customer@example.com');
  const analyseS = await uploadAndAnalyse(order.id);
  const doctor = await tokenOf('cardiologist@example.com');
  const review = await timed(doctor, `/reviews/${order.id}`);
  // cold: the first page reads the analysis's beat file (the workstation's, ~13 MB for 72 h)
  const first = await timed(doctor, `/reviews/${order.id}/disclosure/0`);
  const { pageCount } = JSON.parse(Buffer.from(first.body).toString()) as { pageCount: number };
  const workstation = await timed(doctor, `/reviews/${order.id}/workstation`);
  // A fixed sequence of "random" pages (a linear congruential generator), the same every run.
  let seed = 20;
  const pages: number[] = [];
  for (let i = 0; i < randomPages; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const n = seed % pageCount;
    pages.push((await timed(doctor, `/reviews/${order.id}/disclosure/${n}`)).ms);
  }
  // an edit (the largest template relabelled), then a page with the corrected labels
  const { templates } = JSON.parse(Buffer.from(workstation.body).toString()) as {
    templates: { id: number }[];
  };
  const t1 = performance.now();
  const edited = await fetch(`${app.url}/api/reviews/${order.id}/edits`, {
    method: 'POST',
    headers: { ...doctor, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'relabel-template', templateId: templates[0]!.id, label: 'S' }),
  });
  if (!edited.ok) throw new Error(`edit: ${edited.status}`);
  await edited.arrayBuffer();
  const editMs = performance.now() - t1;
  const afterEdit = await timed(
    doctor,
    `/reviews/${order.id}/disclosure/${pages.length % pageCount}`,
  );
  const corrected = JSON.parse(Buffer.from(afterEdit.body).toString()) as { labels: string };
  // an analysis made before the beat file existed: the workstation builds it on first open
  let rebuildS: number | undefined;
  if (rebuild) {
    const row = (
      await app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))
    )[0]!;
    await app.services.blobs.delete(reviewBeatsKey(row.id));
    const t2 = performance.now();
    while ((await timed(doctor, `/reviews/${order.id}/workstation`)).status !== 200)
      await new Promise((resolve) => setTimeout(resolve, 1000));
    rebuildS = (performance.now() - t2) / 1000;
  }
  console.log(
    JSON.stringify(
      {
        hours,
        samplingRate: 250,
        pageCount,
        queueAndAnalyseSeconds: round(analyseS),
        openReviewMs: round(review.ms),
        openReviewKB: round(review.bytes / 1024),
        firstPageMs: round(first.ms),
        openWorkstationMs: round(workstation.ms),
        openWorkstationKB: round(workstation.bytes / 1024),
        editAndRecomputeMs: round(editMs),
        pageAfterEditMs: round(afterEdit.ms),
        pageAfterEditLabels: corrected.labels,
        ...(rebuildS === undefined ? {} : { rebuildBeatFileSeconds: round(rebuildS) }),
        pageKB: round(first.bytes / 1024),
        randomPages: pages.length,
        randomPageP50Ms: round(quantile(pages, 0.5)),
        randomPageP95Ms: round(quantile(pages, 0.95)),
        randomPageMaxMs: round(Math.max(...pages)),
        loadAverage: os.loadavg().map(round),
        node: process.version,
      },
      null,
      1,
    ),
  );
  if (keep) {
    await fs.writeFile(keep, JSON.stringify({ url: app.url, orderId: order.id }));
    console.log(`kept running at ${app.url}; order ${order.id}; Ctrl-C to stop`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  }
} finally {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
}
