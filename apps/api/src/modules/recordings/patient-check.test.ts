import { describe, expect, it } from 'vitest';
import { nameWords, patientMismatchOf, sameName } from './patient-check.ts';

const ALEX = { firstName: 'Alex', lastName: 'Taylor', dateOfBirth: '1980-03-05' };

describe("the file's patient fields against the order", () => {
  it('takes the names recorders write for the same person as the same', () => {
    expect(nameWords('TAYLOR^Alex')).toEqual(['taylor', 'alex']);
    for (const written of ['Alex Taylor', 'TAYLOR ALEX', 'Taylor, Alex', 'A Taylor', 'A. TAYLOR'])
      expect(sameName(written, ALEX), written).toBe(true);
    expect(
      sameName('Zoë Brontë', { firstName: 'Zoe', lastName: 'Bronte', dateOfBirth: null }),
    ).toBe(true);
  });

  it('asks when the surname is missing, another name is there or a name is spelt otherwise', () => {
    for (const written of ['Alex', 'Taylor Jordan', 'Alexandra Taylor', 'Sam Smith', 'B Taylor'])
      expect(sameName(written, ALEX), written).toBe(false);
  });

  it('compares only what both sides have', () => {
    const file = { name: 'Alex Taylor', id: null, sex: null, birthDate: '1980-03-05' };
    expect(patientMismatchOf(null, ALEX)).toBeNull();
    expect(patientMismatchOf(file, ALEX)).toBeNull();
    expect(patientMismatchOf({ ...file, name: null, birthDate: null }, ALEX)).toBeNull();
    expect(patientMismatchOf(file, { ...ALEX, dateOfBirth: null })).toBeNull();
    expect(patientMismatchOf({ ...file, birthDate: '1980-05-03' }, ALEX)).toEqual({
      file: { name: 'Alex Taylor', dateOfBirth: '1980-05-03' },
      order: { name: 'Alex Taylor', dateOfBirth: '1980-03-05' },
      disagree: ['dateOfBirth'],
    });
    expect(patientMismatchOf({ ...file, name: 'Sam Smith' }, ALEX)?.disagree).toEqual(['name']);
  });
});
