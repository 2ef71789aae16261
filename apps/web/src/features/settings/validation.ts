import type { Profile } from './api';

/** Same rule as the server: UK postcodes in Royal Mail format. */
const UK_POSTCODE =
  /^(GIR ?0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

/** Keys of the `validation` messages, by field. The server checks everything again. */
export function validateProfile(profile: Profile): Partial<Record<keyof Profile, string>> {
  const errors: Partial<Record<keyof Profile, string>> = {};
  if (!profile.firstName.trim()) errors.firstName = 'validation.firstName';
  if (!profile.lastName.trim()) errors.lastName = 'validation.lastName';
  if (profile.phoneNumber.trim() && !/^[\d ()-]+$/.test(profile.phoneNumber))
    errors.phoneNumber = 'validation.phoneNumber';
  if (profile.phoneNumber.trim() && !profile.dialCode) errors.dialCode = 'validation.dialCode';
  const parts = [profile.address, profile.city, profile.postalCode].map((part) => part.trim());
  if (parts.some(Boolean)) {
    if (!parts[0]) errors.address = 'validation.address';
    if (!parts[1]) errors.city = 'validation.city';
    if (!parts[2]) errors.postalCode = 'validation.postalCodeMissing';
  }
  if (parts[2] && profile.country === 'GB' && !isUkPostcode(parts[2]))
    errors.postalCode = 'validation.postalCode';
  return errors;
}
