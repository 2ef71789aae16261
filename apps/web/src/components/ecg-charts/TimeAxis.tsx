import { clockAt } from '@/lib/format/clock';

/** Seconds between time-axis ticks: about one label per 90 px, on whole hours a reader expects. */
export function tickStepS(durationS: number, widthPx: number): number {
  const hours = durationS / 3600;
  const room = Math.max(2, Math.floor(widthPx / 90));
  const steps = [1, 2, 3, 6, 12, 24];
  const stepH = steps.find((h) => hours / h <= room) ?? 24;
  return stepH * 3600;
}

/** "Thu 19 Nov, 09:00" → { day: "Thu 19 Nov", time: "09:00" }; offsets ("+1:00") have no day. */
function parts(label: string): { day: string; time: string } {
  const i = label.lastIndexOf(', ');
  return i < 0 ? { day: '', time: label } : { day: label.slice(0, i), time: label.slice(i + 2) };
}

/**
 * The time axis under a chart of the recording: a clock time at each tick, and the day under the
 * first tick and under every tick where the day changes, so a 72-hour chart reads "Thu 19 Nov …
 * Fri 20 Nov" and not "09:00" four times. Times are the recorder's UK wall clock.
 */
export function TimeAxis({
  durationS,
  startTime,
  x,
  y,
  left,
  right,
}: {
  durationS: number;
  startTime: string | null;
  /** Seconds from the start → x in px. */
  x: (s: number) => number;
  /** Baseline of the time labels; the day line sits 13 px below. */
  y: number;
  left: number;
  right: number;
}) {
  const step = tickStepS(durationS, right - left);
  const ticks: number[] = [];
  for (let s = 0; s <= durationS; s += step) ticks.push(s);
  // Where every tick names its day and the ticks are close (a phone), the day is named
  // without its month ("Thu 19"), so neighbouring days do not run into each other.
  const short = step >= 86_400 && (step / durationS) * (right - left) < 110;
  let lastDay = '';
  return (
    <g fontSize="11" fill="currentColor">
      {ticks.map((s) => {
        const { day, time } = parts(clockAt(startTime, s));
        const showDay = day !== lastDay;
        lastDay = day;
        // Labels at the ends grow inwards, so the first and last day are never cut off.
        const at = x(s);
        const anchor = at - left < 36 ? 'start' : right - at < 36 ? 'end' : 'middle';
        return (
          <g key={s}>
            <line x1={x(s)} x2={x(s)} y1={y - 14} y2={y - 10} stroke="currentColor" />
            <text x={at} y={y} textAnchor={anchor} direction="ltr">
              {time}
            </text>
            {showDay && day && (
              <text x={at} y={y + 13} textAnchor={anchor} fontWeight="600" direction="ltr">
                {short ? day.split(' ').slice(0, 2).join(' ') : day}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
