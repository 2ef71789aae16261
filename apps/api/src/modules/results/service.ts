import { and, desc, eq, inArray } from 'drizzle-orm';
import { authorise, type Viewer } from '../../auth/authorise.ts';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import {
  MAX_STRIP_SECONDS,
  type Charts,
  type ResultsDetail,
  type ResultsView,
  type SignedVersionView,
  type Strip,
  type EventView,
} from '@heartcheck/contracts/results';
import { analyses, type StoredResult } from '../analysis/public.ts';
import { orders } from '../orders/public.ts';
import { recordings } from '../recordings/public.ts';
import { users } from '../users/public.ts';
import { latestHold, shortRecordingNote, withholds } from '../holds/public.ts';
import { eventTotalsOf, eventsOf, summaryFigures } from './findings.ts';
import { summaryLine } from './headline.ts';
import { agreeingRates, indexCards } from './indices.ts';
import { analysableSummary, START_UNKNOWN_TEXT } from './analysable.ts';
import { RELEASED_STATUSES, isReleased } from './release.ts';
import type { FinishedAnalysis } from './finished.ts';
import type { Reviewed, SignedVersion } from './reviewed.ts';

/** Who is asking, as the results services see it. */
export type ResultsViewer = Viewer;

/** Staff (operations, cardiologists) read any customer's results. */
export function isStaff(viewer: ResultsViewer): boolean {
  return authorise(viewer, 'results.read');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type { FinishedAnalysis } from './finished.ts';

/**
 * The order's newest succeeded analysis, if the viewer may see it: the customer their own order
 * once the cardiologist has signed its report (release after review); staff (admin,
 * cardiologist) any order as soon as the automated analysis is done. Undefined otherwise, so an id
 * the caller may not see looks exactly like one that does not exist.
 */
export async function findFinishedAnalysis(
  db: Database,
  orderId: string,
  viewer: ResultsViewer,
): Promise<FinishedAnalysis | undefined> {
  if (!UUID.test(orderId)) return undefined;
  const order = (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order) return undefined;
  if (!isStaff(viewer)) {
    if (order.userId !== viewer.userId) return undefined;
    if (!isReleased(order.status)) return undefined;
  }
  const row = (
    await db
      .select({ analysis: analyses, recording: recordings })
      .from(analyses)
      .innerJoin(recordings, eq(recordings.id, analyses.recordingId))
      .where(and(eq(analyses.orderId, order.id), eq(analyses.status, 'succeeded')))
      .orderBy(desc(analyses.finishedAt))
      .limit(1)
  )[0];
  if (!row) return undefined;
  // A short recording stays with staff until they repeat it at no cost or release it.
  const hold = await latestHold(db, order.id);
  if (!isStaff(viewer) && withholds(hold)) return undefined;
  return { order, recording: row.recording, analysis: row.analysis, hold };
}

/** The customer's orders with results, newest first. */
export async function listFinishedForCustomer(
  db: Database,
  userId: string,
): Promise<FinishedAnalysis[]> {
  const list = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...RELEASED_STATUSES])))
    .orderBy(desc(orders.resultsReadyAt));
  const out: FinishedAnalysis[] = [];
  for (const order of list) {
    const found = await findFinishedAnalysis(db, order.id, { userId, roles: [] });
    if (found) out.push(found);
  }
  return out;
}

/** [startS, endS) stretches of the recording that fall in the night window. */
export function nightWindows(result: StoredResult): [number, number][] {
  const durationS = result.totalSamples / result.samplingRate;
  const start = result.startTime
    ? new Date(`${result.startTime}Z`)
    : new Date('2000-01-01T00:00:00Z');
  const sod0 = start.getUTCHours() * 3600 + start.getUTCMinutes() * 60 + start.getUTCSeconds();
  const { startHour, endHour } = result.night;
  const out: [number, number][] = [];
  for (let day = -1; day * 86400 < durationS + sod0; day++) {
    const a = day * 86400 + startHour * 3600 - sod0;
    const b = day * 86400 + (endHour > startHour ? endHour : endHour + 24) * 3600 - sod0;
    const from = Math.max(0, a);
    const to = Math.min(durationS, b);
    if (to > from) out.push([from, to]);
  }
  return out;
}

/**
 * One definition of mean heart rate everywhere (screen, both PDFs, FHIR): every analysable beat
 * over the analysable time (the Holter summary's), not the NN-only HRV mean, which leaves out
 * ectopic beats and so differed by a few bpm in the same report.
 */
export function withOneMeanHr(result: StoredResult): StoredResult['indices']['whole'] {
  return agreeingRates(result.indices.whole, result.summary.meanHr);
}

/**
 * Day and night cards, or null while the recorder's start time is unknown: the engine then
 * counts from midnight, so "night" would be the first hours worn, whatever the clock said.
 */
function dayNightCards(result: StoredResult): ResultsView['dayNight'] {
  if (!result.startTime) return null;
  return {
    day: indexCards(agreeingRates(result.indices.day)),
    night: indexCards(agreeingRates(result.indices.night)),
  };
}

/** A signed version as screens name it. */
export function signedVersionView(v: SignedVersion): SignedVersionView {
  return {
    version: v.version,
    signedAt: v.signedAt.toISOString(),
    cardiologistName: v.name,
    cardiologistRole: v.role,
    cardiologistGmc: v.gmc,
    amendmentReason: v.amendmentReason,
  };
}

/**
 * The results as released: the figures of the signed version (`reviewed`, built by the reviews
 * module's `reviewedResult`), so the events the cardiologist called artefact are not counted; the
 * cardiologist's own review passes `unreviewed(found)` and sees the engine's figures.
 */
export function resultsView(reviewed: Reviewed): ResultsView {
  const found = reviewed.found;
  const result = found.analysis.result as StoredResult;
  const dayNight = dayNightCards(result);
  return {
    orderId: found.order.id,
    orderNumber: found.order.number,
    status: found.order.status,
    resultsReadyAt: found.order.resultsReadyAt?.toISOString() ?? null,
    recording: {
      startTime: result.startTime,
      durationS: result.totalSamples / result.samplingRate,
      analysableS: result.summary.analysableDurationS,
      samplingRate: result.samplingRate,
      totalSamples: result.totalSamples,
      format: found.recording.format,
    },
    indices: indexCards(withOneMeanHr(result), dayNight),
    summary: summaryFigures(reviewed.summary),
    dayNight,
    dayNightWithheld: result.startTime ? null : START_UNKNOWN_TEXT,
    analysable: analysableSummary(result),
    shortRecording: shortRecordingNote(found.hold),
    nightWindows: result.startTime ? nightWindows(result) : [],
    warnings: result.warnings,
    engineVersion: found.analysis.engineVersion,
    headline: summaryLine(reviewed.summary),
    signed: reviewed.signed ? signedVersionView(reviewed.signed) : null,
    versions: reviewed.versions.map(signedVersionView),
  };
}

/**
 * The results with the charts and the events on the time line (the customer's ECG viewer): an
 * event the signed version called artefact is not listed, as it is not counted, and neither is
 * one the engine found in poor signal (`uncertain`: shown for review, never counted). Before
 * signing (the cardiologist's review, staff) every event is listed.
 */
export function resultsDetail(reviewed: Reviewed): ResultsDetail {
  const result = reviewed.found.analysis.result as StoredResult;
  const listed = (e: EventView) =>
    !reviewed.artefacts.has(e.id) && !(reviewed.signed && e.uncertain);
  return {
    ...resultsView(reviewed),
    charts: reviewed.found.analysis.charts as Charts,
    events: eventsOf(result).filter(listed),
    eventTotals: eventTotalsOf(reviewed.summary),
  };
}

/**
 * Samples [fromS, fromS + durationS) of the recording, cut from the analysis's 16-bit signal
 * copy with one ranged read: only the window shown is loaded.
 */
/**
 * Why a strip starting at `fromS` cannot be shown: it starts at or after the recording's end (an
 * empty strip would look like a flat line, not a wrong request). Undefined when it can.
 */
export function stripStartBeyondEnd(found: FinishedAnalysis, fromS: number): string | undefined {
  const result = found.analysis.result as StoredResult;
  const lengthS = result.totalSamples / result.samplingRate;
  if (fromS < lengthS) return undefined;
  // Whole seconds, rounded down, so the time named is one that can be asked for.
  const last = Math.max(0, Math.ceil(lengthS) - 1);
  return `The recording is ${lengthS.toFixed(1)} s long: ask for a time from 0 to ${last} s (?fromS=…).`;
}

export async function readStrip(
  blobs: BlobStore,
  found: FinishedAnalysis,
  fromS: number,
  durationS: number,
): Promise<Strip> {
  const result = found.analysis.result as StoredResult;
  const fs = result.samplingRate;
  const total = result.totalSamples;
  const from = Math.max(0, Math.min(total, Math.floor(fromS * fs)));
  const count = Math.max(
    0,
    Math.min(total - from, Math.round(Math.min(durationS, MAX_STRIP_SECONDS) * fs)),
  );
  const bytes = found.analysis.signalKey
    ? await blobs.readRange(found.analysis.signalKey, from * 2, count * 2)
    : Buffer.alloc(0);
  const uv = new Array<number>(bytes.length >> 1);
  for (let i = 0; i < uv.length; i++) uv[i] = bytes.readInt16LE(i * 2);
  return {
    samplingRate: fs,
    fromSample: from,
    totalSamples: total,
    startTime: result.startTime,
    uv,
  };
}

/** The customer's display name for reports (first and last name). */
export async function customerName(db: Database, userId: string): Promise<string> {
  const row = (
    await db
      .select({ f: users.firstName, l: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
  )[0];
  return row ? `${row.f} ${row.l}`.trim() : '';
}
