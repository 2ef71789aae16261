import { PATIENT_SEXES, type PatientSex } from '@heartcheck/contracts/patient-sex';
import { UK_PHONE_ERROR, ukPhoneE164 } from '@heartcheck/contracts/uk-phone';
import { OrderRuleError } from './types.ts';

/**
 * The patient details a GP needs to file a report: date of birth (required by the order form)
 * and the NHS number (optional). The Terms say the wearer must be 18 or over.
 */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;

/** True for a 10-digit NHS number whose check digit is right (NHS Data Dictionary, modulus 11). */
export function isValidNhsNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

function ageOn(dob: string, today: string): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Cleans and checks the patient details; throws OrderRuleError with a message for the form. */
export function cleanPatient(
  input: {
    dateOfBirth?: string | null;
    nhsNumber?: string | null;
    sex?: string | null;
    phone?: string | null;
  },
  today: string,
): {
  patientDateOfBirth: string | null;
  nhsNumber: string | null;
  patientSex: PatientSex | null;
  contactPhone: string | null;
} {
  return {
    patientDateOfBirth: cleanDateOfBirth(input.dateOfBirth, today),
    nhsNumber: cleanNhsNumber(input.nhsNumber),
    patientSex: cleanSex(input.sex),
    contactPhone: cleanPhone(input.phone),
  };
}

/** A date of birth ("YYYY-MM-DD") of someone 18 to 120 on `today`, or null when none was given. */
export function cleanDateOfBirth(value: string | null | undefined, today: string): string | null {
  const dob = value?.trim() || null;
  if (dob === null) return null;
  const date = new Date(`${dob}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || date.toISOString().slice(0, 10) !== dob)
    throw new OrderRuleError('Enter the date of birth as a real date.');
  const age = ageOn(dob, today);
  if (age < MIN_AGE_YEARS)
    throw new OrderRuleError(`The person wearing the monitor must be ${MIN_AGE_YEARS} or over.`);
  if (age > MAX_AGE_YEARS) throw new OrderRuleError('Check the date of birth.');
  return dob;
}

/** A UK phone number in E.164 form, or null when none was given. */
export function cleanPhone(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const phone = ukPhoneE164(value);
  if (!phone) throw new OrderRuleError(UK_PHONE_ERROR);
  return phone;
}

/** A 10-digit NHS number without spaces, or null when none was given. */
export function cleanNhsNumber(value: string | null | undefined): string | null {
  const nhs = value?.replace(/\s/g, '') || null;
  if (nhs !== null && !isValidNhsNumber(nhs))
    throw new OrderRuleError('Check the NHS number: it is 10 digits, for example 943 476 5919.');
  return nhs;
}

function cleanSex(value: string | null | undefined): PatientSex | null {
  const sex = value?.trim() || null;
  if (sex === null) return null;
  const known = PATIENT_SEXES.find((s) => s === sex);
  if (!known) throw new OrderRuleError('Choose female, male or prefer not to say.');
  return known;
}
