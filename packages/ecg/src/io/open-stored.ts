import { openRecording, type EcgFormat } from './open.ts';
import type { EcgRecording } from './recording.ts';
import { openWfdb, parseWfdbHeader } from './wfdb.ts';

/**
 * Opens a recording kept as one file of a known format. A WFDB record is its header text plus one
 * signal file: every signal file the header names is served from `filePath`. (Here, not in the
 * API's recordings module, so the API's analysis thread opens a file without loading the API.)
 */
export async function openStoredRecording(
  filePath: string,
  format: EcgFormat,
  wfdbHeader: string | null,
): Promise<EcgRecording> {
  if (format === 'wfdb') {
    const header = parseWfdbHeader(wfdbHeader ?? '');
    const signals = Object.fromEntries(header.signals.map((signal) => [signal.file, filePath]));
    return openWfdb({ header: wfdbHeader ?? '', signals });
  }
  return openRecording(filePath, { format });
}
