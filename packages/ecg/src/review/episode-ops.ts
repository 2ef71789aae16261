import type { EpisodeType, RhythmEpisode } from '../rhythm/episodes.ts';

/**
 * Episode types a cardiologist may add where the engine missed one (issue 20: AF, VT, SVT,
 * pause, AV block, other; issue 19: atrial flutter, which the engine cannot tell from AF when
 * conduction is irregular (MIT-BIH 203), and VF, which it misses at times). `other` is listed
 * and shown in the report but feeds no figure. An added AFL leaves its beats out of the HRV as
 * AF does (review/recompute.ts inAf); an added VF holds no beats (review/recompute.ts
 * beatlessSpans). Unanalysable (29 November, issue 19: noise read as heartbeats): a stretch the
 * cardiologist calls noise, in one edit, holds no beats, intervals or analysable time, as the
 * engine's own unanalysable stretches, so the false beats, runs and rate in it leave the figures.
 */
export const ADDABLE_EPISODE_TYPES = [
  'AF',
  'AFL',
  'VF',
  'VT',
  'SVT',
  'pause',
  'AVB2',
  'unanalysable',
  'other',
] as const;
export type AddableEpisodeType = (typeof ADDABLE_EPISODE_TYPES)[number];

/** One edit of the episode list, applied in order (a later edit of a key overrides). */
export type EpisodeOp =
  | { op: 'confirm' | 'reject'; key: string }
  | { op: 'adjust'; key: string; startSample: number; endSample: number }
  | { op: 'add'; id: string; type: AddableEpisodeType; startSample: number; endSample: number }
  /**
   * One edit for "this AF is flutter": the episode `key` is rejected and one of `type` is added
   * over its span as it stood when the edit was made (`added-<id>`), so the figures count it as
   * that type exactly as those two edits would, while the list and the audit show one change
   * that one undo reverts. Like an added episode, the new one stays if later label edits make
   * the engine's episode go away.
   */
  | {
      op: 'retype';
      id: string;
      key: string;
      type: AddableEpisodeType;
      /** The type it had when changed (still shown if its beats later leave, as into VF). */
      from: EpisodeType | 'other';
      startSample: number;
      endSample: number;
    };

export type EpisodeStatus = 'engine' | 'confirmed' | 'rejected' | 'added';

export type ReviewedEpisode = Omit<RhythmEpisode, 'type'> & {
  type: EpisodeType | 'other';
  /** Stable key: "<type>-<startSample>" as the engine found it, "added-<id>" for an added one. */
  key: string;
  status: EpisodeStatus;
  /** Onset/offset moved by the cardiologist. */
  adjusted?: boolean;
  /** Rejected by a change of type: the type it was changed to (listed "changed to ..."). */
  changedTo?: AddableEpisodeType;
  /** Added by a change of type: the type it had ("changed from ..."). */
  changedFrom?: EpisodeType | 'other';
};

/** The key of an engine episode: "<type>-<startSample>" (the review's existing event keys). */
export const episodeKey = (e: Pick<RhythmEpisode, 'type' | 'startSample'>): string =>
  `${e.type}-${e.startSample}`;

type Span = (type: EpisodeType, startSample: number, endSample: number) => RhythmEpisode;

/**
 * The episode list with the cardiologist's edits: confirmed episodes are no longer `uncertain`
 * (counted), rejected ones stay listed but count nowhere, adjusted ones are re-measured over
 * their new onset and offset, added ones join the list, and a changed type is the old episode
 * rejected (`changedTo`) with the new one added over its span (`changedFrom`). Edits of an episode the corrected labels
 * no longer produce are ignored (its key is gone).
 */
export function applyEpisodeOps(
  found: readonly RhythmEpisode[],
  ops: readonly EpisodeOp[],
  span: Span,
): ReviewedEpisode[] {
  const byKey = new Map<string, ReviewedEpisode>();
  for (const e of found) {
    const key = episodeKey(e);
    if (!byKey.has(key)) byKey.set(key, { ...e, key, status: 'engine' });
  }
  for (const op of ops) {
    if (op.op === 'add') {
      byKey.set(`added-${op.id}`, added(op, span));
      continue;
    }
    const e = byKey.get(op.key);
    // a changed episode is edited through the one it became (the API refuses edits of it; a
    // replay after an undo and redo skips them, so its span is never counted twice)
    if (e?.changedTo !== undefined || (e && op.op === 'retype' && e.type === op.type)) continue;
    if (op.op === 'retype') {
      const next = added(op, span);
      if (e) byKey.set(op.key, { ...e, status: 'rejected', changedTo: op.type });
      byKey.set(next.key, { ...next, changedFrom: e?.type ?? op.from });
      continue;
    }
    if (!e) continue;
    if (op.op === 'adjust') {
      const t = e.type === 'other' ? 'AF' : e.type;
      const m = span(t, op.startSample, op.endSample);
      byKey.set(op.key, {
        ...e,
        ...m,
        type: e.type,
        key: e.key,
        status: e.status === 'added' ? 'added' : 'confirmed',
        adjusted: true,
        ...(e.type === 'pause' ? {} : { rrMs: e.rrMs }),
      });
      continue;
    }
    if (e.status === 'added' && op.op === 'confirm') continue;
    const next: ReviewedEpisode = { ...e, status: op.op === 'confirm' ? 'confirmed' : 'rejected' };
    if (op.op === 'confirm') delete next.uncertain;
    byKey.set(op.key, next);
  }
  return [...byKey.values()].sort((a, b) => a.startSample - b.startSample);
}

/** An episode the cardiologist added, measured over its span as its type. */
function added(
  op: { id: string; type: AddableEpisodeType; startSample: number; endSample: number },
  span: Span,
): ReviewedEpisode {
  const type = op.type === 'other' ? 'AF' : op.type;
  const e = span(type, op.startSample, op.endSample);
  // an added run counts with the runs of its class (holter/summary.ts reads beatClass)
  const beatClass = op.type === 'VT' ? 'V' : op.type === 'SVT' ? 'S' : undefined;
  return {
    ...e,
    ...(beatClass ? { beatClass } : {}),
    type: op.type,
    key: `added-${op.id}`,
    status: 'added',
  };
}
