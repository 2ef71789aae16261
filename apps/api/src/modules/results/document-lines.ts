import { ukTime } from './gp-identity.ts';
import type { SignedVersion, UrgentShown } from './reviewed.ts';

/**
 * The words of the cardiologist's urgent reasons as the reports print them, in the review form's
 * words (apps/web/public/locales/en/reviews.json "urgent.reasons"), so a GP reads what was chosen.
 */
export const URGENT_REASON_LABELS: Record<string, string> = {
  ventricular_fibrillation: 'Ventricular fibrillation or flutter',
  sustained_vt: 'Sustained ventricular tachycardia',
  long_pauses: 'Long pauses',
  fast_af: 'Atrial fibrillation with a fast rate',
  complete_heart_block: 'Complete heart block',
  other: 'Other urgent finding',
};

/** "Amended report — version 2, amended 26 Nov 2026, 09:30 by Dr A Shah, reason: …", or null. */
export function amendedLine(signed: SignedVersion | null): string | null {
  if (!signed || signed.version < 2) return null;
  return `Amended report — version ${signed.version}, amended ${ukTime(signed.signedAt)} by ${signed.name}, reason: ${signed.amendmentReason ?? 'not given'}`;
}

/** "URGENT finding flagged by the cardiologist: Sustained ventricular tachycardia (flagged …)". */
export function urgentLine(urgent: UrgentShown | null): string | null {
  if (!urgent) return null;
  return `URGENT finding flagged by the cardiologist: ${urgent.label} (flagged ${ukTime(new Date(urgent.flaggedAt))})`;
}

/** The urgent notice of an order as documents print it. */
export function urgentShown(
  notice: { reason: string; note: string; flaggedAt: string; outOfHours: boolean } | null,
): UrgentShown | null {
  if (!notice) return null;
  const words = URGENT_REASON_LABELS[notice.reason] ?? notice.reason;
  // "Other" is only meaningful with the cardiologist's words, which it always has.
  const label = notice.reason === 'other' && notice.note ? `${words}: ${notice.note}` : words;
  return { ...notice, label };
}

/** The flag a version was signed with as the results JSON sends it (the words are the web's). */
export function urgentNotice(
  urgent: UrgentShown | null,
): { reason: string; note: string; flaggedAt: string; outOfHours: boolean } | null {
  if (!urgent) return null;
  const { label: _label, ...notice } = urgent;
  return notice;
}
