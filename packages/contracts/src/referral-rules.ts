/**
 * Why the customer is having the heart check, and their GP practice (issue 21): asked at order
 * (optional), editable until the recording is analysed, printed on both reports ("Referral
 * reason: …"), the share page and the FHIR export, and named by the urgent path's GP step.
 */

/** Who asked for the check: their GP, another clinician (e.g. a hospital doctor), or themselves. */
export const REFERRAL_SOURCES = ['gp', 'clinician', 'self'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** Longest referral reason or symptom description we keep: a short clinical note, not a letter. */
export const MAX_REFERRAL_REASON = 500;
/** Longest GP practice name and address lines (as the delivery address allows 200 each). */
export const MAX_GP_NAME = 200;
export const MAX_GP_ADDRESS = 300;

/**
 * A GP practice's ODS code: one letter then five digits (e.g. A81001). NHS England's
 * Organisation Data Service gives GP practices (and branch or out-of-area practices, Y codes)
 * codes of this form ("GP Practice: ANNNNN", ODS code formats, NHS Digital).
 */
export const GP_ODS_CODE = /^[A-Z]\d{5}$/;
/** The FHIR identifier system of an ODS code (NHS England, fhir.nhs.uk). */
export const ODS_ORGANISATION_SYSTEM = 'https://fhir.nhs.uk/Id/ods-organization-code';

/** A UK postcode, as the delivery address checks it. */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

/** The GP practice as the customer gave it. */
export interface GpPractice {
  name: string;
  address: string | null;
  postcode: string | null;
  odsCode: string | null;
}

/** An order's referral and GP details as every screen and document reads them. */
export interface OrderReferral {
  source: ReferralSource | null;
  /** The referral reason (gp, clinician) or the symptoms (self). */
  reason: string | null;
  gp: GpPractice | null;
  /** The customer agreed that we send their reports to (and contact) this GP practice. */
  gpConsent: boolean;
}

const SOURCE_WORDS: Record<ReferralSource, string> = {
  gp: 'referred by their GP',
  clinician: 'referred by a clinician',
  self: 'self-referred',
};

/**
 * "referred by their GP · palpitations at night" (or "self-referred · symptoms: …"), or null when
 * no referral was given. Plain characters only: the PDFs' standard fonts print WinAnsi.
 */
export function referralReasonText(referral: OrderReferral): string | null {
  if (!referral.source) return null;
  const said =
    referral.reason ?? (referral.source === 'self' ? 'no symptoms described' : 'reason not given');
  const what = referral.source === 'self' ? `symptoms: ${said}` : said;
  return `${SOURCE_WORDS[referral.source]} · ${what}`;
}

/**
 * "Referral reason: referred by their GP – palpitations at night" as documents print it, or the
 * line saying none was given (a GP reading the report should know it was not said).
 */
export function referralReasonLine(referral: OrderReferral): string {
  return `Referral reason: ${referralReasonText(referral) ?? 'not given'}`;
}

/** "GP: Church Street Surgery, 1 Church St, NW1 6XE (ODS A81001); consent to share: yes". */
export function gpLine(referral: OrderReferral): string {
  const gp = referral.gp;
  if (!gp) return 'GP: not given';
  const where = [gp.name, gp.address, gp.postcode].filter(Boolean).join(', ');
  return `GP: ${where}${gp.odsCode ? ` (ODS ${gp.odsCode})` : ''}; consent to share with the GP: ${referral.gpConsent ? 'yes' : 'no'}`;
}
