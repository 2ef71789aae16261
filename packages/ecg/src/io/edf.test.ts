import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_FILE_ANNOTATIONS, openEdf } from './edf.ts';
import { EdfWriter } from './edf-writer.ts';
import { EcgFormatError } from './errors.ts';
import { edfPlusPatient, edfPlusStart } from './edf-plus.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hc-edf-'));

async function writeSine(file: string, seconds: number, fs = 250): Promise<Float32Array> {
  const w = new EdfWriter(file, { samplingRate: fs, startTime: new Date(2026, 2, 1, 23, 30, 5) });
  const x = Float32Array.from({ length: seconds * fs + 17 }, (_, i) => Math.sin(i / 10));
  await w.write(x.subarray(0, 1000));
  w.annotate(2.5, 'test event');
  await w.write(x.subarray(1000));
  await w.close();
  return x;
}

async function drain(r: { samples(): AsyncIterable<Float32Array> }): Promise<number[]> {
  const out: number[] = [];
  for await (const c of r.samples()) out.push(...c);
  return out;
}

describe('EDF+ writer and reader', () => {
  it('round-trips samples, start time and annotations', async () => {
    const f = path.join(dir, 'a.edf');
    const x = await writeSine(f, 10);
    const r = await openEdf(f);
    expect(r.samplingRate).toBe(250);
    expect(r.channelNames).toEqual(['ECG']);
    expect(r.startTime?.getHours()).toBe(23);
    expect(r.header.reserved).toBe('EDF+C');
    const y = await drain(r);
    // padded to whole 1 s records with the last value
    expect(y.length).toBe(11 * 250);
    for (let i = 0; i < x.length; i += 97)
      expect(Math.abs(y[i]! - x[i]!)).toBeLessThan(20 / 65535 + 1e-6);
    expect(r.annotations).toEqual([{ sample: 625, label: 'test event' }]);
  });

  it('keeps at most MAX_FILE_ANNOTATIONS annotations, counting the rest', async () => {
    const f = path.join(dir, 'many.edf');
    const seconds = 120;
    const perSecond = 100;
    const w = new EdfWriter(f, {
      samplingRate: 25,
      startTime: new Date(2026, 2, 1, 9, 0, 0),
      annotationBytes: 2400,
    });
    for (let t = 0; t < seconds; t++)
      for (let k = 0; k < perSecond; k++) w.annotate(t + k / perSecond, 'E');
    await w.write(new Float32Array(seconds * 25));
    await w.close();
    const r = await openEdf(f);
    await drain(r);
    expect(r.annotations).toHaveLength(MAX_FILE_ANNOTATIONS);
    expect(r.annotationsDropped).toBe(seconds * perSecond - MAX_FILE_ANNOTATIONS);
    expect(r.annotations[0]).toEqual({ sample: 0, label: 'E' });
  });

  it('reads the same data from a Uint8Array and a ReadableStream', async () => {
    const f = path.join(dir, 'b.edf');
    await writeSine(f, 3);
    const bytes = new Uint8Array(readFileSync(f));
    const a = await drain(await openEdf(bytes));
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 333) c.enqueue(bytes.slice(i, i + 333));
        c.close();
      },
    });
    expect(await drain(await openEdf(stream))).toEqual(a);
  });

  it('says what is wrong and where', async () => {
    const f = path.join(dir, 'c.edf');
    await writeSine(f, 3);
    const good = new Uint8Array(readFileSync(f));
    const patch = (off: number, text: string): Uint8Array => {
      const b = good.slice();
      b.set(new TextEncoder().encode(text.padEnd(8, ' ').slice(0, 8)), off);
      return b;
    };
    const fail = async (b: Uint8Array): Promise<string> => {
      try {
        await drain(await openEdf(b));
      } catch (e) {
        expect(e).toBeInstanceOf(EcgFormatError);
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(await fail(patch(236, '-5'))).toBe(
      'EDF: header: number of data records is -5 (byte 236); expected a positive integer',
    );
    expect(await fail(patch(236, 'abc'))).toMatch(/number of data records is "abc" \(byte 236\)/);
    expect(await fail(patch(236, '3'))).toMatch(
      /header\/data mismatch: header says 3 data records but more data follows/,
    );
    expect(await fail(patch(236, '9'))).toMatch(/file truncated in data records/);
    expect(await fail(patch(244, '0'))).toMatch(/duration of a data record is 0 s \(byte 244\)/);
    expect(await fail(patch(0, 'X'))).toMatch(/version is "X" \(byte 0\)/);
    // samples per record of the ECG signal (byte 256 + 216*2): 1 sample per 1 s record is 1 Hz: absurd
    expect(await fail(patch(256 + 216 * 2, '1'))).toMatch(/sampling rate is 1 Hz/);
    expect(await fail(good.subarray(0, 200))).toMatch(/file truncated in the fixed header/);
    expect(await fail(good.subarray(0, good.length - 7))).toMatch(/truncated/);
  });
});

describe('EDF+ identification', () => {
  async function edfPlus(patient: string, recording: string, start: Date): Promise<string> {
    const f = path.join(dir, `p-${Math.random().toString(36).slice(2)}.edf`);
    const w = new EdfWriter(f, { samplingRate: 128, startTime: start, patient, recording });
    w.annotate(0.5, 'Event button');
    await w.write(Float32Array.from({ length: 256 }, (_, i) => Math.sin(i / 9)));
    await w.close();
    return f;
  }

  it('reads the patient subfields, the 4-digit start year and the annotations as events', async () => {
    const f = await edfPlus(
      'MCH-0234567 F 02-MAY-1951 Haagse_Harry extra',
      'Startdate 05-JAN-2086 PSG-1234/2086 NN Telemetry03',
      new Date(2086, 0, 5, 21, 30, 0),
    );
    const r = await openEdf(f);
    expect(r.patient).toEqual({
      name: 'Haagse Harry',
      id: 'MCH-0234567',
      sex: 'female',
      birthDate: '1951-05-02',
    });
    // dd.mm.yy alone would say 1986 (yy 85-99 are 19yy): the Startdate subfield says 2086.
    expect(r.startTime).toEqual(new Date(2086, 0, 5, 21, 30, 0));
    await drain(r);
    expect(r.annotations).toEqual([{ sample: 64, label: 'Event button' }]);
  });

  it('keeps unknown subfields unknown and the header date when the subfield disagrees', async () => {
    const f = await edfPlus('X X X X', 'Startdate 06-JAN-2026 X X X', new Date(2026, 0, 5, 9));
    const r = await openEdf(f);
    expect(r.patient).toEqual({ name: null, id: null, sex: null, birthDate: null });
    expect(r.startTime).toEqual(new Date(2026, 0, 5, 9));
    expect(edfPlusStart('Startdate X X X X', new Date(2026, 0, 5))).toEqual(new Date(2026, 0, 5));
  });

  it('refuses a birthdate that is not dd-MMM-yyyy', async () => {
    expect(() => edfPlusPatient('X M 31-FEB-1980 Alex_Taylor')).toThrow(
      'EDF: header: EDF+ patient birthdate "31-FEB-1980" (byte 8) is not a date dd-MMM-yyyy such as 02-MAY-1951',
    );
    const f = await edfPlus('X M 1980-03-05 Alex_Taylor', 'Startdate X', new Date(2026, 0, 5));
    await expect(openEdf(f)).rejects.toThrow(/patient birthdate "1980-03-05"/);
  });
});

writeFileSync(path.join(dir, '.keep'), '');
