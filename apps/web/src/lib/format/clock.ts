/** "2026-01-05T09:00:00" + seconds → "Mon 5 Jan 09:00". */
export function clockAt(startTime: string | null, seconds: number, withSeconds = false): string {
  if (!startTime) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = Math.floor(seconds % 60);
    return `+${h}:${String(m).padStart(2, '0')}${withSeconds ? `:${String(s).padStart(2, '0')}` : ''}`;
  }
  const d = new Date(new Date(`${startTime}Z`).getTime() + seconds * 1000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
  }).format(d);
}

/** "45 s", "12 min", "1.5 h": a length of time in the unit a reader expects. */
export function formatSpan(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}
