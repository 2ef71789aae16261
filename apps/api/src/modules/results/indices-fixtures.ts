import type { HrvIndices } from '@heartcheck/ecg/types';

/**
 * Tests only: a full set of HRV indices for an ordinary sinus-rhythm recording (every index
 * shown), with `over` replacing some (a value withheld, its reason).
 */
export const hrvIndices = (over: Partial<HrvIndices>): HrvIndices => ({
  beats: 1000,
  meanHr: 72,
  meanRr: 833,
  sdnn: 50,
  rmssd: 30,
  pnn50: 10,
  sd1: 20,
  sd2: 60,
  stressIndex: 100,
  stressIndexSqrt: 10,
  pnsIndex: 0,
  snsIndex: 0,
  lf: 500,
  hf: 300,
  lfHf: 1.6,
  respiratoryRate: 15,
  ...over,
});
