import { describe, expect, it } from 'vitest';
import { createReadStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCsv } from './csv.ts';
import { CsvWriter } from './csv-writer.ts';
import { EcgFormatError } from './errors.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
async function drain(src: string | Uint8Array): Promise<number[]> {
  const r = await openCsv(src);
  const out: number[] = [];
  for await (const c of r.samples()) out.push(...c);
  return out;
}

describe('CSV reader', () => {
  it('reads a header, comments and a start time', async () => {
    const r = await openCsv(
      enc('# start: 2026-01-02T03:04:05\ntime,mv\n0,0.1\n0.004,0.2\n0.008,-0.3\n'),
    );
    expect(r.samplingRate).toBe(250);
    expect(r.startTime?.getHours()).toBe(3);
    const out: number[] = [];
    for await (const c of r.samples()) out.push(...c);
    expect(out.map((v) => Math.round(v * 10) / 10)).toEqual([0.1, 0.2, -0.3]);
  });

  it('round-trips through the writer', async () => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'hc-csv-')), 'x.csv');
    const w = new CsvWriter(f, { samplingRate: 500, startTime: new Date(2026, 0, 1, 12) });
    const x = Float32Array.from({ length: 5000 }, (_, i) => Math.cos(i / 7));
    await w.write(x);
    await w.close();
    const y = await drain(f);
    expect(y.length).toBe(5000);
    expect(Math.max(...y.map((v, i) => Math.abs(v - x[i]!)))).toBeLessThan(1e-4);
  });

  it.each([128, 256, 300, 360])(
    'reads back its own writer at %i Hz with 6-decimal time stamps (file and stream)',
    async (fs) => {
      const f = path.join(mkdtempSync(path.join(tmpdir(), 'hc-csv-')), 'x.csv');
      const w = new CsvWriter(f, { samplingRate: fs });
      const x = Float32Array.from({ length: fs * 120 }, (_, i) => Math.sin(i / 11));
      await w.write(x);
      await w.close();
      const r = await openCsv(f);
      expect(r.samplingRate).toBe(fs);
      expect((await drain(f)).length).toBe(x.length);
      const stream = await openCsv(createReadStream(f) as AsyncIterable<Uint8Array>);
      expect(Math.abs(stream.samplingRate - fs)).toBeLessThan(1e-3);
      let n = 0;
      for await (const c of stream.samples()) n += c.length;
      expect(n).toBe(x.length);
    },
  );

  it.each([
    ['0,0.1\n0.004,NaN\n', /line 2: value "NaN" is not a finite number/],
    ['0,0.1\n0.004,0.2\n0.012,0.3\n', /line 3: time 0.012 s is off the 250.000 Hz grid/],
    ['0,0.1\n', /fewer than two samples/],
    ['0,0.1\n1,0.2\n', /sampling rate is 1 Hz/],
    ['0,0.1\n0.004,0.2\nfoo,bar\n', /line 3: non-numeric row/],
    ['0,1\n0.004,5000\n', /5000 mV is not a plausible/],
    ['0;0.1\n0.004\n', /line 2: expected "time,millivolts"/],
  ])('rejects %j', async (text, msg) => {
    await expect(drain(enc(text))).rejects.toThrow(msg);
    await expect(drain(enc(text))).rejects.toBeInstanceOf(EcgFormatError);
  });
});
