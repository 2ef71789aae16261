import { EcgFormatError, checkSamplingRate } from './errors.ts';
import { byteChunks, type ByteSource } from './source.ts';
import type { EcgRecording, OpenOptions } from './recording.ts';

/**
 * Plain CSV: one "time,millivolts" row per sample, time in seconds. An
 * optional first line of column names and "#" comment lines are allowed; a
 * comment "# start: <ISO date-time>" gives the recording start.
 * The sampling rate is taken from the whole time column - (rows - 1) / (last - first time) -
 * when the source can be read twice (a path or bytes in memory), else from the first
 * LOOKAHEAD_ROWS rows: time stamps are rounded (6 decimals is common) and two rounded stamps
 * give a rate off by up to 1e-6 / dt, enough to drift off the grid within seconds at
 * 128-360 Hz. Every row must sit on the grid (within a quarter of a sample) so a gap or a
 * shuffled row is an error instead of a silently shifted signal; the grid step is refined
 * from each accepted row, (t_n - t_0) / n, so rounding never accumulates.
 */
const LOOKAHEAD_ROWS = 4096;
const F = 'CSV';

export async function openCsv(source: ByteSource, opts: OpenOptions = {}): Promise<EcgRecording> {
  if ((opts.channel ?? 0) !== 0)
    throw new EcgFormatError(F, `channel ${opts.channel} does not exist; a CSV holds one signal`);
  const whole =
    typeof source === 'string' || source instanceof URL || source instanceof Uint8Array
      ? await timeColumn(source)
      : undefined;
  const lines = csvLines(source);
  // Look ahead at the first data rows to learn the sampling rate before streaming.
  const head: { line: number; t: number; v: number }[] = [];
  let startTime: Date | undefined;
  const iter: AsyncIterator<{ text: string; line: number }> = lines[Symbol.asyncIterator]();
  while (head.length < 2 || (!whole && head.length < LOOKAHEAD_ROWS)) {
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
  const t0 = head[0]!.t;
  const last = whole ?? { n: head.length, t: head[head.length - 1]!.t };
  const fs = (last.n - 1) / (last.t - t0);
  checkSamplingRate(F, fs, `from the time stamps of ${last.n} rows from line ${head[0]!.line}`);
  let consumed = false;
  return {
    format: 'csv',
    samplingRate: snapRate(fs, last.t - t0),
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
      let dt = head[1]!.t - t0;
      const take = (row: { line: number; t: number; v: number }): void => {
        const expected = t0 + n * dt;
        if (Math.abs(row.t - expected) > 0.25 * dt) {
          throw new EcgFormatError(
            F,
            `line ${row.line}: time ${row.t} s is off the ${(1 / dt).toFixed(3)} Hz grid (expected ${expected.toFixed(6)} s): missing, repeated or shuffled rows`,
            `line ${row.line}`,
          );
        }
        if (n > 0) dt = (row.t - t0) / n;
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

/**
 * The estimated rate, snapped to the nearest whole hertz when it lies within what the stamps'
 * rounding allows: +/-5e-7 s on each of two stamps (6 decimals, the writer's and the common
 * export precision) over the span measured.
 */
function snapRate(fs: number, spanS: number): number {
  const whole = Math.round(fs);
  const uncertainty = (fs * fs * 1e-6) / (spanS * fs + 1);
  return Math.abs(fs - whole) <= Math.max(uncertainty, 1e-9) ? whole : Math.round(fs * 1e6) / 1e6;
}

/** First pass over a re-readable source: the number of data rows and the last time stamp. */
async function timeColumn(source: ByteSource): Promise<{ n: number; t: number } | undefined> {
  let n = 0;
  let t = NaN;
  for await (const r of csvLines(source)) {
    const row = parseRow(r.text, r.line);
    if (row === 'comment' || row === 'header') continue;
    n++;
    t = row.t;
  }
  return n >= 2 ? { n, t } : undefined;
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
