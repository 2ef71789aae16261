import type {
  AnyBeatLabel,
  AuditEntry,
  ReviewCounts,
  ReviewedEpisodeView,
  ReviewEditInput,
  TemplateTile,
} from '@heartcheck/contracts/review-edits';
import type { ReviewBeats } from '@heartcheck/ecg/review/beat-store';
import type { Recomputed } from '@heartcheck/ecg/review/recompute';
import type { CountedSummary } from '../results/public.ts';
import { LABEL_NAMES, type LoggedEdit, type ReviewState } from './edits-state.ts';

/** Episodes listed at once: the least confident first, so the ones to check come first. */
export const EPISODE_LIST_LIMIT = 500;

const zeroCounts = (): Record<AnyBeatLabel, number> => ({ N: 0, S: 0, V: 0, F: 0, Q: 0, A: 0 });

/** Template tiles as they stand after the edits, largest first; merged-away ones are gone. */
export function templateTiles(
  beats: ReviewBeats,
  state: ReviewState,
  samplingRate: number,
): TemplateTile[] {
  const ms = (a: number | undefined, b: number | undefined): number | null =>
    a === undefined || b === undefined ? null : Math.round(((b - a) / samplingRate) * 1000);
  const total = beats.templates.length + state.splits.length;
  const labels = Array.from({ length: total }, zeroCounts);
  for (let k = 0; k < state.template.length; k++)
    labels[state.template[k]!]![LABEL_NAMES[state.labels[k]!]!]++;
  const tiles: TemplateTile[] = [];
  for (let id = 0; id < total; id++) {
    const counts = labels[id]!;
    const count = Object.values(counts).reduce((a, b) => a + b, 0);
    if (count === 0) continue;
    const split = state.splits.find((s) => s.id === id);
    const source = beats.templates[split ? split.from : id]!;
    // overlay lines whose beat still belongs to this tile; a split tile's mean is of its lines
    const lines = source.overlayBeats
      .map((b, i) => ({ b, wave: source.overlay[i]! }))
      .filter((l) => state.template[l.b] === id);
    const mean = split
      ? meanOf(
          lines.map((l) => l.wave),
          source.mean.length,
        )
      : source.mean;
    tiles.push({
      id,
      count,
      label: majority(counts),
      labels: counts,
      engineClass: source.engineClass,
      rare: source.rare,
      split: Boolean(split),
      mean,
      overlay: lines.map((l) => l.wave),
      overlayBeats: lines.map((l) => l.b),
      overlayAtS: lines.map((l) => beats.samples[l.b]! / samplingRate),
      overlayRr: lines.map((l): [number | null, number | null] => [
        ms(beats.samples[l.b - 1], beats.samples[l.b]),
        ms(beats.samples[l.b], beats.samples[l.b + 1]),
      ]),
    });
  }
  return tiles.sort((a, b) => b.count - a.count || a.id - b.id);
}

function majority(c: Record<AnyBeatLabel, number>): AnyBeatLabel {
  let best: AnyBeatLabel = 'N';
  for (const l of LABEL_NAMES) if (c[l] > c[best]) best = l;
  return best;
}

function meanOf(waves: number[][], points: number): number[] {
  if (waves.length === 0) return [];
  return Array.from(
    { length: points },
    (_, p) => Math.round(waves.reduce((a, w) => a + (w[p] ?? 0), 0) / waves.length) || 0,
  );
}

/**
 * The workstation's figures: beat classes as relabelled, the rest as the documents will count
 * them once signed (`counted`: reviewed-result.ts countedFromFigures).
 */
export function countsOf(r: Recomputed, counted: CountedSummary, ms: number): ReviewCounts {
  // a stored summary's optional figures are always there in a recomputed one
  const s = { ...r.summary, ...counted } as Recomputed['summary'];
  const ectopy = (e: typeof s.ventricular) => ({
    count: e.count,
    couplets: e.couplets,
    runs: e.runs,
  });
  return {
    totalBeats: r.summary.totalBeats,
    artefactBeats: r.artefactBeats,
    beatClasses: r.summary.beatClasses,
    ventricular: ectopy(s.ventricular),
    supraventricular: ectopy(s.supraventricular),
    bigeminy: s.bigeminy.episodes,
    trigeminy: s.trigeminy.episodes,
    prematureBeats: s.prematureBeats.count,
    pauses: s.pauses.count,
    afEpisodes: s.af.episodes,
    afBurdenPercent: s.af.burdenPercent,
    aflEpisodes: counted.rhythm.AFL.episodes,
    vfEpisodes: counted.rhythm.VF.episodes,
    avb2Episodes: counted.rhythm.AVB2.episodes,
    slowEpisodes: counted.bradycardia.count,
    fastEpisodes: counted.tachycardia.count,
    unanalysableS: Math.round(s.unanalysable?.totalS ?? 0),
    hrv: {
      sdnn: r.indices.whole.sdnn,
      rmssd: r.indices.whole.rmssd,
      withheld: r.indices.whole.withheld?.reason ?? null,
    },
    recomputeMs: Math.round(ms),
  };
}

/**
 * Episodes least sure first, as the event list beside it orders them (web EventGroups
 * byConfidence): those found in poor signal (uncertain, whatever their confidence), then by
 * confidence, lowest first (no confidence: after those with one), then in time order.
 */
export function episodeList(r: Recomputed): ReviewedEpisodeView[] {
  return r.episodes
    .map((e) => ({
      key: e.key,
      type: e.type,
      status: e.status,
      adjusted: e.adjusted ?? false,
      changedTo: e.changedTo ?? null,
      changedFrom: e.changedFrom ?? null,
      startSample: e.startSample,
      endSample: e.endSample,
      startTime: e.startTime,
      durationS: e.durationS,
      beats: e.beats,
      meanHr: e.meanHr,
      confidence: e.confidence ?? null,
      uncertain: e.uncertain ?? false,
    }))
    .sort(
      (a, b) =>
        Number(b.uncertain) - Number(a.uncertain) ||
        (a.confidence ?? 2) - (b.confidence ?? 2) ||
        a.startSample - b.startSample,
    );
}

/** The recording's clock, for reading sample numbers as times. */
export interface SampleClock {
  samplingRate: number;
  /** The recorder's wall clock at the first sample ("2026-01-05T09:00:00"), if known. */
  startTime: string | null;
  durationS: number;
}

/** Sample numbers as the cardiologist reads them: a span of an episode, the moment of a beat. */
export interface ClockText {
  span: (start: number, end: number) => string;
  /** A beat's moment, to the millisecond (beats are under a second apart). */
  at: (sample: number) => string;
}

/**
 * Samples as the cardiologist reads them (issue 20: clock times, not sample numbers): the
 * recorder's clock time, with the date when the recording crosses midnight, or seconds from the
 * start when the start time is unknown. The start is a wall clock without a zone, read as UTC so
 * no zone shifts it (as the web's span-clock.ts does).
 */
export function clockText(clock: SampleClock): ClockText {
  const origin = clock.startTime ? Date.parse(`${clock.startTime.slice(0, 19)}Z`) : NaN;
  const iso = (ms: number) => new Date(origin + ms).toISOString();
  const days = Number.isNaN(origin)
    ? 1
    : new Set([iso(0), iso(clock.durationS * 1000)].map((d) => d.slice(0, 10))).size;
  const one = (sample: number, digits: 0 | 3): string => {
    const s = sample / clock.samplingRate;
    if (Number.isNaN(origin))
      return digits ? `${s.toFixed(3)} s` : `${(Math.round(s * 10) / 10).toFixed(1)} s`;
    const d = iso(digits ? Math.round(s * 1000) : Math.round(s) * 1000);
    const time = d.slice(11, digits ? 23 : 19);
    return days > 1 ? `${d.slice(0, 10)} ${time}` : time;
  };
  return {
    span: (start, end) => `${one(start, 0)}–${one(end, 0)}`,
    at: (sample) => one(sample, 3),
  };
}

/** An edit's target and its before/after, in labels, numbers and clock times (the screen words them). */
export function describeEdit(
  edit: ReviewEditInput,
  before: unknown,
  clock: ClockText,
): Pick<AuditEntry, 'target' | 'before' | 'after'> {
  const { span } = clock;
  // An episode's state before the edit is stored as "status start–end" in samples.
  const episodeBefore = (b: unknown): string =>
    typeof b === 'string'
      ? b.replace(/(\d+)–(\d+)/, (_m, a: string, z: string) => span(Number(a), Number(z)))
      : '';
  const counts = (c: unknown): string =>
    Object.entries((c as Record<string, number>) ?? {})
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ');
  switch (edit.kind) {
    case 'relabel-template':
      return { target: `#${edit.templateId}`, before: counts(before), after: edit.label };
    case 'relabel-beats':
      return { target: `${edit.beats.length}`, before: counts(before), after: edit.label };
    case 'relabel-premature':
      return {
        target: `#${edit.templateId}`,
        before: counts(before),
        after: `${edit.label} (${edit.prematurityPercent} %)`,
      };
    case 'merge':
      return {
        target: `#${edit.from} → #${edit.into}`,
        before: counts(before),
        after: `#${edit.into}`,
      };
    case 'split':
      return {
        target: `#${edit.templateId}`,
        before: counts(before),
        after: `${edit.beats.length}`,
      };
    case 'add-episode':
      return { target: edit.type, before: '', after: span(edit.startSample, edit.endSample) };
    case 'add-beat':
      return { target: edit.label, before: '', after: clock.at(edit.sample) };
    case 'adjust-episode':
      return {
        target: edit.key,
        before: episodeBefore(before),
        after: span(edit.startSample, edit.endSample),
      };
    case 'retype-episode':
      return { target: edit.key, before: episodeBefore(before), after: edit.type };
    case 'confirm-episode':
    case 'reject-episode':
      return {
        target: edit.key,
        before: episodeBefore(before),
        after: edit.kind === 'confirm-episode' ? 'confirmed' : 'rejected',
      };
  }
}

/** A logged edit with who made it, when, in which version, and what it found before it. */
export type AuditedEdit = LoggedEdit & {
  seq: number;
  version: number;
  at: Date;
  who: string;
  before: unknown;
};

/** The audit: every edit, undo and redo, newest first, in words; undone edits marked. */
export function auditOf(rows: AuditedEdit[], active: Set<string>, clock: ClockText): AuditEntry[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows
    .map((r) => {
      const of = r.undoes ? byId.get(r.undoes) : r;
      const text =
        of && of.kind !== 'undo' && of.kind !== 'redo'
          ? describeEdit(of.edit as ReviewEditInput, of.before, clock)
          : { target: '', before: '', after: '' };
      return {
        id: r.id,
        seq: r.seq,
        at: r.at.toISOString(),
        who: r.who,
        version: r.version,
        kind: r.kind,
        ...text,
        undone: r.kind !== 'undo' && r.kind !== 'redo' && !active.has(r.id),
      };
    })
    .reverse();
}
