import { MAX_KEY_EVENTS, type EpisodeEdit } from '@heartcheck/contracts/reviews';
import type { EventView } from '@heartcheck/contracts/results';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/public.ts';
import { eventsOf, type FinishedAnalysis } from '../results/public.ts';
import { ReviewError } from './errors.ts';
import { cardiacReportEpisodes } from './schema.ts';

/** Every event of the analysis the cardiologist may edit, by key. */
export function editableEvents(found: FinishedAnalysis): Map<string, EventView> {
  const events = eventsOf(found.analysis.result as StoredResult, Infinity);
  return new Map(events.map((e) => [e.id, e]));
}

/**
 * The edits as they will be stored: each key an event of this analysis, once; only events with
 * an edit (artefact, or in the report); signal already excluded as unanalysable cannot also be
 * called artefact; at most MAX_KEY_EVENTS strips in the report.
 */
export function checkEdits(found: FinishedAnalysis, edits: EpisodeEdit[]): EpisodeEdit[] {
  const events = editableEvents(found);
  const byKey = new Map<string, EpisodeEdit>();
  for (const edit of edits) {
    const event = events.get(edit.key);
    if (!event)
      throw new ReviewError(400, `Unknown event "${edit.key}": choose an event of this recording.`);
    if (event.kind === 'unanalysable' && edit.verdict === 'artefact')
      throw new ReviewError(400, 'Unanalysable signal is already left out of every figure.');
    byKey.set(edit.key, edit);
  }
  const kept = [...byKey.values()].filter((e) => e.verdict === 'artefact' || e.inReport);
  if (kept.filter((e) => e.inReport).length > MAX_KEY_EVENTS)
    throw new ReviewError(
      400,
      `Choose at most ${MAX_KEY_EVENTS} events for the report's ECG strips.`,
    );
  return kept;
}

/** The edits of one report version. */
export async function editsOf(db: Database, reportId: string): Promise<EpisodeEdit[]> {
  const rows = await db
    .select()
    .from(cardiacReportEpisodes)
    .where(eq(cardiacReportEpisodes.reportId, reportId))
    .orderBy(asc(cardiacReportEpisodes.episodeKey));
  return rows.map((r) => ({ key: r.episodeKey, verdict: r.verdict, inReport: r.inReport }));
}

/** Replaces the edits of a report version (inside the caller's transaction). */
export async function replaceEdits(
  tx: Database,
  reportId: string,
  edits: EpisodeEdit[],
): Promise<void> {
  await tx.delete(cardiacReportEpisodes).where(eq(cardiacReportEpisodes.reportId, reportId));
  if (edits.length === 0) return;
  await tx.insert(cardiacReportEpisodes).values(
    edits.map((e) => ({
      reportId,
      episodeKey: e.key,
      verdict: e.verdict,
      inReport: e.inReport,
    })),
  );
}
