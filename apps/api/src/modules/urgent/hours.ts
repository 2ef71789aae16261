/**
 * Support hours: Monday to Friday, 9am to 5pm UK time (the product specification's business
 * constants). An urgent call is due by 5pm UK on the day the finding is flagged, or on the next
 * working day when it is flagged after 5pm or at a weekend. Bank holidays are not modelled.
 */
export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 17;

function londonParts(at: Date): { day: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

/** The instant of `hour`:00 UK time on the UK calendar day `day` ("YYYY-MM-DD"). */
export function ukInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // London is UTC or UTC+1: the guess's London hour tells which.
  const offsetHours = (londonParts(guess).hour - hour + 24) % 24;
  return new Date(guess.getTime() - offsetHours * 3600_000);
}

function nextDay(day: string): { day: string; weekday: number } {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return { day: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/** When a call about a finding flagged at `flaggedAt` is due (5pm UK, same or next working day). */
export function callDueBy(flaggedAt: Date): Date {
  const now = londonParts(flaggedAt);
  let day = now.day;
  let weekday = now.weekday;
  if (weekday === 0 || weekday === 6 || now.hour >= SUPPORT_CLOSES_HOUR) {
    do ({ day, weekday } = nextDay(day));
    while (weekday === 0 || weekday === 6);
  }
  return ukInstant(day, SUPPORT_CLOSES_HOUR);
}
