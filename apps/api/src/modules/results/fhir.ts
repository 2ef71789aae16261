import { BEAT_TIMES_NOTICE } from './beat-times-notice.ts';
import type { HrvIndices } from '@heartcheck/ecg/types';
import type { StoredResult } from '../analysis/public.ts';
import { withOneMeanHr, type FinishedAnalysis } from './service.ts';
import { unreviewed, type Reviewed } from './reviewed.ts';
import {
  presentedForms,
  reportConclusion,
  reportStatus,
  reviewEntries,
  versionFields,
  type FhirEntry,
} from './fhir-review.ts';
import { ukInstant } from '../../lib/uk-day.ts';
import type { GpIdentity } from './gp-identity.ts';
import { holterFindings, type HolterFinding } from './fhir-findings.ts';
import { LOCAL_CODE_SYSTEM, UCUM } from './fhir-codes.ts';
import { WITHHELD_TEXT } from './indices.ts';
import { referralEntries } from './fhir-referral.ts';

const NHS_NUMBER_SYSTEM = 'https://fhir.nhs.uk/Id/nhs-number';

/**
 * "procedure" (observation-category): measurements derived from the Holter recording, not
 * vital signs taken from the patient (the vital-signs profile would demand its own codes).
 */
const PROCEDURE_CATEGORY = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'procedure',
        display: 'Procedure',
      },
    ],
  },
];

/** A UK wall-clock "YYYY-MM-DDTHH:MM:SS" (the recorder's clock) as an instant with its zone. */
export function ukDateTime(local: string): string {
  return ukInstant(local.slice(0, 10), local.slice(11, 19)).toISOString();
}

const LOINC = 'http://loinc.org';

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
 * A withheld index says why instead of carrying a number: dataAbsentReason "not-applicable"
 * (HL7 data-absent-reason) with the reason the customer reads on the results screen.
 */
function withheldValue(reason: string): Record<string, unknown> {
  return {
    dataAbsentReason: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
          code: 'not-applicable',
          display: 'Not Applicable',
        },
      ],
      text: WITHHELD_TEXT[reason] ?? 'Not shown for this rhythm.',
    },
  };
}

/** What the signed review adds to the export: its figures and the signed cardiac report PDF. */
export interface FhirReview {
  /** The signed version the export shows (`reviewedResult`); unreviewed without one. */
  reviewed?: Reviewed;
  /** The signed cardiac report PDF of that version, kept attached (presentedForm). */
  cardiacPdf?: Buffer;
}

/** The Patient: NHS number, name, birth date, gender, and their GP practice when given. */
function patientEntry(
  id: string,
  fullUrl: string,
  identity: GpIdentity,
  gp: FhirEntry | undefined,
): FhirEntry {
  return {
    fullUrl,
    resource: {
      resourceType: 'Patient',
      id,
      ...(identity.nhsNumber
        ? { identifier: [{ system: NHS_NUMBER_SYSTEM, value: identity.nhsNumber }] }
        : {}),
      name: identity.patientName ? [{ text: identity.patientName }] : undefined,
      ...(identity.dateOfBirth ? { birthDate: identity.dateOfBirth } : {}),
      ...(identity.sex ? { gender: identity.sex === 'not_stated' ? 'unknown' : identity.sex } : {}),
      ...(gp ? { generalPractitioner: [{ reference: gp.fullUrl }] } : {}),
    },
  };
}

/**
 * The results as an HL7 FHIR R4 Bundle (type collection): a DiagnosticReport referencing one
 * Observation per measure, the signing cardiologist as a Practitioner (resultsInterpreter), and
 * the results PDF and the signed cardiac report PDF in presentedForm. Figures, status and signer
 * are those of the signed version `review.reviewed` shows (issue 20: one truth).
 */
export function resultsFhirBundle(
  found: FinishedAnalysis,
  pdf: Buffer,
  publicUrl: string,
  identity: GpIdentity,
  review: FhirReview = {},
): Record<string, unknown> {
  const reviewed = review.reviewed ?? unreviewed(found);
  // Observations of a signed export are final; an amended version's are amended with it.
  const obsStatus = reviewed.signed ? reportStatus(reviewed.signed) : 'final';
  const patientName = identity.patientName;
  const result = found.analysis.result as StoredResult;
  const reportId = found.analysis.id;
  const effectiveStart = result.startTime;
  const durationS = result.totalSamples / result.samplingRate;
  const effectivePeriod = effectiveStart
    ? {
        start: ukDateTime(effectiveStart),
        end: new Date(
          new Date(ukDateTime(effectiveStart)).getTime() + durationS * 1000,
        ).toISOString(),
      }
    : undefined;
  const patientRef = `urn:uuid:${found.order.userId}`;
  const whole = withOneMeanHr(result);
  const observations = MEASURES.flatMap((measure) => {
    const value = whole[measure.key];
    const withheld = whole.withheld?.indices.includes(measure.key) ? whole.withheld : null;
    const measured = typeof value === 'number' && Number.isFinite(value);
    if (!measured && !withheld) return [];
    const id = `${reportId.slice(0, 24)}${MEASURES.indexOf(measure).toString(16).padStart(12, '0')}`;
    return [
      {
        fullUrl: `urn:uuid:${id}`,
        resource: {
          resourceType: 'Observation',
          id,
          status: obsStatus,
          category: PROCEDURE_CATEGORY,
          code: { coding: [measure.code], text: measure.code.display },
          subject: { reference: patientRef, display: patientName || undefined },
          ...(effectivePeriod ? { effectivePeriod } : {}),
          ...(measured
            ? {
                valueQuantity: {
                  value: Number(value.toFixed(measure.decimals)),
                  unit: measure.unit,
                  system: UCUM,
                  code: measure.ucum,
                },
              }
            : withheldValue(withheld!.reason)),
        },
      },
    ];
  });
  const finding = (n: number, f: HolterFinding) => {
    const id = `${reportId.slice(0, 24)}${(0x100 + n).toString(16).padStart(12, '0')}`;
    return {
      fullUrl: `urn:uuid:${id}`,
      resource: {
        resourceType: 'Observation',
        id,
        status: obsStatus,
        category: PROCEDURE_CATEGORY,
        code: { coding: [f.code], text: f.text },
        subject: { reference: patientRef, display: patientName || undefined },
        ...(effectivePeriod ? { effectivePeriod } : {}),
        valueQuantity: f.value,
        ...(f.interpretation ? { interpretation: [f.interpretation] } : {}),
      },
    };
  };
  const findings = holterFindings(reviewed.summary).map((f, i) => finding(i + 1, f));
  const extra: FhirEntry[] = reviewEntries({
    reviewed,
    idOf: (n) => `${reportId.slice(0, 24)}${(0x200 + n).toString(16).padStart(12, '0')}`,
    subject: { reference: patientRef, display: patientName || undefined },
    category: PROCEDURE_CATEGORY,
    status: obsStatus,
    effectivePeriod,
  });
  const practitioner = extra.find((e) => e.resource.resourceType === 'Practitioner');
  const referral = referralEntries({
    referral: identity.referral,
    idOf: (n) => `${reportId.slice(0, 24)}${(0x300 + n).toString(16).padStart(12, '0')}`,
    patientRef,
    orderNumber: found.order.number,
    orderedAt: found.order.createdAt.toISOString(),
    publicUrl,
  });
  const observed = [...observations, ...findings, ...extra.filter((e) => e !== practitioner)];
  // the result says what it was made from (a unit test's analysis may come without its recording)
  const noEcg = result.source === 'beat-times' ? BEAT_TIMES_NOTICE : null;
  const report = {
    resourceType: 'DiagnosticReport',
    id: reportId,
    ...versionFields(reviewed, practitioner),
    basedOn: [{ reference: referral.serviceRequest.fullUrl }],
    identifier: [{ system: `${publicUrl}/fhir/order-number`, value: found.order.number }],
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
      text: noEcg
        ? 'Ambulatory heart rhythm and heart-rate variability results from beat times only (no ECG)'
        : 'Ambulatory ECG heart-rate variability results',
    },
    subject: { reference: patientRef, display: patientName || undefined },
    ...(effectivePeriod ? { effectivePeriod } : {}),
    performer: [{ display: 'HeartCheck' }],
    result: observed.map((o) => ({
      reference: o.fullUrl,
      display: (o.resource.code as { text: string }).text,
    })),
    // a beat-time recording's conclusion starts with what the findings come from (no ECG)
    conclusion: [noEcg, reportConclusion(reviewed, identity)].filter(Boolean).join('\n\n'),
    presentedForm: presentedForms(found.order.number, pdf, reviewed, review.cardiacPdf),
  };
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: [
      patientEntry(found.order.userId, patientRef, identity, referral.organization),
      { fullUrl: `urn:uuid:${reportId}`, resource: report },
      ...(practitioner ? [practitioner] : []),
      referral.serviceRequest,
      ...(referral.organization ? [referral.organization] : []),
      ...observed,
    ],
  };
}
