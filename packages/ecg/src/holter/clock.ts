/**
 * Local wall-clock arithmetic. EDF/WFDB start times carry no time zone, so
 * they are kept as wall-clock fields (in a Date read with local getters) and
 * beat times are start + elapsed seconds. Daylight-saving changes during the
 * recording are ignored (documented limit).
 */
export function secondsOfDay(d: Date): number {
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds() + d.getMilliseconds() / 1000;
}

export function localIso(start: Date | undefined, offsetS: number): string | null {
  if (!start) return null;
  const d = new Date(start.getTime() + Math.round(offsetS * 1000));
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Is the wall-clock hour of (start + t) inside [startHour, endHour) (wrapping past midnight)? */
export function isNight(sod0: number, tS: number, startHour: number, endHour: number): boolean {
  const h = ((((sod0 + tS) % 86400) + 86400) % 86400) / 3600;
  return startHour <= endHour ? h >= startHour && h < endHour : h >= startHour || h < endHour;
}
