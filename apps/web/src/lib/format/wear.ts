/** A product's wear time as its catalogue row states it (GraphQL ProductFacts). */
export interface WearFacts {
  recordingHours: number;
  minRecordingHours: number;
}

/**
 * The i18next options of a text that states the wear time: `min` and `max` hours for "24 to 72
 * hours", and the `fixed` context (key_fixed, "24 hours") for a product with one wear time.
 */
export function wearTime(facts: WearFacts): { min: number; max: number; context?: 'fixed' } {
  const range = { min: facts.minRecordingHours, max: facts.recordingHours };
  return facts.minRecordingHours < facts.recordingHours ? range : { ...range, context: 'fixed' };
}
