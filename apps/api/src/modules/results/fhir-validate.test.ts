import { describe, expect, it } from 'vitest';
import { ukDateTime } from './fhir.ts';
import { validateFhirR4 } from './fhir-validate.ts';

// The validator checks structure and formats, not terminology bindings or the time-zone rule:
// the export's own tests check those (pipeline.int.test.ts).
describe('FHIR R4 validation used on every exported Bundle', () => {
  it('refuses what the R4 StructureDefinitions refuse: a missing code, unknown fields, bad dates', () => {
    const observation = {
      resourceType: 'Observation',
      status: 'final',
      code: { text: 'Heart rate' },
      effectivePeriod: { start: '2026-01-05T09:30:00Z' },
    };
    expect(() => validateFhirR4(observation)).not.toThrow();
    expect(() => validateFhirR4({ ...observation, code: undefined })).toThrow(/code/);
    expect(() => validateFhirR4({ ...observation, valueNumber: 3 })).toThrow(/valueNumber/);
    expect(() =>
      validateFhirR4({ ...observation, effectivePeriod: { start: 'yesterday' } }),
    ).toThrow(/dateTime/);
  });

  it('reads the recorder clock as UK time, summer and winter', () => {
    expect(ukDateTime('2026-07-01T09:30:00')).toBe('2026-07-01T08:30:00.000Z');
    expect(ukDateTime('2026-01-05T09:30:00')).toBe('2026-01-05T09:30:00.000Z');
  });
});
