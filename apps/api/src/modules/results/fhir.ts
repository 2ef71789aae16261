import type { HrvIndices } from '@heartcheck/ecg/types';
import type { StoredResult } from '../analysis/run.ts';
import type { FinishedAnalysis } from './service.ts';

/** Our own code system for measures LOINC has no code for. */
export const LOCAL_CODE_SYSTEM = 'https://heartcheck.example/fhir/CodeSystem/hrv-index';
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';

interface Measure {
  key: keyof HrvIndices;
  code: { system: string; code: string; display: string };
  unit: string;
  ucum: string;
  decimals: number;
}

/** LOINC where a code exists (heart rate, SDNN, respiratory rate), the local system otherwise. */
const MEASURES: Measure[] = [
  {
    key: 'meanHr',
    code: { system: LOINC, code: '8867-4', display: 'Heart rate' },
    unit: 'beats/minute',
    ucum: '/min',
    decimals: 0,
  },
  {
    key: 'sdnn',
    code: {
      system: LOINC,
      code: '80404-7',
      display: 'R-R interval.standard deviation (Heart rate variability)',
    },
    unit: 'ms',
    ucum: 'ms',
    decimals: 1,
  },
  {
    key: 'respiratoryRate',
    code: { system: LOINC, code: '9279-1', display: 'Respiratory rate' },
    unit: 'breaths/minute',
    ucum: '/min',
    decimals: 1,
  },
  {
    key: 'meanRr',
    code: { system: LOCAL_CODE_SYSTEM, code: 'mean-rr-interval', display: 'Mean RR interval' },
    unit: 'ms',
    ucum: 'ms',
    decimals: 0,
  },
  {
    key: 'rmssd',
    code: { system: LOCAL_CODE_SYSTEM, code: 'rmssd', display: 'RMSSD' },
    unit: 'ms',
    ucum: 'ms',
    decimals: 1,
  },
  {
    key: 'pnsIndex',
    code: { system: LOCAL_CODE_SYSTEM, code: 'pns-index', display: 'PNS index' },
    unit: '1',
    ucum: '1',
    decimals: 2,
  },
  {
    key: 'snsIndex',
    code: { system: LOCAL_CODE_SYSTEM, code: 'sns-index', display: 'SNS index' },
    unit: '1',
    ucum: '1',
    decimals: 2,
  },
  {
    key: 'stressIndexSqrt',
    code: {
      system: LOCAL_CODE_SYSTEM,
      code: 'stress-index',
      display: 'Stress index (square root of Baevsky)',
    },
    unit: '1',
    ucum: '1',
    decimals: 1,
  },
];

/**
 * The results as an HL7 FHIR R4 Bundle (type collection): a DiagnosticReport referencing one
 * Observation per measure, with the results PDF in presentedForm.
 */
export function resultsFhirBundle(
  found: FinishedAnalysis,
  pdf: Buffer,
  publicUrl: string,
  patientName: string,
): Record<string, unknown> {
  const result = found.analysis.result as StoredResult;
  const reportId = found.analysis.id;
  const effectiveStart = result.startTime;
  const durationS = result.totalSamples / result.samplingRate;
  const effectivePeriod = effectiveStart
    ? {
        start: effectiveStart,
        end: new Date(new Date(`${effectiveStart}Z`).getTime() + durationS * 1000)
          .toISOString()
          .slice(0, 19),
      }
    : undefined;
  const patientRef = `urn:uuid:${found.order.userId}`;
  const observations = MEASURES.flatMap((measure) => {
    const value = result.indices.whole[measure.key];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    const id = `${reportId.slice(0, 24)}${MEASURES.indexOf(measure).toString(16).padStart(12, '0')}`;
    return [
      {
        fullUrl: `urn:uuid:${id}`,
        resource: {
          resourceType: 'Observation',
          id,
          status: 'final',
          category: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                  code: 'vital-signs',
                  display: 'Vital Signs',
                },
              ],
            },
          ],
          code: { coding: [measure.code], text: measure.code.display },
          subject: { reference: patientRef, display: patientName || undefined },
          ...(effectivePeriod ? { effectivePeriod } : {}),
          valueQuantity: {
            value: Number(value.toFixed(measure.decimals)),
            unit: measure.unit,
            system: UCUM,
            code: measure.ucum,
          },
        },
      },
    ];
  });
  const report = {
    resourceType: 'DiagnosticReport',
    id: reportId,
    identifier: [{ system: `${publicUrl}/fhir/order-number`, value: found.order.number }],
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/v2-0074',
            code: 'PHY',
            display: 'Physician',
          },
        ],
      },
    ],
    code: {
      coding: [{ system: LOINC, code: '11524-6', display: 'EKG study' }],
      text: 'Ambulatory ECG heart-rate variability results',
    },
    subject: { reference: patientRef, display: patientName || undefined },
    ...(effectivePeriod ? { effectivePeriod } : {}),
    issued: (found.analysis.finishedAt ?? new Date()).toISOString(),
    performer: [{ display: 'HeartCheck' }],
    result: observations.map((o) => ({ reference: o.fullUrl, display: o.resource.code.text })),
    conclusion:
      'Wellness information calculated automatically from a single-lead ECG; not a diagnosis.',
    presentedForm: [
      {
        contentType: 'application/pdf',
        language: 'en-GB',
        title: `HeartCheck results ${found.order.number}`,
        data: pdf.toString('base64'),
      },
    ],
  };
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: [
      {
        fullUrl: patientRef,
        resource: {
          resourceType: 'Patient',
          id: found.order.userId,
          name: patientName ? [{ text: patientName }] : undefined,
        },
      },
      { fullUrl: `urn:uuid:${reportId}`, resource: report },
      ...observations,
    ],
  };
}
