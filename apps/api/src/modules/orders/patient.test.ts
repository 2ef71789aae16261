import { describe, expect, it } from 'vitest';
import { cleanPatient, isValidNhsNumber } from './patient.ts';

describe('patient details', () => {
  it('accepts NHS numbers whose modulus-11 check digit is right', () => {
    // NHS Digital's documented test number.
    expect(isValidNhsNumber('943 476 5919')).toBe(true);
    expect(isValidNhsNumber('9434765918')).toBe(false);
    expect(isValidNhsNumber('123456789')).toBe(false);
  });

  it('checks the date of birth is a real date of an adult', () => {
    expect(cleanPatient({ dateOfBirth: '1980-02-29' }, '2026-01-01').patientDateOfBirth).toBe(
      '1980-02-29',
    );
    expect(() => cleanPatient({ dateOfBirth: '1981-02-29' }, '2026-01-01')).toThrow(/real date/);
    expect(() => cleanPatient({ dateOfBirth: '2010-05-01' }, '2026-01-01')).toThrow(/18 or over/);
    // 18 today counts.
    expect(cleanPatient({ dateOfBirth: '2008-01-01' }, '2026-01-01')).toEqual({
      patientDateOfBirth: '2008-01-01',
      nhsNumber: null,
      patientSex: null,
      contactPhone: null,
    });
    expect(() => cleanPatient({ nhsNumber: '1234567890' }, '2026-01-01')).toThrow(/NHS number/);
  });

  it('takes the sex as one of the stated choices, or none', () => {
    expect(cleanPatient({ sex: 'female' }, '2026-01-01').patientSex).toBe('female');
    expect(cleanPatient({ sex: 'not_stated' }, '2026-01-01').patientSex).toBe('not_stated');
    expect(cleanPatient({ sex: '' }, '2026-01-01').patientSex).toBeNull();
    expect(() => cleanPatient({ sex: 'F' }, '2026-01-01')).toThrow(
      'Choose female, male or prefer not to say.',
    );
  });

  it('takes a UK mobile or landline and stores it as E.164', () => {
    const phone = (value: string) => cleanPatient({ phone: value }, '2026-01-01').contactPhone;
    expect(phone('07700 900123')).toBe('+447700900123');
    expect(phone('+44 (0)7700 900123')).toBe('+447700900123');
    expect(phone('0044 7700-900123')).toBe('+447700900123');
    expect(phone('447700900123')).toBe('+447700900123');
    expect(phone('020 7946 0018')).toBe('+442079460018');
    expect(phone('0113 496 0000')).toBe('+441134960000');
    expect(phone('016977 4321')).toBe('+44169774321');
    expect(phone('0300 123 1234')).toBe('+443001231234');
    expect(phone('')).toBeNull();
    // Not a number we can call the customer on: premium rate, pager, personal, short, foreign.
    for (const bad of [
      '0909 879 0000',
      '07623 123456',
      '07012 345678',
      '07700 9001',
      '+33 6 12 34 56 78',
      'call me',
    ])
      expect(() => cleanPatient({ phone: bad }, '2026-01-01')).toThrow(
        'Enter a UK mobile or landline number, such as 07700 900123.',
      );
  });
});
