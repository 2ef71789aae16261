import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { openWfdb, parseWfdbHeader } from './wfdb.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from './wfdb-annotations.ts';
import { EcgFormatError } from './errors.ts';
import { MITDB, readBytes } from '../../test/helpers.ts';

async function drain(r: { samples(): AsyncIterable<Float32Array> }): Promise<Float32Array> {
  const parts: Float32Array[] = [];
  for await (const c of r.samples()) parts.push(c.slice());
  const out = new Float32Array(parts.reduce((a, p) => a + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

describe('WFDB reader on MIT-BIH', () => {
  it('reads record 101 channel 0 with the header facts and checksum', async () => {
    const r = await openWfdb(path.join(MITDB, '101.hea'));
    expect(r.samplingRate).toBe(360);
    expect(r.channelNames).toEqual(['MLII', 'V1']);
    const x = await drain(r);
    expect(x.length).toBe(650000);
    // header initial value for 101 MLII is 955 adu: (955 - 1024) / 200 mV
    expect(x[0]).toBeCloseTo((955 - 1024) / 200, 5);
  });

  it('reads channel 1 of 114 (MLII) and the annotations with the README beat count', async () => {
    const r = await openWfdb(path.join(MITDB, '114.hea'), { channel: 1 });
    expect(r.channelNames[1]).toBe('MLII');
    expect((await drain(r)).length).toBe(650000);
    const ann = await readWfdbAnnotations(path.join(MITDB, '114.atr'));
    expect(ann.filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1)).length).toBe(1879);
    expect(ann.find((a) => a.label === '+')?.aux).toBe('(N');
  });

  it('works from in-memory sources and detects a lying header', async () => {
    const hea = readBytes(path.join(MITDB, '101.hea'));
    const dat = readBytes(path.join(MITDB, '101.dat'));
    const ok = await openWfdb({ header: hea, signals: { '101.dat': dat } });
    expect((await drain(ok)).length).toBe(650000);
    const text = new TextDecoder().decode(hea);
    const lying = text.replace(/^101 2 360 650000/m, '101 2 360 650001');
    await expect(
      drain(await openWfdb({ header: lying, signals: { '101.dat': dat } })),
    ).rejects.toThrow(/truncated: header says 650001 samples, data holds 650000/);
    const short = text.replace(/^101 2 360 650000/m, '101 2 360 649000');
    await expect(
      drain(await openWfdb({ header: short, signals: { '101.dat': dat } })),
    ).rejects.toThrow(/holds more than the 649000 samples/);
    await expect(
      drain(await openWfdb({ header: text, signals: { '101.dat': dat.subarray(0, 3000) } })),
    ).rejects.toThrow(EcgFormatError);
    const corrupt = dat.slice();
    corrupt[100_000] = corrupt[100_000]! ^ 0x11;
    await expect(
      drain(await openWfdb({ header: text, signals: { '101.dat': corrupt } })),
    ).rejects.toThrow(/checksum/);
  });

  it('does not take an inherited property for a signal file (fuzz regression)', async () => {
    const hea = 'x 1 250 10\nvalueOf 16 200 16 0 0 0 0 ECG\n';
    await expect(drain(await openWfdb({ header: hea, signals: {} }))).rejects.toThrow(
      /signal file "valueOf" named in the header was not provided/,
    );
  });

  it('reads a signal file behind a byte offset (format "16+24", as challenge records use)', async () => {
    const mit = await drain(await openWfdb(path.join(MITDB, '101.hea')));
    const n = 3600;
    // a 24-byte prelude, then MLII as 16-bit little-endian ADC units (gain 200 /mV, zero 1024)
    const dat = new Uint8Array(24 + 2 * n).fill(0x7f, 0, 24);
    const view = new DataView(dat.buffer);
    const raw = Array.from(mit.subarray(0, n), (v) => Math.round(v * 200) + 1024);
    raw.forEach((v, i) => view.setInt16(24 + 2 * i, v, true));
    const checksum = (raw.reduce((a, v) => (a + v) & 0xffff, 0) << 16) >> 16;
    const header = `a01 1 360 ${n}\na01.dat 16+24 200 16 1024 ${raw[0]} ${checksum} 0 MLII\n`;
    const r = await openWfdb({ header, signals: { 'a01.dat': dat } });
    expect(r.header.signals[0]!.byteOffset).toBe(24);
    const x = await drain(r);
    expect(x.length).toBe(n);
    expect(Math.max(...x.map((v, i) => Math.abs(v - mit[i]!)))).toBeLessThan(1e-6);
    const noPrelude = header.replace('16+24', '16');
    await expect(
      drain(await openWfdb({ header: noPrelude, signals: { 'a01.dat': dat } })),
    ).rejects.toThrow(EcgFormatError);
  });

  it('rejects absurd headers with the line', () => {
    expect(() => parseWfdbHeader('x 1 0 100\nx.dat 16 200 16 0 0 0 0 ECG\n')).toThrow(
      /sampling rate is 0 Hz/,
    );
    expect(() => parseWfdbHeader('x 1 250 -5\nx.dat 16\n')).toThrow(
      /line 1: number of samples is "-5"/,
    );
    expect(() => parseWfdbHeader('x 2 250 100\nx.dat 16\n')).toThrow(
      /2 signals declared but only 1/,
    );
    expect(() => parseWfdbHeader('x 1 250 100\nx.dat 80 200\n')).toThrow(
      /line 2: signal format "80" is not supported/,
    );
  });
});
