import { z } from 'zod';
import {
  ADDABLE_EPISODES,
  ADDED_BEAT_LABELS,
  BEAT_LABELS,
  PREMATURITY_RANGE,
} from './review-choices.ts';

/**
 * The cardiologist's workstation edits (issue 20 items 2, 3, 6): beat templates relabelled,
 * merged or split, single beats relabelled or added where the detector missed one, episodes confirmed, rejected, adjusted, added or changed in type. Every edit is one row of an
 * append-only log (the audit and the undo); the figures are recomputed from the corrected labels.
 */

export type BeatLabel = (typeof BEAT_LABELS)[number];
/** Every label a beat can hold: the engine's F and Q besides. */
export const ALL_BEAT_LABELS = ['N', 'S', 'V', 'F', 'Q', 'A'] as const;
export type AnyBeatLabel = (typeof ALL_BEAT_LABELS)[number];

/** Beats one edit may name: a split or relabel of a selection, not a whole recording. */
export const MAX_EDIT_BEATS = 5000;

const templateId = z.number().int().min(0).max(65_535);
const sample = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const beats = z.array(z.number().int().min(0)).min(1).max(MAX_EDIT_BEATS);
const key = z.string().min(1).max(80);

export const reviewEditInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('relabel-template'), templateId, label: z.enum(BEAT_LABELS) }),
  z.object({ kind: z.literal('relabel-beats'), beats, label: z.enum(BEAT_LABELS) }),
  /**
   * Label a template's premature beats: those whose RR interval before is under
   * (100 − prematurityPercent) % of the median of the 11 before it (Malik et al. 1989: 20 %).
   */
  z.object({
    kind: z.literal('relabel-premature'),
    templateId,
    label: z.enum(BEAT_LABELS),
    prematurityPercent: z.number().int().min(PREMATURITY_RANGE[0]).max(PREMATURITY_RANGE[1]),
  }),
  z.object({ kind: z.literal('merge'), from: templateId, into: templateId }),
  z.object({ kind: z.literal('split'), templateId, beats }),
  z.object({ kind: z.literal('confirm-episode'), key }),
  z.object({ kind: z.literal('reject-episode'), key }),
  z.object({ kind: z.literal('adjust-episode'), key, startSample: sample, endSample: sample }),
  /** Change an episode's type (AF that is flutter, a VT that is flutter waves, noise that is VF). */
  z.object({ kind: z.literal('retype-episode'), key, type: z.enum(ADDABLE_EPISODES) }),
  z.object({
    kind: z.literal('add-episode'),
    type: z.enum(ADDABLE_EPISODES),
    startSample: sample,
    endSample: sample,
  }),
  /** A beat the detector missed: its R peak's sample (from the recording's start) and label. */
  z.object({ kind: z.literal('add-beat'), sample, label: z.enum(ADDED_BEAT_LABELS) }),
]);
export type ReviewEditInput = z.infer<typeof reviewEditInput>;
export type ReviewEditKind = ReviewEditInput['kind'];

const labelCounts = z.record(z.enum(ALL_BEAT_LABELS), z.number().int());

export const templateTile = z.object({
  id: z.number().int(),
  count: z.number().int(),
  /** The label most of its beats hold now. */
  label: z.enum(ALL_BEAT_LABELS),
  labels: labelCounts,
  engineClass: z.string(),
  rare: z.boolean(),
  /** Made by a split. */
  split: z.boolean(),
  /** µV at `fs` Hz from `preS` before R. */
  mean: z.array(z.number()),
  overlay: z.array(z.array(z.number())),
  /** Beat index of each overlay line (select them to relabel or split). */
  overlayBeats: z.array(z.number().int()),
  /** Each overlay beat's moment, s from the recording's start (to show it in the ECG). */
  overlayAtS: z.array(z.number()),
  /**
   * Each overlay beat's RR intervals to the detected beats before and after it, ms (null at the
   * recording's ends): a premature beat's coupling interval and the pause after it, which its
   * shape alone does not show (an atrial premature beat looks like a normal one).
   */
  overlayRr: z.array(z.tuple([z.number().nullable(), z.number().nullable()])),
});
export type TemplateTile = z.infer<typeof templateTile>;

export const reviewedEpisode = z.object({
  key: z.string(),
  type: z.string(),
  status: z.enum(['engine', 'confirmed', 'rejected', 'added']),
  adjusted: z.boolean(),
  /** Rejected by a change of type: the type it became. */
  changedTo: z.string().nullable(),
  /** Added by a change of type: the type it had. */
  changedFrom: z.string().nullable(),
  startSample: z.number(),
  endSample: z.number(),
  startTime: z.string().nullable(),
  durationS: z.number(),
  beats: z.number(),
  meanHr: z.number().nullable(),
  confidence: z.number().nullable(),
  uncertain: z.boolean(),
});
export type ReviewedEpisodeView = z.infer<typeof reviewedEpisode>;

const ectopy = z.object({ count: z.number(), couplets: z.number(), runs: z.number() });
export const reviewCounts = z.object({
  totalBeats: z.number(),
  artefactBeats: z.number(),
  beatClasses: z.object({
    N: z.number(),
    S: z.number(),
    V: z.number(),
    F: z.number(),
    Q: z.number(),
  }),
  ventricular: ectopy,
  supraventricular: ectopy,
  bigeminy: z.number(),
  trigeminy: z.number(),
  prematureBeats: z.number(),
  pauses: z.number(),
  afEpisodes: z.number(),
  afBurdenPercent: z.number(),
  /** Episodes of the rhythm types the engine added for issue 19, as the documents count them. */
  aflEpisodes: z.number(),
  vfEpisodes: z.number(),
  avb2Episodes: z.number(),
  slowEpisodes: z.number(),
  fastEpisodes: z.number(),
  /** Signal that could not be analysed (s). */
  unanalysableS: z.number(),
  hrv: z.object({
    sdnn: z.number().nullable(),
    rmssd: z.number().nullable(),
    withheld: z.string().nullable(),
  }),
  /** Server time to recompute (ms), for the record. */
  recomputeMs: z.number(),
});
export type ReviewCounts = z.infer<typeof reviewCounts>;

export const auditEntry = z.object({
  id: z.string(),
  seq: z.number().int(),
  at: z.string(),
  who: z.string(),
  version: z.number().int(),
  kind: z.enum([
    'relabel-template',
    'relabel-beats',
    'relabel-premature',
    'merge',
    'split',
    'confirm-episode',
    'reject-episode',
    'adjust-episode',
    'add-episode',
    'retype-episode',
    'add-beat',
    'undo',
    'redo',
  ]),
  /** What the edit named (template id, episode key, beats) and the state before and after. */
  target: z.string(),
  before: z.string(),
  after: z.string(),
  undone: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const workstation = z.object({
  reportVersion: z.number().int().nullable(),
  editable: z.boolean(),
  /** Why not (signed, another cardiologist's draft), when not editable. */
  readOnlyReason: z.string().nullable(),
  samplingRate: z.number(),
  /** The recording's start, local wall clock without a zone ("2026-01-05T09:00:00"), if known. */
  startTime: z.string().nullable(),
  /** The recording's length in seconds. */
  durationS: z.number(),
  template: z.object({ fs: z.number(), preS: z.number() }),
  templates: z.array(templateTile),
  counts: reviewCounts,
  episodes: z.array(reviewedEpisode),
  episodesTotal: z.number().int(),
  audit: z.array(auditEntry),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type Workstation = z.infer<typeof workstation>;

/**
 * The answer (202) while the beats of a recording analysed before the workstation existed are
 * being prepared for review: ask again shortly.
 */
export const workstationPreparing = z.object({
  message: z.string(),
  preparing: z.literal(true),
});
export type WorkstationPreparing = z.infer<typeof workstationPreparing>;
