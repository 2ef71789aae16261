import { z } from 'zod';

/**
 * Most recorder events kept per recording. Our choice: a 72-hour Holter's event button is
 * pressed a handful to a few dozen times, and lead-off marks come in tens; 500 keeps every real
 * recorder's list while bounding a file that annotates every beat (the engine's own synthetic
 * writer can) to a list a cardiologist can still scroll and the report can still print.
 */
export const MAX_RECORDER_EVENTS = 500;

/** Longest event text kept (characters). Recorders write short labels ("Event", "Lead off"). */
export const MAX_RECORDER_EVENT_TEXT = 200;

/** One event the recorder wrote into the file (an EDF+ annotation), as stored and shown. */
export const recorderEvent = z.object({
  /** Seconds from the recording's start (EDF+ onset). */
  atS: z.number(),
  /** The event's length in seconds, when the file gives one. */
  durationS: z.number().nullable(),
  text: z.string().max(MAX_RECORDER_EVENT_TEXT),
});
export type RecorderEvent = z.infer<typeof recorderEvent>;

/** A recording's recorder events: the first MAX_RECORDER_EVENTS, and how many more the file had. */
export const recorderEvents = z.object({
  events: z.array(recorderEvent).max(MAX_RECORDER_EVENTS),
  omitted: z.number().int().nonnegative(),
});
export type RecorderEvents = z.infer<typeof recorderEvents>;
