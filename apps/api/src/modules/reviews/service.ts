import {
  MAX_REPORT_TEXT as MAX_TEXT,
  type EpisodeEdit,
  type ReportInput,
  type ReviewQueueItem,
} from '@heartcheck/contracts/reviews';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { analyses, type StoredResult } from '../analysis/public.ts';
import {
  orders,
  type OrderRow,
  applyTransition,
  lockOrder,
  clearCorrectionPending,
  deliverNotice,
  type OrderDeps,
} from '../orders/public.ts';
import { type UserRow } from '../users/public.ts';
import {
  countedSummary,
  findFinishedAnalysis,
  type FinishedAnalysis,
  type ResultsViewer,
} from '../results/public.ts';
import { cardiacReports, type CardiacReportRow, type ReviewedFigures } from './schema.ts';
import { applyUrgentFlag } from '../urgent/public.ts';
import { snapshotUrgent } from './urgent-snapshot.ts';
import { refuseWhileReanalysing } from './reanalysis.ts';
export { diaryForReview } from './diary-view.ts';
import { checkEdits, editsOf, replaceEdits } from './episodes.ts';
import { signMail } from './sign-mail.ts';
export { ReviewError } from './errors.ts';
import { claimDraft, displayName } from './draft-holder.ts';
import { ReviewError } from './errors.ts';

/** Orders with results: waiting for review first (oldest first), then reviewed ones. */
export async function reviewQueue(db: Database): Promise<ReviewQueueItem[]> {
  const list = await db
    .select({ order: orders, result: analyses.result })
    .from(orders)
    .innerJoin(analyses, and(eq(analyses.orderId, orders.id), eq(analyses.status, 'succeeded')))
    .where(inArray(orders.status, ['results_ready', 'cardiac_report_ready']))
    .orderBy(asc(orders.resultsReadyAt));
  const reports = await db
    .select({
      orderId: cardiacReports.orderId,
      version: cardiacReports.version,
      status: cardiacReports.status,
    })
    .from(cardiacReports)
    .where(
      inArray(
        cardiacReports.orderId,
        list.length ? list.map((r) => r.order.id) : ['00000000-0000-0000-0000-000000000000'],
      ),
    );
  const seen = new Set<string>();
  const items: ReviewQueueItem[] = [];
  for (const { order, result } of list) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    const own = reports.filter((r) => r.orderId === order.id);
    const signed = own.filter((r) => r.status === 'signed').map((r) => r.version);
    const summary = countedSummary(result as StoredResult);
    items.push({
      orderId: order.id,
      orderNumber: order.number,
      status: order.status,
      resultsReadyAt: order.resultsReadyAt?.toISOString() ?? null,
      signedVersion: signed.length ? Math.max(...signed) : null,
      draft: own.some((r) => r.status === 'draft'),
      meanHr: summary.meanHr === null ? '' : `${Math.round(summary.meanHr)} bpm`,
      // Episodes the cardiologist must look at (single ectopic beats and couplets are counted
      // in the summary, not here).
      events:
        summary.rhythm.VF.episodes +
        summary.rhythm.AFL.episodes +
        summary.rhythm.AVB2.episodes +
        summary.pauses.count +
        summary.bradycardia.count +
        summary.tachycardia.count +
        summary.irregularRhythm.count +
        (summary.ventricular?.runs ?? 0) +
        (summary.supraventricular?.runs ?? 0),
    });
  }
  return items.sort((a, b) => Number(a.signedVersion !== null) - Number(b.signedVersion !== null));
}

export async function reportsOfOrder(db: Database, orderId: string): Promise<CardiacReportRow[]> {
  return db
    .select()
    .from(cardiacReports)
    .where(eq(cardiacReports.orderId, orderId))
    .orderBy(desc(cardiacReports.version));
}

/** The latest signed report of an order the viewer may read (customer: own; staff: any). */
export async function latestSignedReport(
  db: Database,
  orderId: string,
  viewer: ResultsViewer,
): Promise<{ found: FinishedAnalysis; report: CardiacReportRow } | undefined> {
  const found = await findFinishedAnalysis(db, orderId, viewer);
  if (!found) return undefined;
  const report = (
    await db
      .select()
      .from(cardiacReports)
      .where(and(eq(cardiacReports.orderId, found.order.id), eq(cardiacReports.status, 'signed')))
      .orderBy(desc(cardiacReports.version))
      .limit(1)
  )[0];
  return report ? { found, report } : undefined;
}

function cleanInput(input: ReportInput): ReportInput {
  const findings = input.findings.trim();
  const conclusion = input.conclusion.trim();
  if (findings.length > MAX_TEXT || conclusion.length > MAX_TEXT)
    throw new ReviewError(
      400,
      `Findings and conclusion are limited to ${MAX_TEXT} characters each.`,
    );
  if (input.urgent?.reason === 'other' && !input.urgent.note?.trim())
    throw new ReviewError(400, 'Say what the urgent finding is.');
  const amendmentReason = input.amendmentReason?.trim() || undefined;
  return { findings, conclusion, amendmentReason, urgent: input.urgent };
}

/** Saves the draft (the next version); a signed version is never touched. */
export async function saveDraft(
  db: Database,
  found: FinishedAnalysis,
  cardiologist: UserRow,
  input: ReportInput,
): Promise<CardiacReportRow> {
  const clean = cleanInput(input);
  const edits = input.episodes ? checkEdits(found, input.episodes) : undefined;
  return db.transaction(async (tx) => {
    await lockOrder(tx, found.order.id);
    const existing = await reportsOfOrder(tx, found.order.id);
    const draft = existing.find((r) => r.status === 'draft');
    await claimDraft(tx, draft, cardiologist, input.takeOver);
    if (draft) {
      if (edits) await replaceEdits(tx, draft.id, edits);
      const rows = await tx
        .update(cardiacReports)
        .set({
          findings: clean.findings,
          conclusion: clean.conclusion,
          amendmentReason: clean.amendmentReason ?? null,
          cardiologistId: cardiologist.id,
          analysisId: found.analysis.id,
          updatedAt: new Date(),
        })
        .where(and(eq(cardiacReports.id, draft.id), eq(cardiacReports.status, 'draft')))
        .returning();
      return rows[0]!;
    }
    const rows = await tx
      .insert(cardiacReports)
      .values({
        orderId: found.order.id,
        analysisId: found.analysis.id,
        version: (existing[0]?.version ?? 0) + 1,
        findings: clean.findings,
        conclusion: clean.conclusion,
        amendmentReason: clean.amendmentReason ?? null,
        cardiologistId: cardiologist.id,
      })
      .returning();
    await carryEdits(tx, rows[0]!.id, edits, existing);
    return rows[0]!;
  });
}

/**
 * A new version's edits: those sent, else a copy of the latest signed version's (an amendment
 * starts from what was signed).
 */
async function carryEdits(
  tx: Database,
  reportId: string,
  edits: EpisodeEdit[] | undefined,
  existing: CardiacReportRow[],
): Promise<void> {
  const signed = existing.find((r) => r.status === 'signed');
  const list = edits ?? (signed ? await editsOf(tx, signed.id) : []);
  await replaceEdits(tx, reportId, list);
}

/** The urgent flag of the version being signed: set, corrected, cleared (amendments) or kept. */
function urgentOnSign(
  tx: Database,
  report: CardiacReportRow,
  clean: ReportInput,
  amendment: boolean,
): ReturnType<typeof applyUrgentFlag> {
  return applyUrgentFlag(tx, {
    orderId: report.orderId,
    reportId: report.id,
    // A first signature cannot clear what was never set.
    flag: amendment ? clean.urgent : (clean.urgent ?? undefined),
    cardiologistId: report.cardiologistId,
    cardiologistName: report.cardiologistName,
    amendmentReason: clean.amendmentReason ?? '',
  });
}

/**
 * Signs the report: the draft becomes a signed version that can never change. The first
 * signature moves the order results_ready → cardiac_report_ready and emails the customer; a
 * later one is an amendment (its reason required) and supersedes the previous version.
 */
export async function signReport(
  deps: { db: Database; orderDeps: OrderDeps },
  found: FinishedAnalysis,
  cardiologist: UserRow,
  input: ReportInput,
  /** Workstation figures replayed on a newer analysis (`figuresOnNewAnalysis`), if any. */
  figures?: ReviewedFigures,
): Promise<{ report: CardiacReportRow; order: OrderRow; first: boolean }> {
  const clean = cleanInput(input);
  if (!clean.findings || !clean.conclusion)
    throw new ReviewError(400, 'Write the findings and the conclusion before signing.');
  const edits = input.episodes ? checkEdits(found, input.episodes) : undefined;
  const actor: Actor = { type: 'cardiologist', id: cardiologist.id };
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, found.order.id);
    await refuseWhileReanalysing(tx, locked.id);
    const existing = await reportsOfOrder(tx, found.order.id);
    const previous = existing.find((r) => r.status === 'signed');
    if (previous && !clean.amendmentReason)
      throw new ReviewError(
        400,
        `Version ${previous.version} is signed and cannot be edited. To amend it, give the reason for the amendment.`,
      );
    const draft = existing.find((r) => r.status === 'draft');
    await claimDraft(tx, draft, cardiologist, input.takeOver);
    const values = {
      findings: clean.findings,
      conclusion: clean.conclusion,
      amendmentReason: previous ? clean.amendmentReason! : null,
      cardiologistId: cardiologist.id,
      cardiologistName: displayName(cardiologist),
      cardiologistRole: cardiologist.professionalRole ?? 'Cardiologist',
      cardiologistGmc: cardiologist.gmcNumber ?? '',
      analysisId: found.analysis.id,
      ...(figures ? { reviewed: figures } : {}),
      status: 'signed' as const,
      signedAt: new Date(),
      updatedAt: new Date(),
    };
    const signed = draft
      ? (
          await tx
            .update(cardiacReports)
            .set(values)
            .where(and(eq(cardiacReports.id, draft.id), eq(cardiacReports.status, 'draft')))
            .returning()
        )[0]!
      : (
          await tx
            .insert(cardiacReports)
            .values({ ...values, orderId: locked.id, version: (existing[0]?.version ?? 0) + 1 })
            .returning()
        )[0]!;
    if (draft) {
      if (edits) await replaceEdits(tx, signed.id, edits);
    } else await carryEdits(tx, signed.id, edits, existing);
    await recordAudit(tx, {
      entityType: 'order',
      entityId: locked.id,
      actor,
      action: previous ? 'amend_cardiac_report' : 'sign_cardiac_report',
      after: { reportId: signed.id, version: signed.version },
    });
    const urgent = await urgentOnSign(tx, signed, clean, Boolean(previous));
    const report = await snapshotUrgent(tx, signed);
    // This version carries the order's current identity details (any correction is now in it).
    await clearCorrectionPending(tx, locked.id);
    const first = locked.status === 'results_ready';
    const order = first ? await applyTransition(tx, locked, 'cardiacReportReady', actor) : locked;
    const mailId = await signMail(deps.orderDeps, tx, order, { first, urgent });
    return { report, order, first, urgent, mailId };
  });
  await deliverNotice(deps.orderDeps, outcome.mailId);
  return outcome;
}

/** Orders of a customer that have a signed report, newest first. */
export async function signedReportOrders(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: cardiacReports.orderId, at: sql<Date>`max(${cardiacReports.signedAt})` })
    .from(cardiacReports)
    .innerJoin(orders, eq(orders.id, cardiacReports.orderId))
    .where(and(eq(orders.userId, userId), eq(cardiacReports.status, 'signed')))
    .groupBy(cardiacReports.orderId)
    .orderBy(desc(sql`max(${cardiacReports.signedAt})`));
  return rows.map((r) => r.orderId);
}
