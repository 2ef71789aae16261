/**
 * The facts of a product that the order rules, mails, help text and pages state (the catalogue
 * row's columns recording_hours, min_recording_hours, return_window_days, replacement_fee_pence): how long the
 * recorder is worn, when it must be back and what a recorder not returned costs. They live on the
 * product's catalogue row, so a second product (a 24-hour or 7-day monitor) is a row, not code.
 */
export interface ProductFacts {
  /** The longest wear time the product records, in hours (72 for the 72-hour heart check). */
  recordingHours: number;
  /** The shortest wear time worth analysing, in hours (spec §9: Holter monitoring lasts 24 to 72 hours). */
  minRecordingHours: number;
  /** Days after delivery by which the recorder must be back (wear time plus the post). */
  returnWindowDays: number;
  /** The fee charged once for a recorder not returned by its due date, in pence. */
  replacementFeePence: number;
}

/**
 * The 72-hour heart check's facts (spec §3 sample product and §9 device facts): worn 24 to 72
 * hours; due back 10 days after delivery (72 hours of wear plus 7 days for the post);
 * replacement fee £68.00, the catalogue's bulkDiscountPrice for the service (spec §3), which is
 * what a replacement recorder kit costs us to supply. The seeded row carries these values.
 */
export const HEART_CHECK_FACTS: ProductFacts = {
  recordingHours: 72,
  minRecordingHours: 24,
  returnWindowDays: 10,
  replacementFeePence: 6800,
};

/** Days of the return window left for the post once the longest wear time is over. */
export function postDays(facts: ProductFacts): number {
  return facts.returnWindowDays - Math.ceil(facts.recordingHours / 24);
}

/** "24 to 72 hours", or "24 hours" when the product has one wear time. */
export function wearHoursText(facts: ProductFacts): string {
  return facts.minRecordingHours < facts.recordingHours
    ? `${facts.minRecordingHours} to ${facts.recordingHours} hours`
    : `${facts.recordingHours} hours`;
}

/** "£68.00": money as the product's texts state it. */
function poundsText(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/**
 * The facts as the values of a text's {{placeholders}} (help articles; the web's i18next texts
 * use the same names): recordingHours, minRecordingHours, wearHours, returnWindowDays, postDays,
 * replacementFee.
 */
export function productFactsText(facts: ProductFacts): Record<string, string> {
  return {
    recordingHours: String(facts.recordingHours),
    minRecordingHours: String(facts.minRecordingHours),
    wearHours: wearHoursText(facts),
    returnWindowDays: String(facts.returnWindowDays),
    postDays: String(postDays(facts)),
    replacementFee: poundsText(facts.replacementFeePence),
  };
}
