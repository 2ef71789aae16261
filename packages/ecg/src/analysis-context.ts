import type { RhythmEpisode } from './rhythm/episodes.ts';
import type { RateWithheldReason } from './types.ts';

/** The recording's clock: its local wall-clock start (or none) and the night hours. */
export interface PeriodClock {
  start: Date | undefined;
  nightStart: number;
  nightEnd: number;
}

/** Facts about the recording every step of analyse.ts needs: rate, clock, excluded signal, warnings. */
export interface AnalysisContext {
  fs: number;
  clock: PeriodClock;
  union: [number, number][];
  analysableS: number;
  /**
   * Why there is no heart rate (holter/rate-withheld.ts: noise-dominated or too little
   * analysable; the summary's `heartRateWithheld`); undefined with a rate.
   */
  rateWithheld: RateWithheldReason | undefined;
  time: (sample: number) => string | null;
  unanalysableEpisodes: RhythmEpisode[];
  warnings: string[];
}
