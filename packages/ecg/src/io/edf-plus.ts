import { EcgFormatError } from './errors.ts';
import type { FilePatient } from './recording.ts';

/**
 * EDF+ identification subfields (Kemp & Olivan 2003, https://www.edfplus.info/specs/edfplus.html
 * sections 2.1.3.1-2.1.3.3). The local patient identification (header bytes 8-87) is
 * "code sex birthdate name [more]", e.g. "MCH-0234567 F 02-MAY-1951 Haagse_Harry"; the local
 * recording identification (bytes 88-167) starts "Startdate dd-MMM-yyyy". Subfields are
 * separated by spaces, spaces inside one are written "_", and "X" means unknown.
 */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export interface EdfPlusDate {
  year: number;
  month: number;
  day: number;
}

/** A dd-MMM-yyyy subfield (month in English capitals), or undefined when it is not one. */
export function parseEdfPlusDate(text: string): EdfPlusDate | undefined {
  const m = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[2]!.toUpperCase()) + 1 : 0;
  if (!m || month === 0) return undefined;
  const [day, year] = [Number(m[1]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCDate() !== day || d.getUTCMonth() !== month - 1) return undefined;
  return { year, month, day };
}

const unknown = (s: string | undefined): boolean => s === undefined || s === '' || s === 'X';

/**
 * The patient subfields of an EDF+ file. A birthdate that is there but not a date is refused:
 * the intake check compares it with the order, and a garbled one must not pass as "unknown".
 */
export function edfPlusPatient(field: string): FilePatient {
  const [code, sex, birth, name] = field.trim().split(/ +/);
  let birthDate: string | null = null;
  if (!unknown(birth)) {
    const d = parseEdfPlusDate(birth!);
    if (!d)
      throw new EcgFormatError(
        'EDF',
        `header: EDF+ patient birthdate "${birth}" (byte 8) is not a date dd-MMM-yyyy such as 02-MAY-1951`,
        'byte 8',
      );
    const p = (n: number) => String(n).padStart(2, '0');
    birthDate = `${d.year}-${p(d.month)}-${p(d.day)}`;
  }
  return {
    name: unknown(name) ? null : name!.replace(/_/g, ' ').trim(),
    id: unknown(code) ? null : code!,
    sex: sex === 'M' ? 'male' : sex === 'F' ? 'female' : null,
    birthDate,
  };
}

/**
 * The recording's start with the 4-digit year of the EDF+ "Startdate" subfield. The header's
 * dd.mm.yy only holds 1985-2084 (EDF spec); EDF+ says to take the year from the recording
 * field. Used only when the two agree on day, month and yy; otherwise the header stands.
 */
export function edfPlusStart(recording: string, headerStart: Date): Date {
  const m = /^Startdate (\S+)/.exec(recording.trim());
  const d = m ? parseEdfPlusDate(m[1]!) : undefined;
  if (
    !d ||
    d.day !== headerStart.getDate() ||
    d.month !== headerStart.getMonth() + 1 ||
    d.year % 100 !== headerStart.getFullYear() % 100
  )
    return headerStart;
  const start = new Date(headerStart);
  start.setFullYear(d.year);
  return start;
}
