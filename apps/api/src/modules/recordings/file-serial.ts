import fs from 'node:fs/promises';
import type { RecordingFormat } from './validate.ts';

/**
 * A serial number named as such: "SN 12345", "S/N: AB-12", "serial=XY7" (case-insensitive).
 * Only a value labelled as a serial is taken: EDF+'s equipment subfield often names a model,
 * not one recorder, and comparing a model name with a serial would refuse good recordings.
 */
const LABELLED =
  /(?:^|[\s,;_])(?:S\/?N|serial(?:[\s_-]?(?:no|number))?)\s*[:=#]?\s*([A-Za-z0-9][A-Za-z0-9/-]{2,39})/i;

/** EDF header: the 80-character local recording identification at bytes 88-167 (EDF spec, Kemp 1992). */
const EDF_RECORDING_FIELD = { start: 88, length: 80 };

export function serialInText(text: string): string | null {
  const match = LABELLED.exec(text);
  return match ? match[1]!.toUpperCase() : null;
}

/** The serial in a WFDB header's comment lines ("# serial: X"), if any. */
export function serialInWfdbHeader(header: string): string | null {
  for (const line of header.split(/\r?\n/)) {
    const comment = /^\s*#(.*)$/.exec(line);
    const serial = comment ? serialInText(comment[1]!) : null;
    if (serial) return serial;
  }
  return null;
}

/** The serial in an EDF(+) recording field, e.g. "Startdate 05-JAN-2026 X X SN=HC-0042". */
export async function serialInEdf(filePath: string): Promise<string | null> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(EDF_RECORDING_FIELD.length);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, EDF_RECORDING_FIELD.start);
    return serialInText(buffer.subarray(0, bytesRead).toString('latin1'));
  } finally {
    await handle.close();
  }
}

/** The recorder serial a file carries, where its format has a place for one; else null. */
export async function serialInFile(
  filePath: string,
  format: RecordingFormat,
  wfdbHeader: string | null,
): Promise<string | null> {
  if (format === 'edf') return serialInEdf(filePath);
  if (format === 'wfdb' || format === 'beats-wfdb') return serialInWfdbHeader(wfdbHeader ?? '');
  return null;
}
