import { clockAt } from '@/lib/format/clock';

/**
 * A beat's moment as the cardiologist reads it: the recorder's clock to the hundredth of a second
 * ("09:00:12.34"), or time from the start when the start is unknown ("+0:00:12.34"): beats are
 * under a second apart, so whole seconds would not tell two apart.
 */
export function beatTime(startTime: string | null, atS: number): string {
  // in whole hundredths first: 0.29 * 100 is 28.999…
  const total = Math.floor(atS * 100 + 1e-6);
  const hundredths = String(total % 100).padStart(2, '0');
  return `${clockAt(startTime, Math.floor(total / 100), true)
    .split(', ')
    .pop()}.${hundredths}`;
}

/** The beats of a page inside [fromS, toS) (s from the recording's start), in time order. */
export function beatsBetween<B extends { sample: number }>(
  beats: readonly B[] | null | undefined,
  fs: number,
  fromS: number,
  toS: number,
): B[] {
  return (beats ?? []).filter((b) => b.sample >= fromS * fs && b.sample < toS * fs);
}
