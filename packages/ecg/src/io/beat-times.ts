import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { EcgFormatError } from './errors.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from './wfdb-annotations.ts';
import { parseWfdbHeader } from './wfdb-header.ts';
import { CLASS_N, CLASS_Q, CLASS_S, CLASS_V, CLASS_F } from '../classify/beat-classes.ts';

/**
 * Beat times from a file that has no ECG, only beats: a WFDB annotation file (MIT format, such
 * as the AF database's `04015.qrs` or the long-term AF database's `00.atr`), of which only the
 * beat annotations count (rhythm changes, noise marks and comments are ignored), or a CSV of
 * beat times in seconds. Many recorders and watches export only this.
 */
export interface BeatTimes {
  /** Sampling rate the sample indices are at (Hz). */
  fs: number;
  /** Beat times as sample indices at `fs`, increasing. */
  samples: Float64Array;
  /**
   * AAMI class per beat (0-4 = N S V F Q) where the file labels its beats (a reference `.atr`),
   * else null: a `.qrs` file or a CSV says nothing about the beat's origin.
   */
  classes: Uint8Array | null;
  format: 'wfdb-annotations' | 'csv';
  /** Start date-time from a WFDB header beside the file, else null. */
  startTime: Date | null;
}

/** MIT-BIH beat labels to AAMI classes (ANSI/AAMI EC57:2012, table 1). */
const AAMI: Record<string, number> = {
  N: CLASS_N,
  L: CLASS_N,
  R: CLASS_N,
  e: CLASS_N,
  j: CLASS_N,
  A: CLASS_S,
  a: CLASS_S,
  J: CLASS_S,
  S: CLASS_S,
  V: CLASS_V,
  E: CLASS_V,
  F: CLASS_F,
  '/': CLASS_Q,
  f: CLASS_Q,
  Q: CLASS_Q,
};

/** Sampling rates a beat file may declare: the readers' 25 Hz-20 kHz. */
const FS_RANGE = [25, 20000] as const;
/**
 * Sample indices of a CSV's beats when no rate is given: 1000 Hz, so indices are milliseconds.
 */
export const CSV_DEFAULT_FS = 1000;

export async function readBeatTimes(file: string, opts: { fs?: number } = {}): Promise<BeatTimes> {
  if (opts.fs !== undefined) checkFs(opts.fs, '--fs');
  return /\.(csv|txt)$/i.test(file) ? readCsvBeats(file, opts.fs) : readWfdbBeats(file, opts.fs);
}

function checkFs(fs: number, where: string): void {
  if (!(fs >= FS_RANGE[0] && fs <= FS_RANGE[1]))
    throw new EcgFormatError('beat times', `sampling rate ${fs} Hz is outside 25-20000 Hz`, where);
}

/** The sampling rate of a WFDB annotation file: `--fs`, else the `.hea` beside it. */
async function wfdbFs(
  file: string,
  fs: number | undefined,
): Promise<{ fs: number; startTime: Date | null }> {
  const hea = file.replace(/\.[^./\\]*$/, '') + '.hea';
  const h = hea !== file && existsSync(hea) ? parseWfdbHeader(await readFile(hea, 'latin1')) : null;
  if (fs !== undefined) return { fs, startTime: h?.startTime ?? null };
  if (h) {
    checkFs(h.samplingRate, hea);
    return { fs: h.samplingRate, startTime: h.startTime ?? null };
  }
  throw new EcgFormatError(
    'WFDB annotations',
    `no sampling rate: there is no ${hea.split(/[/\\]/).pop()} beside the file; pass --fs HZ (the MIT-BIH AF database is 250 Hz, the long-term AF database 128 Hz)`,
    file,
  );
}

export async function readWfdbBeats(file: string, fsOpt: number | undefined): Promise<BeatTimes> {
  const { fs, startTime } = await wfdbFs(file, fsOpt);
  const ann = (await readWfdbAnnotations(file)).filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1));
  if (ann.length < 3)
    throw new EcgFormatError(
      'WFDB annotations',
      `${ann.length} beat annotation(s) in the file; at least 3 are needed`,
      file,
    );
  const samples = new Float64Array(ann.length);
  const classes = new Uint8Array(ann.length);
  let labelled = false;
  for (let i = 0; i < ann.length; i++) {
    samples[i] = ann[i]!.sample;
    const c = AAMI[ann[i]!.label] ?? CLASS_Q;
    classes[i] = c;
    if (ann[i]!.label !== 'N') labelled = true;
  }
  // a detector's output (.qrs) calls every beat N: that is no statement about its origin
  return { fs, samples, classes: labelled ? classes : null, format: 'wfdb-annotations', startTime };
}

/**
 * CSV: one beat a row, its time in seconds in the first column; an optional header row (a
 * first row that is not a number), blank lines and `#` comments are skipped.
 */
export async function readCsvBeats(file: string, fsOpt: number | undefined): Promise<BeatTimes> {
  const fs = fsOpt ?? CSV_DEFAULT_FS;
  const lines = (await readFile(file, 'utf8')).split(/\r?\n/);
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const cell = line.split(/[,;\t]/)[0]!.trim();
    const t = Number(cell);
    if (cell === '' || !Number.isFinite(t)) {
      if (out.length === 0 && i === firstDataLine(lines)) continue; // header row
      throw new EcgFormatError(
        'CSV beat times',
        `line ${i + 1}: "${cell}" is not a time in seconds`,
        `line ${i + 1}`,
      );
    }
    if (t < 0)
      throw new EcgFormatError(
        'CSV beat times',
        `line ${i + 1}: negative time ${t}`,
        `line ${i + 1}`,
      );
    const prev = out[out.length - 1];
    if (prev !== undefined && t <= prev)
      throw new EcgFormatError(
        'CSV beat times',
        `line ${i + 1}: ${t} s does not come after ${prev} s; beat times must increase`,
        `line ${i + 1}`,
      );
    out.push(t);
  }
  if (out.length < 3)
    throw new EcgFormatError(
      'CSV beat times',
      `${out.length} beat time(s); at least 3 are needed`,
      file,
    );
  return {
    fs,
    samples: Float64Array.from(out, (t) => t * fs),
    classes: null,
    format: 'csv',
    startTime: null,
  };
}

function firstDataLine(lines: string[]): number {
  return lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
}
