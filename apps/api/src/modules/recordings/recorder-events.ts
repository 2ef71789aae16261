import type { FileAnnotation } from '@heartcheck/ecg/io/recording';
import {
  MAX_RECORDER_EVENT_TEXT,
  MAX_RECORDER_EVENTS,
  type RecorderEvent,
  type RecorderEvents,
} from '@heartcheck/contracts/recorder-events';

/** C0/C1 controls and DEL: a label is one line of plain text on screen and in the PDF. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The label as one storable line, cut at MAX_RECORDER_EVENT_TEXT characters (code points). */
function cleanText(label: string): string {
  const line = label.replace(CONTROLS, ' ').replace(LONE_SURROGATE, '\uFFFD');
  const text = line.replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, MAX_RECORDER_EVENT_TEXT).join('');
}

function eventOf(annotation: FileAnnotation, samplingRate: number): RecorderEvent | null {
  const atS = annotation.sample / samplingRate;
  const text = cleanText(annotation.label);
  if (!Number.isFinite(atS) || text === '') return null;
  const d = annotation.durationS;
  return { atS, durationS: d !== undefined && Number.isFinite(d) && d >= 0 ? d : null, text };
}

/**
 * The events a recorder wrote into its file (EDF+ annotations: event button, lead off, ...),
 * in time order and bounded: the first MAX_RECORDER_EVENTS are kept and the rest counted. The
 * text may name the patient or say why they pressed the button, so it is stored with the
 * recording (deleted with it) and never logged.
 */
export function recorderEventsOf(
  annotations: readonly FileAnnotation[],
  samplingRate: number,
  /** Annotations the engine's reader counted past its own cap (counted here as omitted too). */
  droppedByReader = 0,
): RecorderEvents {
  const all = annotations
    .map((a) => eventOf(a, samplingRate))
    .filter((e): e is RecorderEvent => e !== null)
    .sort((a, b) => a.atS - b.atS);
  return {
    events: all.slice(0, MAX_RECORDER_EVENTS),
    omitted: Math.max(0, all.length - MAX_RECORDER_EVENTS) + droppedByReader,
  };
}
