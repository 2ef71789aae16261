import { eq } from 'drizzle-orm';
import type { FilePatient } from '@heartcheck/ecg/io/recording';
import type { PatientMismatch } from '@heartcheck/contracts/recordings';
import type { Database } from '../../db/client.ts';
import { orders } from '../orders/public.ts';
import { users } from '../users/public.ts';

/**
 * The wrong-patient check on the file's own fields: a Holter recorder is set up with the
 * patient's name and birth date (ISHNE fixed header, EDF+ patient subfields), and a file that
 * names someone else is another patient's recording. The comparison leans towards asking:
 * a false alarm costs staff one confirmation, a false match attaches another person's heart.
 */
export interface OrderPatient {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when the order has none. */
  dateOfBirth: string | null;
}

export async function orderPatient(db: Database, orderId: string): Promise<OrderPatient> {
  const row = (
    await db
      .select({ f: users.firstName, l: users.lastName, dob: orders.patientDateOfBirth })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
  )[0];
  return { firstName: row?.f ?? '', lastName: row?.l ?? '', dateOfBirth: row?.dob ?? null };
}

/**
 * Words of a name, comparable across recorders: accents dropped (NFKD), case folded, and
 * anything not a letter a separator, so "TAYLOR^ALEX", "Taylor, Alex" and "alex taylor" agree.
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/**
 * The file's name is the order's when it contains the order's whole surname and every other
 * word is one of the order's given names or its initial (any order: recorders write "Taylor
 * Alex", "A Taylor"). A given name alone, another spelling or an extra name is a disagreement.
 */
export function sameName(fileName: string, patient: OrderPatient): boolean {
  const file = nameWords(fileName);
  const surname = nameWords(patient.lastName);
  const all = [...nameWords(patient.firstName), ...surname];
  if (file.length === 0 || surname.length === 0) return file.length === 0;
  const hasSurname = surname.every((w) => file.includes(w));
  const known = file.every(
    (w) => all.includes(w) || (w.length === 1 && all.some((a) => a[0] === w)),
  );
  return hasSurname && known;
}

/**
 * What disagrees between the file and the order; null when nothing does or the file carries
 * no patient fields (CSV, WFDB, an anonymised EDF+). A field missing on either side is not
 * compared: an order without a birth date cannot contradict the file's.
 */
export function patientMismatchOf(
  file: FilePatient | null,
  patient: OrderPatient,
): PatientMismatch | null {
  if (!file) return null;
  const disagree: PatientMismatch['disagree'] = [];
  if (file.name && !sameName(file.name, patient)) disagree.push('name');
  if (file.birthDate && patient.dateOfBirth && file.birthDate !== patient.dateOfBirth)
    disagree.push('dateOfBirth');
  if (disagree.length === 0) return null;
  return {
    file: { name: file.name, dateOfBirth: file.birthDate },
    order: {
      name: `${patient.firstName} ${patient.lastName}`.trim(),
      dateOfBirth: patient.dateOfBirth,
    },
    disagree,
  };
}
