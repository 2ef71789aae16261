/** Hours the recorder was worn on one day of the recording. */
export interface WearDay {
  /** "Mon, 5 Jan 2026" (the recorder's UK clock), or "Day 1" when the start time is unknown. */
  label: string;
  hours: number;
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * Wear time per calendar day (issue 21, as Holter and patch reports give it), from the recorder's
 * wall-clock start ("YYYY-MM-DDTHH:MM:SS", UK) and the recording's length. Without a start time
 * the days are counted in 24-hour spans from the start, so no date is invented.
 */
export function wearPerDay(startTime: string | null, durationS: number): WearDay[] {
  const days: WearDay[] = [];
  if (!(durationS > 0)) return days;
  if (startTime === null) {
    for (let from = 0, n = 1; from < durationS; from += 86_400, n++)
      days.push({ label: `Day ${n}`, hours: Math.min(86_400, durationS - from) / 3600 });
    return days;
  }
  const start = Date.parse(`${startTime}Z`);
  const end = start + durationS * 1000;
  for (let at = start; at < end;) {
    const midnight = new Date(at);
    midnight.setUTCHours(24, 0, 0, 0);
    const to = Math.min(end, midnight.getTime());
    days.push({ label: DAY.format(new Date(at)), hours: (to - at) / 3_600_000 });
    at = to;
  }
  return days;
}
