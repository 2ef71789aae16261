/**
 * The UK calendar day (`YYYY-MM-DD`) an instant falls on: the operations console's dates are UK
 * days, whatever time zone the browser is in (the API checks the same rule).
 */
export function ukDayOf(instant: Date): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
