import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import type { BlobStore } from '../blob/store.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import { recordAudit, SYSTEM_ACTOR } from '../modules/audit/public.ts';
import { analyses, createQueuedAnalysis, type StoredResult } from '../modules/analysis/public.ts';
import { diaryEntries, fromUkLocalIso } from '../modules/diary/public.ts';
import { ukDayOf } from '../lib/uk-day.ts';
import {
  orders,
  type OrderRow,
  applyTransition,
  createOrder,
  lockOrder,
  orderProductFacts,
  returnDueDate,
  type OrderDeps,
} from '../modules/orders/public.ts';
import {
  recordingUploads,
  completeUpload,
  partKey,
  startUpload,
} from '../modules/recordings/public.ts';
import { cardiacReportEpisodes, cardiacReports } from '../modules/reviews/public.ts';
import { users, type UserRow } from '../modules/users/public.ts';
import { DEMO_TRACKING, localIso, recordDemoTiming } from './demo-status.ts';
import type { AnalysisWorker } from './worker.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { DEMO_REFERRAL } from './demo-referral.ts';

/** The demo order is recognised by this tracking number. */
export const DEMO_FILE = 'heartcheck-demo-72h.edf';
const FS = 250;

async function demoUser(db: OrderDeps['db'], email: string): Promise<UserRow | undefined> {
  return (
    await db
      .select()
      .from(users)
      .where(and(eq(users.issuer, 'builtin'), eq(users.email, email)))
  )[0];
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The demo order's own timeline, in days after it was placed (placed 8 days before the seeding):
 * paid at once, dispatched the next day, delivered on day 2, worn from 09:00 UK time on day 3
 * for up to 72 hours, received back on day 7. Every step follows the one before it.
 */
const DEMO_TIMELINE_DAYS = { placed: -8, dispatched: 1, delivered: 2, worn: 3, received: 7 };
const DAY_MS = 86_400_000;

/**
 * 09:00 UK time on the day the demo recording starts, as local wall-clock components (the EDF
 * header records the device's wall clock, which is UK time), whatever zone this process is in.
 */
function recordingStart(placedAt: Date): Date {
  const day = ukDayOf(new Date(placedAt.getTime() + DEMO_TIMELINE_DAYS.worn * DAY_MS));
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 9, 0, 0);
}

/**
 * The demo order's dates when it is seeded at `seededAt`: each step after the one before, the
 * recording worn after delivery (starting at `recordingStartUk`, 09:00 UK time) and over before
 * the device is back with us. `recordingStart` is the same moment as the device's wall clock.
 */
export function demoTimeline(seededAt: Date, hours: number) {
  const placedAt = new Date(seededAt.getTime() + DEMO_TIMELINE_DAYS.placed * DAY_MS);
  const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS);
  const start = recordingStart(placedAt);
  const recordingStartUk = fromUkLocalIso(localIso(start));
  return {
    placedAt,
    dispatchedAt: at(DEMO_TIMELINE_DAYS.dispatched),
    deliveredAt: at(DEMO_TIMELINE_DAYS.delivered),
    recordingStart: start,
    recordingStartUk,
    recordingEndUk: new Date(recordingStartUk.getTime() + hours * 3600_000),
    receivedAt: at(DEMO_TIMELINE_DAYS.received),
  };
}

async function ensureDemoOrder(deps: OrderDeps, customer: UserRow): Promise<OrderRow> {
  const existing = (
    await deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.id), eq(orders.trackingNumber, DEMO_TRACKING)))
      .orderBy(desc(orders.createdAt))
      .limit(1)
  )[0];
  if (existing) return existing;
  // The demo seed confirmed the demo customer's address with its account (seed/demo.ts).
  const created = await createOrder({ ...deps, emailConfirmed: async () => true }, customer, {
    // The demo customer placed the order under the Terms in force.
    acceptedTermsVersion: TERMS_VERSION,
    deliveryAddress: {
      recipientName: `${customer.firstName} ${customer.lastName}`.trim(),
      address: customer.address || '221 Baker Street',
      city: customer.city || 'London',
      postalCode: customer.postalCode || 'NW1 6XE',
      country: 'GB',
    },
    // The demo wearer's identity for the GP-ready reports (NHS Digital's test NHS number).
    dateOfBirth: '1980-03-05',
    nhsNumber: '9434765919',
    sex: 'female',
    referral: DEMO_REFERRAL,
  });
  const product = await orderProductFacts(deps.db, created.productId);
  const timeline = demoTimeline(created.createdAt, product.recordingHours);
  const { placedAt, recordingStart: start } = timeline;
  return deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ createdAt: placedAt, updatedAt: placedAt, termsAcceptedAt: placedAt })
      .where(eq(orders.id, created.id));
    let order = await lockOrder(tx, created.id);
    order = await applyTransition(
      tx,
      order,
      'pay',
      SYSTEM_ACTOR,
      { paymentIntentId: 'demo', paidAt: placedAt },
      'demo data',
    );
    order = await applyTransition(
      tx,
      order,
      'dispatch',
      SYSTEM_ACTOR,
      { trackingNumber: DEMO_TRACKING, dispatchedAt: timeline.dispatchedAt },
      'demo data',
    );
    const deliveredAt = timeline.deliveredAt;
    order = await applyTransition(
      tx,
      order,
      'deliver',
      SYSTEM_ACTOR,
      { deliveredAt, returnDueAt: returnDueDate(deliveredAt, product) },
      'demo data',
    );
    // Two diary entries inside the recording, written while the device was worn.
    await tx.insert(diaryEntries).values([
      {
        orderId: order.id,
        occurredAt: fromUkLocalIso(localIso(new Date(start.getTime() + 26.5 * 3600_000))),
        symptom: 'palpitations',
        activity: 'walking',
        note: 'Fluttering for a minute after climbing the stairs',
      },
      {
        orderId: order.id,
        occurredAt: fromUkLocalIso(localIso(new Date(start.getTime() + 49.25 * 3600_000))),
        symptom: 'dizziness',
        activity: 'resting',
        note: '',
      },
    ]);
    return applyTransition(
      tx,
      order,
      'receive',
      SYSTEM_ACTOR,
      { receivedAt: timeline.receivedAt },
      'demo data',
    );
  });
}

/** Generates the 72-hour demo recording once and keeps it under DATA_DIR/demo. */
async function ensureDemoFile(dataDir: string, start: Date, hours: number): Promise<string> {
  const file = path.join(dataDir, 'demo', DEMO_FILE);
  if (
    await fs.stat(file).then(
      (s) => s.size > 0,
      () => false,
    )
  )
    return file;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.part.edf`;
  const t0 = performance.now();
  // A day-night rhythm, a little ectopy and one hour of irregular rhythm on the second day.
  await writeSyntheticRecording(temp, {
    format: 'edf',
    samplingRate: FS,
    durationS: hours * 3600,
    seed: 72,
    startTime: start,
    heartRate: (t) => 70 + 11 * Math.cos((2 * Math.PI * (t / 3600 + 9 - 15)) / 24),
    hrStd: 3,
    ectopicRate: 0.002,
    afEpisodes: hours > 31 ? [[30 * 3600, 31 * 3600]] : [],
    noiseMv: 0.02,
  });
  await fs.rename(temp, file);
  logger.info('demo recording generated', {
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  });
  return file;
}

function demoFindings(result: StoredResult): { findings: string; conclusion: string } {
  const s = result.summary;
  const hr = (x: number | null | undefined) =>
    x === null || x === undefined ? '—' : `${Math.round(x)} bpm`;
  const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;
  const v = s.ventricular;
  const sv = s.supraventricular;
  const af = s.af;
  const afText =
    af.episodes === 0
      ? 'No atrial fibrillation.'
      : `Atrial fibrillation on the second day: ${af.episodes} episode${af.episodes === 1 ? '' : 's'} totalling ${minutes(af.totalS)} (${af.burdenPercent.toFixed(1)}% of the analysable time), the longest ${minutes(af.longest?.durationS ?? 0)} at a mean rate of ${hr(af.longest?.meanHr)}; strip attached.`;
  return {
    findings: [
      `Single-lead ambulatory ECG, ${(s.recordingDurationS / 3600).toFixed(1)} hours, ${(s.analysableDurationS / 3600).toFixed(1)} hours analysable.`,
      `Predominantly sinus rhythm. Mean heart rate ${hr(s.meanHr)}, minimum ${hr(s.minHr?.bpm)}, maximum ${hr(s.maxHr?.bpm)}, with normal diurnal variation.`,
      `Infrequent isolated ventricular ectopic beats (${v.perHour.toFixed(1)} per hour, ${v.percent.toFixed(1)}% of beats; ${v.couplets} couplets, ${v.runs} runs) and supraventricular ectopic beats (${sv.perHour.toFixed(1)} per hour; ${sv.runs} runs).`,
      afText,
      `Pauses over ${s.pauses.thresholdS} s: ${s.pauses.count}. The diary entries correspond to sinus rhythm.`,
    ].join('\n\n'),
    conclusion:
      af.episodes === 0
        ? 'Sinus rhythm with infrequent ectopy. No action is needed.'
        : 'Sinus rhythm with infrequent ectopy and a self-terminating paroxysm of atrial fibrillation on the second day. Please see your GP in the next few weeks to discuss it: they may assess your stroke risk. No urgent action is needed.',
  };
}

/**
 * The demo customer's completed order: created through the order services, its 72-hour
 * recording generated once and sent through the real upload and analysis pipeline, then signed
 * by the demo cardiologist. Idempotent: every start resumes wherever the last one stopped.
 */
export async function seedDemoResults(input: {
  database: DatabaseHandle;
  blobs: BlobStore;
  orderDeps: OrderDeps;
  dataDir: string;
  worker: AnalysisWorker | undefined;
  maxBytes: number;
  hours: number;
}): Promise<void> {
  const db = input.database.db;
  const customer = await demoUser(db, 'customer@example.com');
  const cardiologist = await demoUser(db, 'cardiologist@example.com');
  if (!customer || !cardiologist) return;
  const started = Date.now();
  let order = await ensureDemoOrder(input.orderDeps, customer);
  const fresh = order.status === 'received';
  if (fresh) {
    const file = await ensureDemoFile(input.dataDir, recordingStart(order.createdAt), input.hours);
    const stat = await fs.stat(file);
    const uploadDeps = {
      db,
      blobs: input.blobs,
      dataDir: input.dataDir,
      maxBytes: Math.max(input.maxBytes, stat.size),
      queueAnalysis: createQueuedAnalysis,
    };
    const upload = await startUpload(uploadDeps, order.id, customer.id, {
      fileName: DEMO_FILE,
      sizeBytes: stat.size,
      sha256: await sha256(file),
    });
    // The generated file is staged as one chunk (a browser sends 4 MiB chunks).
    await input.blobs.putFile(partKey(upload.id, 0), file);
    await db
      .update(recordingUploads)
      .set({ receivedBytes: stat.size, partOffsets: [0] })
      .where(eq(recordingUploads.id, upload.id));
    const done = await completeUpload(uploadDeps, upload.id, SYSTEM_ACTOR);
    await input.worker?.enqueue(done.analysis.id);
    order = done.order;
  }
  // Wait for the worker (up to 15 minutes), then sign the report.
  const deadline = Date.now() + 15 * 60_000;
  while (order.status === 'analysing' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    order = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  }
  if (order.status !== 'results_ready') return;
  const analysis = (
    await db
      .select()
      .from(analyses)
      .where(and(eq(analyses.orderId, order.id), eq(analyses.status, 'succeeded')))
      .orderBy(desc(analyses.finishedAt))
      .limit(1)
  )[0];
  if (!analysis) return;
  const text = demoFindings(analysis.result as StoredResult);
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.status !== 'results_ready') return;
    const report = (
      await tx
        .insert(cardiacReports)
        .values({
          orderId: locked.id,
          analysisId: analysis.id,
          version: 1,
          status: 'signed',
          ...text,
          cardiologistId: cardiologist.id,
          cardiologistName: `Dr ${cardiologist.firstName} ${cardiologist.lastName}`.trim(),
          cardiologistRole: cardiologist.professionalRole ?? 'Cardiologist',
          cardiologistGmc: cardiologist.gmcNumber ?? '',
          signedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning()
    )[0];
    if (!report) return;
    // The longest AF episode is printed with its ECG strip, as a cardiologist would choose.
    const longestAf = (analysis.result as StoredResult).summary.af.longest;
    if (longestAf)
      await tx.insert(cardiacReportEpisodes).values({
        reportId: report.id,
        episodeKey: `af-${longestAf.startSample}`,
        verdict: 'counted',
        inReport: true,
      });
    const actor = { type: 'cardiologist', id: cardiologist.id };
    await recordAudit(tx, {
      entityType: 'order',
      entityId: locked.id,
      actor,
      action: 'sign_cardiac_report',
      after: { reportId: report.id, version: 1 },
      note: 'demo data',
    });
    await applyTransition(tx, locked, 'cardiacReportReady', actor, {}, 'demo data');
  });
  if (fresh) await recordDemoTiming(input.dataDir, input.hours, (Date.now() - started) / 1000);
  logger.info('demo results ready', { orderId: order.id });
}

export function seedDemoResultsInBackground(
  input: Parameters<typeof seedDemoResults>[0],
): Promise<void> {
  return seedDemoResults(input).catch((error: unknown) => {
    logger.warn('seeding the demo results failed', describeError(error));
  });
}
