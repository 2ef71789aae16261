import type { PatientSex } from '@heartcheck/contracts/patient-sex';
import {
  gpLine,
  referralReasonLine,
  type OrderReferral,
} from '@heartcheck/contracts/referral-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/public.ts';
import { users } from '../users/public.ts';
import { referralOf } from '../orders/public.ts';
import type { FinishedAnalysis } from './finished.ts';
import { formatNumber } from './indices.ts';
import type { SignedVersion } from './reviewed.ts';

/**
 * What a GP needs to file a report: who the patient is, when the recording ran (UK local time,
 * stated once), who signed and when, and which report this is. Shared by both PDFs.
 */
export interface GpIdentity {
  patientName: string;
  dateOfBirth: string | null;
  /** As stated on the order (female, male, not_stated), null when not asked. */
  sex: PatientSex | null;
  nhsNumber: string | null;
  /** Recording start and end as UK wall-clock "YYYY-MM-DDTHH:MM:SS" (the device's clock). */
  recordingStart: string | null;
  recordingEnd: string | null;
  durationH: string;
  analysableH: string;
  /** Why the check was ordered and the GP practice, as the order states them (issue 21). */
  referral: OrderReferral;
  /** The Terms version the customer accepted at checkout and when; null before it was recorded. */
  terms: { version: string; acceptedAt: Date } | null;
  signer: {
    name: string;
    role: string;
    gmc: string;
    signedAt: Date | null;
    version: number;
    conclusion: string;
  } | null;
}

export const TIME_ZONE_NOTE = 'All times are UK local time (GMT or BST, as in force on the day).';

const dayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const ukDayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A UK wall-clock "YYYY-MM-DDTHH:MM:SS" as "Mon 5 Jan 2026, 09:30". */
export function wallClock(local: string | null): string {
  return local ? dayTime.format(new Date(`${local}Z`)) : 'unknown';
}

/** An instant as UK local time. */
export function ukTime(at: Date): string {
  return ukDayTime.format(at);
}

export function formatNhsNumber(nhs: string): string {
  return `${nhs.slice(0, 3)} ${nhs.slice(3, 6)} ${nhs.slice(6)}`;
}

/**
 * The identity block of a document. `signed` is the version the document shows (the reviews
 * module's `reviewedResult` picks it), so version 1 keeps naming its own signer and time.
 */
export async function gpIdentity(
  db: Database,
  found: FinishedAnalysis,
  signed: SignedVersion | null = null,
): Promise<GpIdentity> {
  const result = found.analysis.result as StoredResult;
  const durationS = result.totalSamples / result.samplingRate;
  const patient = (
    await db
      .select({ f: users.firstName, l: users.lastName })
      .from(users)
      .where(eq(users.id, found.order.userId))
  )[0];
  const end = result.startTime
    ? new Date(new Date(`${result.startTime}Z`).getTime() + durationS * 1000)
        .toISOString()
        .slice(0, 19)
    : null;
  return {
    patientName: patient ? `${patient.f} ${patient.l}`.trim() : '',
    dateOfBirth: found.order.patientDateOfBirth,
    sex: found.order.patientSex,
    nhsNumber: found.order.nhsNumber,
    recordingStart: result.startTime,
    recordingEnd: end,
    durationH: formatNumber(durationS / 3600, 1),
    analysableH: formatNumber(result.summary.analysableDurationS / 3600, 1),
    referral: referralOf(found.order),
    terms:
      found.order.termsVersion && found.order.termsAcceptedAt
        ? { version: found.order.termsVersion, acceptedAt: found.order.termsAcceptedAt }
        : null,
    signer: signed
      ? {
          name: signed.name,
          role: signed.role || 'Cardiologist',
          gmc: signed.gmc,
          signedAt: signed.signedAt,
          version: signed.version,
          conclusion: signed.conclusion,
        }
      : null,
  };
}

const SEX_LABELS: Record<PatientSex, string> = {
  female: 'female',
  male: 'male',
  not_stated: 'not stated',
};

/** The identity lines printed under each PDF's title. */
export function identityLines(id: GpIdentity, reportId: string): string[] {
  const dob = id.dateOfBirth
    ? longDay.format(new Date(`${id.dateOfBirth}T00:00:00Z`))
    : 'not given';
  return [
    `Patient: ${id.patientName || 'unknown'} · Date of birth: ${dob} · Sex: ${SEX_LABELS[id.sex ?? 'not_stated']}${id.nhsNumber ? ` · NHS number: ${formatNhsNumber(id.nhsNumber)}` : ''}`,
    `Recording: ${wallClock(id.recordingStart)} to ${wallClock(id.recordingEnd)} · ${id.durationH} h recorded, ${id.analysableH} h analysable`,
    referralReasonLine(id.referral),
    gpLine(id.referral),
    id.signer
      ? `Reviewed and signed by ${id.signer.name}, ${id.signer.role}${id.signer.gmc ? `, GMC ${id.signer.gmc}` : ''}, on ${id.signer.signedAt ? ukTime(id.signer.signedAt) : ''}`
      : 'Not yet reviewed by a cardiologist (staff copy).',
    `Report ${reportId}`,
    TIME_ZONE_NOTE,
  ];
}

/**
 * "Terms accepted: version 2026-11-26, 26 Nov 2026, 14:05": the contract the service was bought
 * under, stated on the results report (issue 21).
 */
export function termsLine(id: GpIdentity): string {
  return id.terms
    ? `Terms accepted: version ${id.terms.version}, ${ukTime(id.terms.acceptedAt)}`
    : 'Terms accepted: not recorded (order placed before acceptance was recorded)';
}

/** The patient as the cardiologist's review screen shows them. */
export async function patientOf(
  db: Database,
  found: FinishedAnalysis,
): Promise<{
  name: string;
  dateOfBirth: string | null;
  age: number | null;
  sex: PatientSex | null;
  nhsNumber: string | null;
  referral: OrderReferral;
}> {
  const id = await gpIdentity(db, found);
  const dob = id.dateOfBirth;
  let age: number | null = null;
  if (dob) {
    const today = new Date().toISOString().slice(0, 10);
    age =
      Number(today.slice(0, 4)) - Number(dob.slice(0, 4)) - (today.slice(5) < dob.slice(5) ? 1 : 0);
  }
  return {
    name: id.patientName,
    dateOfBirth: dob,
    age,
    sex: id.sex,
    nhsNumber: id.nhsNumber ? formatNhsNumber(id.nhsNumber) : null,
    referral: id.referral,
  };
}
