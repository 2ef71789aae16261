import { INTERPRETATION, LOCAL_CODE_SYSTEM, UCUM } from './fhir-codes.ts';
import type { GpIdentity } from './gp-identity.ts';
import { summaryLine } from './headline.ts';
import { isAmended, type Reviewed, type SignedVersion } from './reviewed.ts';

/** The GMC number's identifier system (NHS England UK Core). */
export const GMC_SYSTEM = 'https://fhir.hl7.org.uk/Id/gmc-number';

export interface FhirEntry {
  fullUrl: string;
  resource: Record<string, unknown> & { resourceType: string };
}

interface ReviewEntryInput {
  reviewed: Reviewed;
  /** The id of the n-th entry (stable within the export). */
  idOf: (n: number) => string;
  subject: { reference: string; display?: string };
  category: unknown[];
  status: string;
  effectivePeriod?: { start: string; end: string };
}

/**
 * What a GP files and acts on beyond the measures (issue 21): the signing cardiologist as a
 * Practitioner with their GMC number (the DiagnosticReport's resultsInterpreter), the urgent flag
 * as an Observation interpreted "AA" |Critical abnormal| (HL7 v3 ObservationInterpretation) with
 * its reason, and how long was analysable against how long was worn.
 */
export function reviewEntries(input: ReviewEntryInput): FhirEntry[] {
  const { reviewed, idOf } = input;
  const out: FhirEntry[] = [];
  const signed = reviewed.signed;
  if (signed) {
    const id = idOf(0);
    out.push({
      fullUrl: `urn:uuid:${id}`,
      resource: {
        resourceType: 'Practitioner',
        id,
        ...(signed.gmc ? { identifier: [{ system: GMC_SYSTEM, value: signed.gmc }] } : {}),
        name: [{ text: signed.name }],
        ...(signed.role ? { qualification: [{ code: { text: signed.role } }] } : {}),
      },
    });
  }
  const observation = (n: number, body: Record<string, unknown>): FhirEntry => {
    const id = idOf(n);
    return {
      fullUrl: `urn:uuid:${id}`,
      resource: {
        resourceType: 'Observation',
        id,
        status: input.status,
        category: input.category,
        subject: input.subject,
        ...(input.effectivePeriod ? { effectivePeriod: input.effectivePeriod } : {}),
        ...body,
      },
    };
  };
  if (reviewed.urgent)
    out.push(
      observation(1, {
        code: {
          coding: [
            { system: LOCAL_CODE_SYSTEM, code: 'urgent-finding', display: 'Urgent finding' },
          ],
          text: `Urgent finding flagged by the cardiologist: ${reviewed.urgent.label}`,
        },
        valueString: reviewed.urgent.label,
        interpretation: [
          {
            coding: [{ system: INTERPRETATION, code: 'AA', display: 'Critical abnormal' }],
            text: 'Urgent finding',
          },
        ],
        issued: reviewed.urgent.flaggedAt,
      }),
    );
  const s = reviewed.summary;
  out.push(
    observation(2, {
      code: {
        coding: [
          {
            system: LOCAL_CODE_SYSTEM,
            code: 'analysable-ecg-time',
            display: 'Analysable ECG time',
          },
        ],
        text: `Analysable ECG: ${(s.analysableDurationS / 3600).toFixed(1)} h of ${(s.recordingDurationS / 3600).toFixed(1)} h worn`,
      },
      valueQuantity: {
        value: Number((s.analysableDurationS / 3600).toFixed(1)),
        unit: 'h',
        system: UCUM,
        code: 'h',
      },
    }),
  );
  return out;
}

/** "final" once signed, "amended" from the second signed version, "preliminary" before. */
export function reportStatus(signed: SignedVersion | null): 'preliminary' | 'final' | 'amended' {
  if (!signed) return 'preliminary';
  return isAmended(signed) ? 'amended' : 'final';
}

/**
 * The DiagnosticReport's version fields: its status, the signed version as meta.versionId, issued
 * at signing (the analysis time before that), the signer as resultsInterpreter.
 */
export function versionFields(
  reviewed: Reviewed,
  practitioner: FhirEntry | undefined,
): Record<string, unknown> {
  const signed = reviewed.signed;
  const analysed = reviewed.found.analysis.finishedAt ?? new Date();
  return {
    ...(signed
      ? { meta: { versionId: String(signed.version), lastUpdated: signed.signedAt.toISOString() } }
      : {}),
    status: reportStatus(signed),
    issued: (signed?.signedAt ?? analysed).toISOString(),
    ...(practitioner && signed
      ? { resultsInterpreter: [{ reference: practitioner.fullUrl, display: signed.name }] }
      : {}),
  };
}

/**
 * The conclusion a GP reads first: the urgent flag, the one-line summary, then the
 * cardiologist's conclusion with signer, GMC number, version and any amendment.
 */
export function reportConclusion(reviewed: Reviewed, identity: GpIdentity): string {
  const urgent = reviewed.urgent
    ? `URGENT finding flagged by the cardiologist: ${reviewed.urgent.label}. `
    : '';
  const signer = identity.signer;
  const signed = reviewed.signed;
  const amended = isAmended(signed) ? `, amended: ${signed?.amendmentReason ?? ''}` : '';
  const opinion = signer
    ? `${signer.conclusion} (Cardiologist's conclusion, signed by ${signer.name}, ${signer.role}${signer.gmc ? `, GMC ${signer.gmc}` : ''}, report version ${signer.version}${amended}.)`
    : 'Automated analysis of a single-lead ECG, not yet reviewed by a cardiologist; not a diagnosis.';
  return `${urgent}${summaryLine(reviewed.summary)}. ${opinion}`;
}

/** The results PDF, and the signed cardiac report PDF of the same version kept attached. */
export function presentedForms(
  orderNumber: string,
  pdf: Buffer,
  reviewed: Reviewed,
  cardiacPdf: Buffer | undefined,
): Record<string, unknown>[] {
  const signed = reviewed.signed;
  const forms: Record<string, unknown>[] = [
    {
      contentType: 'application/pdf',
      language: 'en-GB',
      title: `HeartCheck results ${orderNumber}`,
      data: pdf.toString('base64'),
    },
  ];
  if (cardiacPdf && signed)
    forms.push({
      contentType: 'application/pdf',
      language: 'en-GB',
      title: `HeartCheck cardiac report ${orderNumber} version ${signed.version} (signed)`,
      data: cardiacPdf.toString('base64'),
      creation: signed.signedAt.toISOString(),
    });
  return forms;
}
