/**
 * UK telephone numbers a customer can be called on: geographic (01, 02), non-geographic (03) and
 * mobile (071-075, 077-079) numbers, per Ofcom's National Telephone Numbering Plan. Personal
 * numbers (070), pagers (076), freephone and premium rate (08, 09) are refused: we must be able to
 * reach the customer themselves. 01 numbers have 9 or 10 digits after the 0, the others 10.
 */
const UK_NATIONAL = /^(1\d{8,9}|[23]\d{9}|7[1-57-9]\d{8})$/;

/** The message shown for a number that is not a UK mobile or landline. */
export const UK_PHONE_ERROR = 'Enter a UK mobile or landline number, such as 07700 900123.';

/**
 * The number in E.164 form ("+447700900123"), or null when it is not a UK mobile or landline.
 * Accepts "07700 900123", "+44 7700 900123", "0044 7700 900123", "(0)7700-900123".
 */
export function ukPhoneE164(value: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(value.trim())) return null;
  let digits = value.replace(/[^\d+]/g, '');
  if (digits.startsWith('+44')) digits = digits.slice(3);
  else if (digits.startsWith('0044')) digits = digits.slice(4);
  else if (digits.startsWith('+')) return null;
  else if (/^44\d{9,10}$/.test(digits)) digits = digits.slice(2);
  digits = digits.replace(/^0/, '');
  return UK_NATIONAL.test(digits) ? `+44${digits}` : null;
}
