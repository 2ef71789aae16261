import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openIshne } from './ishne.ts';
import { crcCcitt, ISHNE_AT } from './ishne-header.ts';
import { encodeIshne, type IshneWriteOptions } from './ishne-writer.ts';
import { EcgFormatError } from './errors.ts';
import { openRecording } from './open.ts';
import { validateRecording } from '../validate.ts';

const FS = 200;
const lead = (k: number, n = FS * 3) =>
  Float32Array.from({ length: n }, (_, i) => Math.sin(i / (7 + k)) * (1 + k));

const BASE: IshneWriteOptions = {
  samplingRate: FS,
  leads: [lead(0), lead(1), lead(2)],
  resolutionNv: [2500, 5000, 1000],
  firstName: 'Alex',
  lastName: 'Taylor',
  id: 'HC-2026-000123',
  sex: 2,
  birthDate: [5, 3, 1980],
  recordDate: [5, 1, 2026],
  fileDate: [9, 1, 2026],
  startTime: [21, 30, 15],
  varBlock: 'Recorder HC-1001, 3 leads',
};

async function drain(r: { samples(): AsyncIterable<Float32Array> }): Promise<number[]> {
  const out: number[] = [];
  for await (const c of r.samples()) out.push(...c);
  return out;
}

/** The message of the EcgFormatError reading `bytes` fails with. */
async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await drain(await openIshne(bytes));
  } catch (e) {
    expect(e).toBeInstanceOf(EcgFormatError);
    return (e as Error).message;
  }
  return 'no error';
}

/** A copy with int16 `value` at `at`, the CRC recomputed so only that field is wrong. */
function patched(bytes: Uint8Array, at: number, value: number, size: 2 | 4 = 2): Uint8Array {
  const b = bytes.slice();
  const dv = new DataView(b.buffer);
  if (size === 2) dv.setInt16(at, value, true);
  else dv.setInt32(at, value, true);
  const headerEnd = 522 + dv.getInt32(ISHNE_AT.varBlockSize, true);
  dv.setUint16(ISHNE_AT.crc, crcCcitt(b.subarray(10, Math.min(headerEnd, b.length))), true);
  return b;
}

describe('ISHNE 1.0 reader', () => {
  it('computes CRC-CCITT (0x1021, init 0xFFFF) as published: "123456789" gives 0x29B1', () => {
    expect(crcCcitt(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });

  it('round-trips every lead, the rate, the start time and the patient fields', async () => {
    const bytes = encodeIshne(BASE);
    for (const channel of [0, 1, 2]) {
      const r = await openIshne(bytes, { channel });
      expect(r.format).toBe('ishne');
      expect(r.samplingRate).toBe(FS);
      expect(r.declaredSamples).toBe(FS * 3);
      expect(r.channelNames).toHaveLength(3);
      const y = await drain(r);
      const x = BASE.leads[channel]!;
      const step = BASE.resolutionNv![channel]! * 1e-6;
      expect(y).toHaveLength(x.length);
      for (let i = 0; i < x.length; i++)
        expect(Math.abs(y[i]! - x[i]!)).toBeLessThanOrEqual(step / 2 + 1e-7);
    }
    const r = await openIshne(bytes);
    expect(r.startTime).toEqual(new Date(2026, 0, 5, 21, 30, 15));
    expect(r.patient).toEqual({
      name: 'Alex Taylor',
      id: 'HC-2026-000123',
      sex: 'female',
      birthDate: '1980-03-05',
    });
    expect(r.header.varBlock).toBe('Recorder HC-1001, 3 leads');
    expect(r.header.resolutionNv).toEqual([2500, 5000, 1000]);
  });

  it('is opened by extension and by its magic, streamed in odd chunks, and validated', async () => {
    const bytes = encodeIshne(BASE);
    const dir = mkdtempSync(path.join(tmpdir(), 'hc-ishne-'));
    const file = path.join(dir, 'holter.ecg');
    writeFileSync(file, bytes);
    const fromPath = await drain(await openRecording(file));
    expect(await drain(await openRecording(bytes))).toEqual(fromPath);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 333) c.enqueue(bytes.slice(i, i + 333));
        c.close();
      },
    });
    expect(await drain(await openIshne(stream))).toEqual(fromPath);
    const info = await validateRecording(file);
    expect(info).toMatchObject({
      format: 'ishne',
      samplingRate: FS,
      samples: FS * 3,
      startTime: '2026-01-05T21:30:15',
      patient: { name: 'Alex Taylor', birthDate: '1980-03-05' },
    });
  });

  it('leaves unknown fields unknown: no name, no birth date, no start time', async () => {
    const r = await openIshne(
      encodeIshne({ samplingRate: 128, leads: [lead(0, 256)], recordDate: [1, 2, 2026] }),
    );
    expect(r.patient).toEqual({ name: null, id: null, sex: null, birthDate: null });
    expect(r.startTime).toBeUndefined();
    expect(await drain(r)).toHaveLength(256);
  });

  it('refuses a bad magic number, a bad CRC and an annotation file, saying so', async () => {
    const good = encodeIshne(BASE);
    const magic = good.slice();
    magic.set(new TextEncoder().encode('ISHNE2.0'), 0);
    expect(await refusal(magic)).toBe(
      'ISHNE: header: magic number is "ISHNE2.0"; expected "ISHNE1.0" (byte 0)',
    );
    const ann = good.slice();
    ann.set(new TextEncoder().encode('ANN  1.0'), 0);
    expect(await refusal(ann)).toMatch(/annotation file .* not an ECG/);
    const damaged = good.slice();
    damaged[ISHNE_AT.firstName] = 'B'.charCodeAt(0); // a name changed after the CRC was taken
    expect(await refusal(damaged)).toMatch(
      /^ISHNE: header: checksum 0x[0-9a-f]{4} does not match the header's CRC-CCITT 0x[0-9a-f]{4}: the header is damaged \(byte 8\)$/,
    );
    const varDamaged = good.slice();
    varDamaged[522] = 0x21; // the variable header is covered too
    expect(await refusal(varDamaged)).toMatch(/checksum .* does not match/);
  });

  it('refuses a truncated file wherever it is cut', async () => {
    const good = encodeIshne(BASE);
    expect(await refusal(good.subarray(0, 300))).toMatch(/file truncated in the fixed header/);
    expect(await refusal(good.subarray(0, 530))).toMatch(/file truncated in the variable header/);
    expect(await refusal(good.subarray(0, good.length - 6))).toBe(
      `ISHNE: file truncated: the header (byte 14) says ${FS * 3} samples per lead but the ECG ends after ${FS * 3 - 1} at byte ${good.length - 6}`,
    );
    expect(await refusal(good.subarray(0, good.length - 1))).toMatch(
      /last sample frame is incomplete/,
    );
    const longer = new Uint8Array(good.length + 6);
    longer.set(good);
    expect(await refusal(longer)).toMatch(/header\/data mismatch: .* more data follows/);
  });

  it('refuses an impossible header, naming the field', async () => {
    const good = encodeIshne(BASE);
    expect(await refusal(patched(good, ISHNE_AT.nLeads, 0))).toBe(
      'ISHNE: header: number of leads is 0; expected 1-12 (byte 156)',
    );
    expect(await refusal(patched(good, ISHNE_AT.nLeads, 13))).toMatch(/number of leads is 13/);
    expect(await refusal(patched(good, ISHNE_AT.samplingRate, 0))).toBe(
      'ISHNE: sampling rate is 0 Hz (byte 272); expected 25-20000 Hz',
    );
    expect(await refusal(patched(good, ISHNE_AT.resolution + 2, 0))).toMatch(
      /amplitude resolution of lead 1 is 0 nV/,
    );
    expect(await refusal(patched(good, ISHNE_AT.recordDate + 2, 13))).toBe(
      'ISHNE: header: record date 5/13/2026 (day/month/year) is not a real date (byte 138)',
    );
    expect(await refusal(patched(good, ISHNE_AT.birthDate, 32))).toMatch(
      /birth date 32\/3\/1980 \(day\/month\/year\) is not a real date \(byte 132\)/,
    );
    expect(await refusal(patched(good, ISHNE_AT.birthDate + 4, 2027))).toMatch(
      /birth date is after the record date/,
    );
    expect(await refusal(patched(good, ISHNE_AT.startTime, 24))).toMatch(
      /start time 24:30:15 is not a time of day/,
    );
    expect(await refusal(patched(good, ISHNE_AT.samplesPerLead, 0, 4))).toMatch(
      /number of ECG samples is 0/,
    );
    expect(await refusal(patched(good, ISHNE_AT.varBlockSize, 1 << 24, 4))).toMatch(
      /variable header length is 16777216 bytes/,
    );
    // A variable header said to run past the end of the file: the CRC cannot even be taken.
    expect(await refusal(patched(good, ISHNE_AT.varBlockSize, good.length, 4))).toMatch(
      /file truncated in the variable header \(\d+ bytes from byte 522/,
    );
    expect(await refusal(patched(good, ISHNE_AT.ecgOffset, 600, 4))).toMatch(
      /ECG offset is 600 but the header ends at 547/,
    );
    await expect(openIshne(good, { channel: 3 })).rejects.toThrow(/channel 3 does not exist/);
  });
});
