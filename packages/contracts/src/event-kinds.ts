/**
 * What the engine found on the recording's time line, in the order a cardiologist reviews them
 * (ventricular fibrillation/flutter first, as the finding a Holter service acts on at once; then
 * the other rhythm disorders, AV block, pauses and rates, ectopy, and signal that could not be
 * analysed). AF, atrial flutter, VF, VT/SVT runs, AV block, couplets, bigeminy/trigeminy, pauses,
 * slow/fast rates and unanalysable stretches are the engine's rhythm episodes (its
 * EPISODE_TYPES); single premature beats are split by their beat class.
 * No dependencies, so the web app may import them at run time.
 */
export const EVENT_KINDS = [
  'vf',
  'af',
  'afl',
  'vt',
  'svt',
  'avb2',
  'pause',
  'tachycardia',
  'bradycardia',
  'bigeminy',
  'trigeminy',
  'couplet',
  'ventricular-beat',
  'supraventricular-beat',
  'unanalysable',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
