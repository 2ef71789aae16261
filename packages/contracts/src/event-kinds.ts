/**
 * What the engine found on the recording's time line, in the order a cardiologist reviews them
 * (rhythm disorders first, then pauses and rates, then ectopy, then signal that could not be
 * analysed). AF, VT/SVT runs, couplets, bigeminy/trigeminy and unanalysable stretches are the
 * engine's rhythm episodes; single premature beats are split by their beat class.
 * No dependencies, so the web app may import them at run time.
 */
export const EVENT_KINDS = [
  'af',
  'vt',
  'svt',
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
