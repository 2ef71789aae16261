import type { EpisodeEdit } from '@heartcheck/contracts/reviews';
import { and, desc, eq } from 'drizzle-orm';
import { authorise } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import { analyses, type StoredResult } from '../analysis/public.ts';
import {
  countedSummary,
  findFinishedAnalysis,
  unreviewed,
  urgentShown,
  type CountedSummary,
  type FinishedAnalysis,
  type ResultsViewer,
  type Reviewed,
  type SignedVersion,
} from '../results/public.ts';
import { urgentOfOrder } from '../urgent/public.ts';
import { editsOf } from './episodes.ts';
import { cardiacReports, type CardiacReportRow } from './schema.ts';

/**
 * The edits a signed version carries: today the cardiologist's verdict on each engine episode
 * (counted, or artefact left out) and the episodes chosen for the report's strips. Beat relabels
 * and added or adjusted episodes join this record, and `applyEdits` applies them: one place, so
 * every document and screen changes with them.
 */
export interface ReviewEdits {
  episodes: EpisodeEdit[];
}

/** A signed version with its edits: what every document of that version is built from. */
export type ReviewedVersion = Reviewed & { edits: ReviewEdits; report: CardiacReportRow | null };

/** The edits of one report version. */
export async function editsOfVersion(db: Database, reportId: string): Promise<ReviewEdits> {
  return { episodes: await editsOf(db, reportId) };
}

/**
 * What the edits leave of the engine's findings, the only place they are applied: the events
 * called artefact are left out of every count (ISHNE/HRS 2017: the report rests on the reviewed,
 * edited events).
 */
export function applyEdits(
  result: StoredResult,
  edits: ReviewEdits,
): { artefacts: Set<string>; summary: CountedSummary } {
  const artefacts = new Set(
    edits.episodes.filter((e) => e.verdict === 'artefact').map((e) => e.key),
  );
  return { artefacts, summary: countedSummary(result, artefacts) };
}

/** A signed report row as documents name it. */
export function signedVersionOf(row: CardiacReportRow): SignedVersion {
  return {
    id: row.id,
    version: row.version,
    signedAt: row.signedAt ?? row.updatedAt,
    name: row.cardiologistName,
    role: row.cardiologistRole || 'Cardiologist',
    gmc: row.cardiologistGmc,
    findings: row.findings,
    conclusion: row.conclusion,
    amendmentReason: row.amendmentReason,
  };
}

/** The signed versions of an order, newest first. */
export async function signedVersionsOf(db: Database, orderId: string): Promise<CardiacReportRow[]> {
  return db
    .select()
    .from(cardiacReports)
    .where(and(eq(cardiacReports.orderId, orderId), eq(cardiacReports.status, 'signed')))
    .orderBy(desc(cardiacReports.version));
}

/**
 * The analysis a version was signed on: an order analysed again later keeps each signed version
 * on the analysis its cardiologist reviewed.
 */
async function analysisOf(
  db: Database,
  found: FinishedAnalysis,
  report: CardiacReportRow,
): Promise<FinishedAnalysis> {
  if (report.analysisId === found.analysis.id) return found;
  const row = (await db.select().from(analyses).where(eq(analyses.id, report.analysisId)))[0];
  return row ? { ...found, analysis: row } : found;
}

/**
 * One signed version of an order with its edits applied: the single source of the customer's
 * results page and ECG viewer, both PDFs, the share page and the FHIR export (issue 20).
 */
export async function reviewedResult(
  db: Database,
  found: FinishedAnalysis,
  report: CardiacReportRow,
  versions: CardiacReportRow[],
): Promise<ReviewedVersion> {
  const own = await analysisOf(db, found, report);
  const edits = await editsOfVersion(db, report.id);
  return {
    found: own,
    ...applyEdits(own.analysis.result as StoredResult, edits),
    signed: signedVersionOf(report),
    versions: versions.filter((r) => r.status === 'signed').map(signedVersionOf),
    urgent: urgentShown(await urgentOfOrder(db, found.order.id)),
    edits,
    report,
  };
}

/**
 * The signed version `version` (the latest when not given) of an order the viewer may read, or
 * undefined (not theirs, not released, no such version). Staff reading an order no cardiologist
 * has signed yet get the engine's figures, marked unsigned; customers never reach one (results
 * are released only by signing).
 */
export async function signedReview(
  db: Database,
  orderId: string,
  viewer: ResultsViewer,
  version?: number,
): Promise<ReviewedVersion | undefined> {
  const found = await findFinishedAnalysis(db, orderId, viewer);
  if (!found) return undefined;
  const versions = await signedVersionsOf(db, found.order.id);
  const report = version === undefined ? versions[0] : versions.find((r) => r.version === version);
  if (report) return reviewedResult(db, found, report, versions);
  if (version !== undefined || !authorise(viewer, 'results.read')) return undefined;
  return { ...unreviewed(found), edits: { episodes: [] }, report: null };
}

/** `?version=N` of a request: undefined when absent, null when not a version number. */
export function versionParam(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
