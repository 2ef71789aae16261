import type { EpisodeEdit } from '@heartcheck/contracts/reviews';
import { and, desc, eq } from 'drizzle-orm';
import { authorise } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import { analyses, type StoredResult } from '../analysis/public.ts';
import {
  countedSummary,
  EPISODE_KINDS,
  findFinishedAnalysis,
  unreviewed,
  urgentShown,
  type CountedSummary,
  type FinishedAnalysis,
  type ResultsViewer,
  type Reviewed,
  type SignedVersion,
} from '../results/public.ts';
import { urgentOfVersion } from './urgent-snapshot.ts';
import { editsOf } from './episodes.ts';
import type { RhythmEpisode } from '@heartcheck/ecg/rhythm/episodes';
import { cardiacReports, type CardiacReportRow, type ReviewedFigures } from './schema.ts';

/**
 * The edits a signed version carries: the cardiologist's verdict on each engine episode
 * (counted, or artefact left out) and the episodes chosen for the report's strips, applied by
 * `applyEdits`. The workstation's beat relabels and episode edits arrive as the figures
 * recomputed from them (`cardiac_reports.reviewed`, see `withFigures`): one place, so every
 * document and screen changes with them.
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
  rejected: Iterable<string> = [],
): { artefacts: Set<string>; summary: CountedSummary } {
  const artefacts = new Set([
    ...edits.episodes.filter((e) => e.verdict === 'artefact').map((e) => e.key),
    ...rejected,
  ]);
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
 * The workstation figures a version was signed with: its own, else those of the latest earlier
 * signed version that has some (the edits of a version replay on top of the earlier ones', so an
 * amendment with no beat edits of its own keeps them). Undefined when no version has any.
 */
function figuresOf(
  report: CardiacReportRow,
  versions: CardiacReportRow[],
): ReviewedFigures | undefined {
  if (report.reviewed) return report.reviewed;
  return (
    versions
      .filter((r) => r.status === 'signed' && r.version < report.version && r.reviewed)
      .sort((a, b) => b.version - a.version)[0]?.reviewed ?? undefined
  );
}

/**
 * The analysis as the workstation's edits left it: its beat counts, ectopy, runs, pauses, AF
 * burden and HRV recomputed from the corrected labels, and its episodes as the cardiologist
 * left them (rejected ones gone, added and adjusted ones in), so every document built from the
 * result shows the corrected figures. Unchanged when the version has no workstation edits.
 */
function withFigures(
  found: FinishedAnalysis,
  figures?: ReviewedFigures,
): { found: FinishedAnalysis; rejected: string[] } {
  if (!figures) return { found, rejected: [] };
  const result = found.analysis.result as StoredResult;
  const episodes: RhythmEpisode[] = [];
  const rejected: string[] = [];
  for (const e of figures.episodes) {
    if (e.type === 'other') continue;
    const {
      key: _key,
      status,
      adjusted: _adjusted,
      changedTo: _to,
      changedFrom: _from,
      ...rest
    } = e;
    const episode = { ...rest, type: e.type };
    if (status === 'rejected') {
      // The recomputed summary counts slow and fast rate per minute whatever the verdict: a
      // rejected rate episode stays listed and is left out as artefact, as a signed verdict is.
      if (!RATE_TYPES.has(e.type)) continue;
      rejected.push(`${EPISODE_KINDS[e.type]}-${e.startSample}`);
    }
    episodes.push(episode);
  }
  const corrected: StoredResult = {
    ...result,
    summary: figures.summary,
    indices: figures.indices,
    rhythm: { episodes },
  };
  return { found: { ...found, analysis: { ...found.analysis, result: corrected } }, rejected };
}

/**
 * The summary the documents will show for workstation figures, counted as `reviewedResult`
 * counts a signed version's (episodes found in poor signal left out, rejected rate episodes as
 * artefact): the workstation shows these, so what the cardiologist sees is what is signed.
 */
export function countedFromFigures(
  found: FinishedAnalysis,
  figures: ReviewedFigures,
): CountedSummary {
  const own = withFigures(found, figures);
  return applyEdits(own.found.analysis.result as StoredResult, { episodes: [] }, own.rejected)
    .summary;
}

/** Episode types whose figures `countedSummary` takes from the episodes it is given. */
const RATE_TYPES = new Set<string>(['brady', 'tachy']);

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
  const own = withFigures(await analysisOf(db, found, report), figuresOf(report, versions));
  const edits = await editsOfVersion(db, report.id);
  return {
    found: own.found,
    ...applyEdits(own.found.analysis.result as StoredResult, edits, own.rejected),
    signed: signedVersionOf(report),
    versions: versions.filter((r) => r.status === 'signed').map(signedVersionOf),
    urgent: urgentShown(await urgentOfVersion(db, report)),
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
