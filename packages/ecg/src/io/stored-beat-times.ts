import { EcgFormatError } from './errors.ts';
import { readCsvBeats, readWfdbBeats, type BeatTimes } from './beat-times.ts';
import { parseWfdbHeader } from './wfdb-header.ts';

/** How a product stores a beat-time file: a WFDB annotation file, or a CSV of times in seconds. */
export type StoredBeatFormat = 'beats-wfdb' | 'beats-csv';

/**
 * Reads a beat-time file kept under a name that says nothing (an upload's part file, a blob
 * copy): the format is given, and a WFDB annotation file's sampling rate comes from the
 * `.hea` header text kept with it, else from the rate given (`fs`). Here, not in the API, so
 * the API's analysis thread reads the file without loading the API.
 */
export async function readStoredBeatTimes(
  filePath: string,
  format: StoredBeatFormat,
  wfdbHeader: string | null,
  fs: number | null,
): Promise<BeatTimes> {
  if (format === 'beats-csv') return readCsvBeats(filePath, undefined);
  const header = wfdbHeader?.trim() ? parseWfdbHeader(wfdbHeader) : null;
  const rate = fs ?? header?.samplingRate;
  if (rate === undefined)
    throw new EcgFormatError(
      'WFDB annotations',
      'no sampling rate: a WFDB annotation file counts its beats in samples, so give its .hea header file or the sampling rate of the recorder (Hz)',
      'sampling rate',
    );
  const beats = await readWfdbBeats(filePath, rate);
  return { ...beats, startTime: header?.startTime ?? null };
}
