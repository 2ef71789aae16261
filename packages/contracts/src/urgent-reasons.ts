/**
 * Findings a cardiologist may flag as urgent: ventricular fibrillation or flutter, sustained VT,
 * long pauses, AF with a fast rate, complete heart block (the other finding a Holter service acts
 * on the same day), and "other" with a note. No dependencies, so the web app may import them at
 * run time.
 */
export const URGENT_REASONS = [
  'ventricular_fibrillation',
  'sustained_vt',
  'long_pauses',
  'fast_af',
  'complete_heart_block',
  'other',
] as const;
export type UrgentReason = (typeof URGENT_REASONS)[number];
