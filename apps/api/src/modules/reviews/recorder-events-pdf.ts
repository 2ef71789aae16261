import type { RecorderEvent, RecorderEvents } from '@heartcheck/contracts/recorder-events';
import { ukInstant } from '../../lib/uk-day.ts';
import { heading, MUTED, ukTime } from '../results/public.ts';

/**
 * Most recorder events the report lists. Our choice: about 50 lines fit a page, so 100 keeps the
 * list to two pages; the rest are counted (every kept event is on the review screen).
 */
export const MAX_PDF_RECORDER_EVENTS = 100;

/** The recording's start and length, as the report view gives them. */
interface RecordingSpan {
  startTime: string | null;
  durationS: number;
}

/** The event's UK time on the recorder's clock (as key events print it), or its offset. */
function whenOf(event: RecorderEvent, startTime: string | null): string {
  if (!startTime) return `${Math.round(event.atS)} s into the recording`;
  const local = new Date(new Date(`${startTime}Z`).getTime() + event.atS * 1000).toISOString();
  return ukTime(ukInstant(local.slice(0, 10), local.slice(11, 19)));
}

function lineOf(event: RecorderEvent, recording: RecordingSpan): string {
  const inside = event.atS >= 0 && event.atS < recording.durationS;
  const lasting = event.durationS ? ` (${Math.round(event.durationS)} s)` : '';
  const outside = inside ? '' : ' · outside the recording';
  return `${whenOf(event, recording.startTime)}: ${event.text}${lasting}${outside}`;
}

/**
 * "Events marked by the recorder": what the recorder wrote into the file (the patient's event
 * button, lead off, ...), UK time, after the diary. Nothing when the file has no such events.
 */
export function drawRecorderEvents(
  doc: PDFKit.PDFDocument,
  events: RecorderEvents | null | undefined,
  recording: RecordingSpan,
): void {
  if (!events || events.events.length === 0) return;
  if (doc.y + 80 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(doc, 'Events marked by the recorder');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Marks the recorder wrote into the recording, such as a press of its event button.')
    .fillColor('#111827')
    .moveDown(0.3);
  for (const event of events.events.slice(0, MAX_PDF_RECORDER_EVENTS))
    doc.font('Helvetica').fontSize(10).text(lineOf(event, recording));
  const more =
    Math.max(0, events.events.length - MAX_PDF_RECORDER_EVENTS) + Math.max(0, events.omitted);
  if (more > 0)
    doc
      .moveDown(0.2)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${more} more event${more === 1 ? '' : 's'} in the recording not listed.`)
      .fillColor('#111827');
}
