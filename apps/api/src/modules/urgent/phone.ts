import { ukPhoneE164 } from '@heartcheck/contracts/uk-phone';

function profilePhone(customer: { dialCode: string; phoneNumber: string }): string {
  if (!customer.phoneNumber.trim()) return '';
  const uk = customer.dialCode === '+44' || !customer.dialCode;
  return (
    (uk ? ukPhoneE164(customer.phoneNumber) : null) ??
    `${customer.dialCode} ${customer.phoneNumber}`.trim()
  );
}

/**
 * The numbers to call about an urgent finding: the one given with the order (E.164, correctable
 * on the order) and the one in the customer's settings (editable any time), both when they
 * differ ("+447700900123 or +442079460018"); "" when none is on file (we email instead).
 */
export function customerPhone(
  order: { contactPhone: string | null },
  customer: { dialCode: string; phoneNumber: string },
): string {
  const numbers = [order.contactPhone ?? '', profilePhone(customer)].filter(Boolean);
  return [...new Set(numbers)].join(' or ');
}
