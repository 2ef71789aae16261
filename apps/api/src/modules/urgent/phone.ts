import { ukPhoneE164 } from '@heartcheck/contracts/uk-phone';

/**
 * The number to call about an urgent finding: the one given for the order (E.164), else the
 * customer's profile number (E.164 when it is a UK one), else "" (none on file: we email).
 */
export function customerPhone(
  order: { contactPhone: string | null },
  customer: { dialCode: string; phoneNumber: string },
): string {
  if (order.contactPhone) return order.contactPhone;
  if (!customer.phoneNumber.trim()) return '';
  if (customer.dialCode === '+44' || !customer.dialCode)
    return (
      ukPhoneE164(customer.phoneNumber) ?? `${customer.dialCode} ${customer.phoneNumber}`.trim()
    );
  return `${customer.dialCode} ${customer.phoneNumber}`.trim();
}
