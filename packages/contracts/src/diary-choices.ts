/** What a diary entry may record; no dependencies, so the web app may import them at run time. */
export const SYMPTOMS = [
  'palpitations',
  'chest_pain',
  'dizziness',
  'fainting',
  'breathlessness',
  'tiredness',
  'other',
] as const;

export const ACTIVITIES = [
  'resting',
  'sleeping',
  'walking',
  'exercising',
  'working',
  'eating',
  'other',
] as const;
export type Symptom = (typeof SYMPTOMS)[number];
export type Activity = (typeof ACTIVITIES)[number];
