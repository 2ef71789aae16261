import { UploadError } from './errors.ts';

/**
 * The start time staff give at intake for a recorder that did not record one: UK local wall
 * clock ("YYYY-MM-DDTHH:MM", as the return form or the patient states it), kept as the engine
 * keeps a file's start (ISO without zone, seconds ":00"). Refused when not a real time or more
 * than a day in the future (a typo in the year or month).
 */
export function parseGivenStartTime(text: string, now: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  const [y, mo, d, h, mi] = match ? match.slice(1).map(Number) : [];
  const asUtc = match ? new Date(Date.UTC(y!, mo! - 1, d, h, mi)) : new Date(NaN);
  if (!match || asUtc.getUTCMonth() !== mo! - 1 || asUtc.getUTCDate() !== d! || h! > 23 || mi! > 59)
    throw new UploadError(
      400,
      'Enter when the recorder started as a real date and time (UK time), for example 2026-01-05T21:30.',
      { field: 'startTime' },
    );
  if (asUtc.getTime() - now.getTime() > 86_400_000 + 3_600_000)
    throw new UploadError(400, 'The start time is in the future: check the date.', {
      field: 'startTime',
    });
  return `${text.trim()}:00`;
}
