import { EcgFormatError, checkSamplingRate } from './errors.ts';
import { byteChunks, type ByteSource } from './source.ts';
import type { EcgRecording, OpenOptions } from './recording.ts';

/**
 * Plain CSV: one "time,millivolts" row per sample, time in seconds. An
 * optional first line of column names and "#" comment lines are allowed; a
 * comment "# start: <ISO date-time>" gives the recording start.
 * The sampling rate is taken from the first two time stamps and every later
 * row must sit on that grid (within a quarter of a sample) so a gap or a
 * shuffled row is an error instead of a silently shifted signal.
 */
const F = 'CSV';

export async function openCsv(source: ByteSource, opts: OpenOptions = {}): Promise<EcgRecording> {
  if ((opts.channel ?? 0) !== 0)
    throw new EcgFormatError(F, `channel ${opts.channel} does not exist; a CSV holds one signal`);
  const lines = csvLines(source);
  // Look ahead at the first two data rows to learn the sampling rate before streaming.
  const head: { line: number; t: number; v: number }[] = [];
  let startTime: Date | undefined;
  const iter: AsyncIterator<{ text: string; line: number }> = lines[Symbol.asyncIterator]();
  while (head.length < 2) {
    const r = await iter.next();
    if (r.done) break;
    const row = parseRow(r.value.text, r.value.line);
    if (row === 'comment') {
      const m = /^#\s*start:\s*(\S.*)$/i.exec(r.value.text.trim());
      if (m) {
        startTime = new Date(m[1]!.trim());
        if (Number.isNaN(startTime.getTime()))
          throw new EcgFormatError(
            F,
            `line ${r.value.line}: start "${m[1]}" is not a date-time`,
            `line ${r.value.line}`,
          );
      }
      continue;
    }
    if (row === 'header') {
      if (head.length > 0)
        throw new EcgFormatError(
          F,
          `line ${r.value.line}: non-numeric row "${r.value.text.slice(0, 40)}"`,
          `line ${r.value.line}`,
        );
      continue;
    }
    head.push(row);
  }
  if (head.length < 2)
    throw new EcgFormatError(F, `fewer than two samples; cannot determine the sampling rate`);
  const dt = head[1]!.t - head[0]!.t;
  const fs = 1 / dt;
  checkSamplingRate(F, fs, `from the time stamps on lines ${head[0]!.line}-${head[1]!.line}`);
  const t0 = head[0]!.t;
  let consumed = false;
  return {
    format: 'csv',
    samplingRate: Math.round(fs * 1e6) / 1e6,
    channel: 0,
    channelNames: ['ECG'],
    declaredSamples: undefined,
    startTime,
    annotations: [],
    async *samples() {
      if (consumed) throw new Error('CSV: samples() can only be iterated once per open');
      consumed = true;
      const out = new Float32Array(65536);
      let filled = 0;
      let n = 0;
      const take = (row: { line: number; t: number; v: number }): void => {
        const expected = t0 + n * dt;
        if (Math.abs(row.t - expected) > 0.25 * dt) {
          throw new EcgFormatError(
            F,
            `line ${row.line}: time ${row.t} s is off the ${fs.toFixed(3)} Hz grid (expected ${expected.toFixed(6)} s): missing, repeated or shuffled rows`,
            `line ${row.line}`,
          );
        }
        out[filled++] = row.v;
        n++;
      };
      for (const row of head) take(row);
      for (;;) {
        const r = await iter.next();
        if (r.done) break;
        const row = parseRow(r.value.text, r.value.line);
        if (row === 'comment') continue;
        if (row === 'header')
          throw new EcgFormatError(
            F,
            `line ${r.value.line}: non-numeric row "${r.value.text.slice(0, 40)}"`,
            `line ${r.value.line}`,
          );
        take(row);
        if (filled === out.length) {
          yield out;
          filled = 0;
        }
      }
      if (filled > 0) yield out.subarray(0, filled);
    },
  };
}

function parseRow(
  text: string,
  line: number,
): { line: number; t: number; v: number } | 'comment' | 'header' {
  const s = text.trim();
  if (s === '' || s.startsWith('#')) return 'comment';
  const parts = s.split(/[,;\t]/);
  if (parts.length < 2)
    throw new EcgFormatError(
      F,
      `line ${line}: expected "time,millivolts", got "${s.slice(0, 40)}"`,
      `line ${line}`,
    );
  const t = Number(parts[0]);
  const v = Number(parts[1]);
  if (parts[0]!.trim() === '' || parts[1]!.trim() === '')
    throw new EcgFormatError(F, `line ${line}: empty field`, `line ${line}`);
  if (Number.isNaN(t) && Number.isNaN(v) && /[a-z]/i.test(s) && !/nan/i.test(s)) return 'header';
  if (!Number.isFinite(t))
    throw new EcgFormatError(
      F,
      `line ${line}: time "${parts[0]}" is not a finite number`,
      `line ${line}`,
    );
  if (!Number.isFinite(v))
    throw new EcgFormatError(
      F,
      `line ${line}: value "${parts[1]}" is not a finite number`,
      `line ${line}`,
    );
  if (Math.abs(v) > 1000)
    throw new EcgFormatError(
      F,
      `line ${line}: ${v} mV is not a plausible ECG value (|v| > 1000 mV)`,
      `line ${line}`,
    );
  return { line, t, v };
}

/** Split a byte stream into lines without holding more than one chunk plus a partial line. */
async function* csvLinesImpl(source: ByteSource): AsyncGenerator<{ text: string; line: number }> {
  const dec = new TextDecoder('utf-8');
  let rest = '';
  let line = 0;
  for await (const chunk of byteChunks(source)) {
    const text = rest + dec.decode(chunk, { stream: true });
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    if (rest.length > 4096)
      throw new EcgFormatError(
        F,
        `line ${line + 1} is longer than 4096 characters`,
        `line ${line + 1}`,
      );
    for (const p of parts) yield { text: p, line: ++line };
  }
  rest += dec.decode();
  if (rest.trim() !== '') yield { text: rest, line: line + 1 };
}

function csvLines(source: ByteSource): AsyncIterable<{ text: string; line: number }> {
  const gen = csvLinesImpl(source);
  return { [Symbol.asyncIterator]: () => gen };
}
