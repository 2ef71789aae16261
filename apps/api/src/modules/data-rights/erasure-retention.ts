/**
 * How long each kept part of an erased account stays, as data (policy as data, like
 * auth/authorise.ts GRANTS): each rule names the part, the plain-English reason the customer and
 * support read, and how its "keep until" date is computed. Sources:
 * - NHS England, Records Management Code of Practice 2023, Appendix II (retention schedule):
 *   "adult health records not covered elsewhere: 8 years after conclusion of treatment";
 *   children's records "until the patient's 25th birthday, or 26th if the young person was 17 at
 *   conclusion of treatment". UK GDPR Art. 17(3)(c) and Art. 9(2)(h) allow keeping them.
 * - HMRC ("How long to keep business records": 6 years from the end of the last company
 *   financial year they relate to) and Companies Act 2006 s.388 (accounting records).
 */

/** Years an adult's clinical record is kept after the last clinical activity (Code 2023, App. II). */
export const ADULT_RECORD_YEARS = 8;
/** A child's record is kept until this birthday (Code 2023, App. II) … */
export const CHILD_RECORD_BIRTHDAY = 25;
/** … or this one when the young person was 17 at conclusion of treatment (same entry). */
export const SEVENTEEN_RECORD_BIRTHDAY = 26;
/** Years payment records are kept after the end of their financial year (HMRC; CA 2006 s.388). */
export const PAYMENT_RECORD_YEARS = 6;
/**
 * The company's financial year ends on 31 March (assumed: the spec names none; the UK tax year's
 * end is the common choice for a small company). Month is 0-based (2 = March).
 */
export const FINANCIAL_YEAR_END = { month: 2, day: 31 } as const;

function addYears(date: Date, years: number): Date {
  const out = new Date(date);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
}

/** Whole years between a date of birth and a moment (UTC calendar). */
export function ageAt(dateOfBirth: Date, at: Date): number {
  let age = at.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    at.getUTCMonth() < dateOfBirth.getUTCMonth() ||
    (at.getUTCMonth() === dateOfBirth.getUTCMonth() && at.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** When a clinical record must be kept until, from its last clinical activity and the DOB. */
export function clinicalKeepUntil(
  lastActivity: Date,
  dateOfBirth: Date | null,
): { until: Date; reason: string } {
  // No date of birth on the order: the adult rule (orders require one; older ones may lack it).
  const age = dateOfBirth ? ageAt(dateOfBirth, lastActivity) : undefined;
  if (dateOfBirth && age !== undefined && age < 18) {
    const birthday = age === 17 ? SEVENTEEN_RECORD_BIRTHDAY : CHILD_RECORD_BIRTHDAY;
    return {
      until: addYears(dateOfBirth, birthday),
      reason:
        `Health record of someone under 18 at the time: kept until their ${birthday}th birthday ` +
        '(NHS Records Management Code of Practice 2023, Appendix II; UK GDPR Art. 17(3)(c), 9(2)(h)).',
    };
  }
  return {
    until: addYears(lastActivity, ADULT_RECORD_YEARS),
    reason:
      `Adult health record: kept for ${ADULT_RECORD_YEARS} years after the last clinical activity ` +
      '(NHS Records Management Code of Practice 2023, Appendix II; UK GDPR Art. 17(3)(c), 9(2)(h)).',
  };
}

/** The end of the financial year a payment on `paidAt` belongs to. */
export function financialYearEnd(paidAt: Date): Date {
  const { month, day } = FINANCIAL_YEAR_END;
  const end = new Date(Date.UTC(paidAt.getUTCFullYear(), month, day, 23, 59, 59));
  return paidAt <= end
    ? end
    : new Date(Date.UTC(paidAt.getUTCFullYear() + 1, month, day, 23, 59, 59));
}

/** When a payment record (amounts and dates only) must be kept until. */
export function paymentKeepUntil(paidAt: Date): { until: Date; reason: string } {
  return {
    until: addYears(financialYearEnd(paidAt), PAYMENT_RECORD_YEARS),
    reason:
      `Payment record (amounts and dates only): kept for ${PAYMENT_RECORD_YEARS} years after the end ` +
      'of its financial year (HMRC record keeping; Companies Act 2006 s.388).',
  };
}

/** The parts deleted at completion, each with the reason the customer reads. */
export const DELETED_PARTS = [
  { part: 'Profile picture', reason: 'Not needed once the account is closed.' },
  {
    part: 'Phone number and postal address on the profile',
    reason: 'Not needed once the account is closed.',
  },
  { part: 'Delivery addresses of orders', reason: 'Only needed to send and collect the recorder.' },
  {
    part: 'Sign-in account, sessions and tokens',
    reason: 'The account can no longer sign in; the email address is freed for a new account.',
  },
  { part: 'Unsent emails', reason: 'Not needed once the account is closed.' },
  {
    part: 'Links you gave a GP to your reports (ended)',
    reason: 'No one can open your reports through them once the account is closed.',
  },
  {
    part: 'Appearance and marketing preferences',
    reason: 'Kept only in your browser; none are stored on our servers.',
  },
] as const;
