import { EcgFormatError } from './errors.ts';
import { openEdf } from './edf.ts';
import { openWfdb } from './wfdb.ts';
import { openCsv } from './csv.ts';
import { openIshne } from './ishne.ts';
import { ISHNE_MAGIC } from './ishne-header.ts';
import type { ByteSource } from './source.ts';
import type { EcgRecording, OpenOptions } from './recording.ts';

export type EcgFormat = 'edf' | 'wfdb' | 'csv' | 'ishne';

/**
 * Open any supported file. A path is dispatched on its extension (.hea WFDB,
 * .edf/.rec EDF, .csv/.txt CSV, .ecg/.ishne ISHNE 1.0); in-memory sources need `format`,
 * except that a Uint8Array starting with the EDF version field "0       " is taken as EDF
 * and one starting with "ISHNE1.0" as ISHNE.
 */
export async function openRecording(
  source: ByteSource,
  opts: OpenOptions & { format?: EcgFormat } = {},
): Promise<EcgRecording> {
  const format = opts.format ?? guessFormat(source);
  if (format === 'edf') return openEdf(source, opts);
  if (format === 'csv') return openCsv(source, opts);
  if (format === 'ishne') return openIshne(source, opts);
  if (typeof source !== 'string')
    throw new EcgFormatError('WFDB', 'in-memory WFDB needs openWfdb({ header, signals })');
  return openWfdb(source, opts);
}

export function guessFormat(source: ByteSource): EcgFormat {
  if (typeof source === 'string') {
    const ext = source.toLowerCase().split('.').pop();
    if (ext === 'hea') return 'wfdb';
    if (ext === 'edf' || ext === 'rec') return 'edf';
    if (ext === 'csv' || ext === 'txt') return 'csv';
    // ISHNE files carry no registered extension; Holter software writes .ecg (THEW databases).
    if (ext === 'ecg' || ext === 'ishne') return 'ishne';
    throw new EcgFormatError(
      'input',
      `cannot tell the format of "${source}" from its extension; expected .hea, .edf, .csv or .ecg (ISHNE)`,
    );
  }
  const magic =
    source instanceof Uint8Array && source.length >= 8
      ? new TextDecoder('latin1').decode(source.subarray(0, 8))
      : '';
  if (magic === '0       ') return 'edf';
  if (magic === ISHNE_MAGIC) return 'ishne';
  throw new EcgFormatError(
    'input',
    'cannot tell the format of an in-memory source; pass { format }',
  );
}
