import type { ReviewEditInput, Workstation } from '@heartcheck/contracts/review-edits';
import { recomputeFromLabels, type Recomputed } from '@heartcheck/ecg/review/recompute';
import { TEMPLATE_FS, TEMPLATE_PRE_S } from '@heartcheck/ecg/review/templates';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { reviewBeatsKey } from '../analysis/public.ts';
import { lockOrder } from '../orders/public.ts';
import type { FinishedAnalysis } from '../results/public.ts';
import { users, type UserRow } from '../users/public.ts';
import { ReviewError } from './errors.ts';
import { beatsInEffect, loadBase, loadBaseIfAny, type Loaded } from './edits-loaded.ts';
import { countedFromFigures } from './reviewed-result.ts';
import {
  extendReplay,
  loggedEdit,
  replay,
  undoRedoTargets,
  type ReviewState,
} from './edits-state.ts';
import { checkEdit, beforeOf } from './edits-check.ts';
import {
  countsOf,
  auditOf,
  clockText,
  type AuditedEdit,
  episodeList,
  EPISODE_LIST_LIMIT,
  templateTiles,
} from './edits-view.ts';
import {
  cardiacReports,
  cardiacReviewEdits,
  type CardiacReportRow,
  type ReviewedFigures,
} from './schema.ts';

export interface EditDeps {
  db: Database;
  blobs: BlobStore;
}

type Row = AuditedEdit;

/** The order's edits up to report version `upTo`, in order, with who made them. */
async function editRows(db: Database, orderId: string, upTo = Infinity): Promise<Row[]> {
  const rows = await db
    .select({
      id: cardiacReviewEdits.id,
      reportId: cardiacReviewEdits.reportId,
      kind: cardiacReviewEdits.kind,
      edit: cardiacReviewEdits.edit,
      before: cardiacReviewEdits.before,
      undoes: cardiacReviewEdits.undoes,
      seq: cardiacReviewEdits.seq,
      at: cardiacReviewEdits.createdAt,
      version: cardiacReports.version,
      first: users.firstName,
      last: users.lastName,
    })
    .from(cardiacReviewEdits)
    .innerJoin(cardiacReports, eq(cardiacReports.id, cardiacReviewEdits.reportId))
    .innerJoin(users, eq(users.id, cardiacReviewEdits.actorId))
    .where(
      Number.isFinite(upTo)
        ? and(eq(cardiacReviewEdits.orderId, orderId), lte(cardiacReports.version, upTo))
        : eq(cardiacReviewEdits.orderId, orderId),
    )
    .orderBy(asc(cardiacReviewEdits.seq));
  return rows.map((r) => ({ ...r, who: `Dr ${r.first} ${r.last}`.trim() }));
}

/** The report the caller's edits go to, or why they may not edit (read-only reason). */
async function editableReport(
  db: Database,
  orderId: string,
  user: UserRow,
): Promise<{ report?: CardiacReportRow; version: number | null; reason: string | null }> {
  const reports = await db
    .select()
    .from(cardiacReports)
    .where(eq(cardiacReports.orderId, orderId))
    .orderBy(sql`${cardiacReports.version} desc`);
  const latest = reports[0];
  if (!latest) return { version: null, reason: null };
  if (latest.status === 'signed')
    return {
      version: latest.version,
      reason: `Version ${latest.version} is signed and cannot be edited. To change it, start an amendment: save a draft with the reason for the amendment.`,
    };
  if (latest.cardiologistId !== user.id)
    return {
      version: latest.version,
      reason:
        'Another cardiologist is reporting on this recording: take the report over (by the report form) to change its beats and episodes.',
    };
  return { report: latest, version: latest.version, reason: null };
}

/** The state is a function of the edits replayed: their count and the last one's id name it. */
const editsKey = (rows: readonly Row[]): string => `${rows.length}:${rows.at(-1)?.id ?? ''}`;

/**
 * The labels, templates and episode edits after `rows`: the last replay kept, or extended by the
 * edits appended since (rows are in `seq` order, so the earlier rows are its prefix).
 */
function stateAfter(loaded: Loaded, rows: readonly Row[]): ReviewState {
  const key = editsKey(rows);
  const last = loaded.replayed;
  if (last?.key === key) return last.state;
  const prefix = last && last.count <= rows.length && rows[last.count - 1]?.id === last.lastId;
  const state =
    (prefix && extendReplay(last.state, loaded.base.beats, rows, last.count)) ||
    replay(loaded.base.beats, rows);
  loaded.replayed = { key, count: rows.length, lastId: rows.at(-1)?.id, state };
  return state;
}

function recompute(
  loaded: Loaded,
  state: ReviewState,
  rows?: readonly Row[],
): { r: Recomputed; ms: number } {
  const key = rows ? editsKey(rows) : undefined;
  if (key !== undefined && loaded.last?.key === key) return loaded.last;
  const t0 = performance.now();
  const { base, labels } = beatsInEffect(loaded, state);
  const r = recomputeFromLabels(base, labels, state.ops, loaded.caches);
  const out = { r, ms: performance.now() - t0 };
  if (key !== undefined) loaded.last = { key, ...out };
  return out;
}

/** The workstation as the caller sees it: tiles, counts, episodes, audit, undo/redo. */
export async function workstationOf(
  deps: EditDeps,
  found: FinishedAnalysis,
  user: UserRow,
): Promise<Workstation> {
  const loaded = await loadBase(deps.blobs, found);
  const rows = await editRows(deps.db, found.order.id);
  const { report, version, reason } = await editableReport(deps.db, found.order.id, user);
  const state = stateAfter(loaded, rows);
  const { r, ms } = recompute(loaded, state, rows);
  const targets = report ? undoRedoTargets(rows, report.id) : { undo: undefined, redo: undefined };
  const episodes = episodeList(r);
  return {
    reportVersion: version,
    editable: reason === null,
    readOnlyReason: reason,
    samplingRate: loaded.base.samplingRate,
    startTime: loaded.base.startTime,
    durationS: loaded.base.totalSamples / loaded.base.samplingRate,
    template: { fs: TEMPLATE_FS, preS: TEMPLATE_PRE_S },
    templates: templateTiles(loaded.base.beats, state, loaded.base.samplingRate),
    counts: countsOf(
      r,
      countedFromFigures(found, { summary: r.summary, indices: r.indices, episodes: r.episodes }),
      ms,
    ),
    episodes: episodes.slice(0, EPISODE_LIST_LIMIT),
    episodesTotal: episodes.length,
    audit: auditOf(
      rows,
      state.active,
      clockText({
        samplingRate: loaded.base.samplingRate,
        startTime: loaded.base.startTime,
        durationS: loaded.base.totalSamples / loaded.base.samplingRate,
      }),
    ),
    canUndo: targets.undo !== undefined,
    canRedo: targets.redo !== undefined,
  };
}

type UndoRedo = { kind: 'undo' | 'redo' };

/** Appends one edit (or an undo/redo) to the caller's draft; a first edit opens the draft. */
export async function appendEdit(
  deps: EditDeps,
  found: FinishedAnalysis,
  user: UserRow,
  input: ReviewEditInput | UndoRedo,
): Promise<void> {
  const loaded = await loadBase(deps.blobs, found);
  await deps.db.transaction(async (tx) => {
    await lockOrder(tx, found.order.id);
    const { report, reason } = await editableReport(tx, found.order.id, user);
    if (reason) throw new ReviewError(reason.startsWith('Another') ? 403 : 409, reason);
    const target = report ?? (await openDraft(tx, found, user));
    const rows = await editRows(tx, found.order.id);
    const seq = (rows.at(-1)?.seq ?? 0) + 1;
    const base = { orderId: found.order.id, reportId: target.id, seq, actorId: user.id };
    if (isUndoRedo(input)) {
      const t = undoRedoTargets(rows, target.id)[input.kind];
      if (!t)
        throw new ReviewError(409, input.kind === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
      await tx
        .insert(cardiacReviewEdits)
        .values({ ...base, kind: input.kind, edit: {}, undoes: t });
    } else {
      const state = stateAfter(loaded, rows);
      const episodes = needsEpisodes(input) ? recompute(loaded, state, rows).r.episodes : [];
      checkEdit(loaded.base, state, episodes, input);
      await tx.insert(cardiacReviewEdits).values({
        ...base,
        kind: input.kind,
        edit: loggedEdit(input, episodes),
        before: beforeOf(state, episodes, input),
      });
    }
    await storeFigures(tx, loaded, found.order.id, target.id);
  });
}

/**
 * Stores the draft's figures after its edits, so signing fixes them with the version and no
 * document recomputes (issue 20 item 5: one truth). The workstation's next view asks for the
 * same edits and reuses this recomputation (`recompute`'s cache), so an edit costs one.
 */
async function storeFigures(
  tx: Database,
  loaded: Loaded,
  orderId: string,
  reportId: string,
): Promise<void> {
  const rows = await editRows(tx, orderId);
  const { r } = recompute(loaded, stateAfter(loaded, rows), rows);
  const reviewed = { summary: r.summary, indices: r.indices, episodes: r.episodes };
  await tx.update(cardiacReports).set({ reviewed }).where(eq(cardiacReports.id, reportId));
}

const isUndoRedo = (e: ReviewEditInput | UndoRedo): e is UndoRedo =>
  e.kind === 'undo' || e.kind === 'redo';

const needsEpisodes = (e: ReviewEditInput): boolean =>
  e.kind === 'confirm-episode' ||
  e.kind === 'reject-episode' ||
  e.kind === 'adjust-episode' ||
  e.kind === 'retype-episode';

/** Version 1's draft, opened by the cardiologist's first edit (as saving a draft would). */
async function openDraft(
  tx: Database,
  found: FinishedAnalysis,
  user: UserRow,
): Promise<CardiacReportRow> {
  const rows = await tx
    .insert(cardiacReports)
    .values({
      orderId: found.order.id,
      analysisId: found.analysis.id,
      version: 1,
      cardiologistId: user.id,
    })
    .returning();
  return rows[0]!;
}

/**
 * The figures of one report version from its corrected labels and episode edits (the edits of
 * it and of the versions before it); undefined when the analysis has no review beats. The one
 * place documents should take a reviewed recording's figures from.
 */
export async function reviewedResultOf(
  deps: EditDeps,
  found: FinishedAnalysis,
  report: Pick<CardiacReportRow, 'version'>,
): Promise<Recomputed | undefined> {
  if (!(await deps.blobs.exists(reviewBeatsKey(found.analysis.id)))) return undefined;
  const loaded = await loadBase(deps.blobs, found);
  const rows = await editRows(deps.db, found.order.id, report.version);
  return recompute(loaded, replay(loaded.base.beats, rows)).r;
}

/** Edit kinds that change beat labels or add beats (the rest act on episodes). */
const LABEL_EDITS = new Set<string>([
  'relabel-template',
  'relabel-beats',
  'relabel-premature',
  'merge',
  'add-beat',
]);

/** The beats in effect, in time order, as the full disclosure shows them. */
export interface LabelledBeats {
  samples: Int32Array;
  /** Label codes of edits-state.ts: the engine's classes, 5 artefact. */
  labels: Uint8Array;
  /** The id an edit names each beat by (`undefined`: 0..n-1, no beat added). */
  ids: Int32Array | undefined;
  /** The engine's beats: ids from this on are added beats. */
  engineBeats: number;
  corrected: boolean;
}

/**
 * Every beat of the analysis (R-peak sample) with its label as the order's edits so far leave it,
 * and the beats the cardiologist added, for the full disclosure: one beat file, the
 * workstation's, so the disclosure shows the cardiologist's corrections. `corrected` when an edit
 * in effect changed labels or added a beat. Undefined when the analysis has no review beats (yet).
 */
export async function labelledBeats(
  deps: EditDeps,
  found: FinishedAnalysis,
): Promise<LabelledBeats | undefined> {
  const loaded = await loadBaseIfAny(deps.blobs, found);
  if (!loaded) return undefined;
  const rows = await editRows(deps.db, found.order.id);
  const state = stateAfter(loaded, rows);
  const corrected = rows.some((r) => state.active.has(r.id) && LABEL_EDITS.has(r.kind));
  const { base, labels, ids } = beatsInEffect(loaded, state);
  const engineBeats = loaded.base.beats.samples.length;
  return { samples: base.beats.samples, labels, ids, engineBeats, corrected };
}

/**
 * The workstation figures of a version about to be signed on a newer analysis than the latest
 * signed version's (its start time was corrected and the recording analysed again): every edit so
 * far replayed on the new analysis, so day/night figures and clock times follow the new start
 * rather than being inherited from the old analysis. Undefined when the analysis did not change
 * or there are no workstation edits (the engine's figures of the new analysis then stand).
 */
export async function figuresOnNewAnalysis(
  deps: EditDeps,
  found: FinishedAnalysis,
): Promise<ReviewedFigures | undefined> {
  const latest = (
    await deps.db
      .select({ analysisId: cardiacReports.analysisId })
      .from(cardiacReports)
      .where(and(eq(cardiacReports.orderId, found.order.id), eq(cardiacReports.status, 'signed')))
      .orderBy(sql`${cardiacReports.version} desc`)
      .limit(1)
  )[0];
  if (!latest || latest.analysisId === found.analysis.id) return undefined;
  if ((await editRows(deps.db, found.order.id)).length === 0) return undefined;
  const r = await reviewedResultOf(deps, found, { version: Number.MAX_SAFE_INTEGER });
  return r && { summary: r.summary, indices: r.indices, episodes: r.episodes };
}
