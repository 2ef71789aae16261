import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEdf } from './edf.ts';
import { openCsv } from './csv.ts';
import { openWfdb } from './wfdb.ts';
import { readWfdbAnnotations } from './wfdb-annotations.ts';
import { EcgFormatError } from './errors.ts';
import { EdfWriter } from './edf-writer.ts';
import { WfdbWriter } from './wfdb-writer.ts';
import { openIshne } from './ishne.ts';
import { encodeIshne } from './ishne-writer.ts';
import { crcCcitt, ISHNE_AT } from './ishne-header.ts';
import type { EcgRecording } from './recording.ts';

/**
 * Property: whatever the bytes, a reader either yields finite samples or
 * rejects with an EcgFormatError - never another exception, never a hang.
 */
async function outcome(open: () => Promise<EcgRecording>): Promise<'ok' | 'format-error'> {
  try {
    const r = await open();
    for await (const c of r.samples())
      for (const v of c) if (!Number.isFinite(v)) throw new Error('non-finite sample');
    return 'ok';
  } catch (e) {
    if (e instanceof EcgFormatError) return 'format-error';
    throw e;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'hc-fuzz-'));
const edfFile = path.join(dir, 'f.edf');
const w = new EdfWriter(edfFile, { samplingRate: 128, startTime: new Date(2026, 0, 1) });
await w.write(Float32Array.from({ length: 128 * 4 }, (_, i) => Math.sin(i / 5)));
w.annotate(1, 'x');
await w.close();
const edf = new Uint8Array(readFileSync(edfFile));
const heaFile = path.join(dir, 'g.hea');
const ww = new WfdbWriter(heaFile, { samplingRate: 200 });
await ww.write(Float32Array.from({ length: 600 }, (_, i) => Math.cos(i / 9)));
await ww.close();
const hea = readFileSync(heaFile, 'latin1');
const dat = new Uint8Array(readFileSync(path.join(dir, 'g.dat')));

const ishne = encodeIshne({
  samplingRate: 128,
  leads: [0, 1].map((k) => Float32Array.from({ length: 128 * 2 }, (_, i) => Math.sin(i / (5 + k)))),
  firstName: 'Alex',
  lastName: 'Taylor',
  birthDate: [5, 3, 1980],
  recordDate: [5, 1, 2026],
  startTime: [9, 0, 0],
  varBlock: 'fuzz',
});

const mutation = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 });
// FUZZ_RUNS=5000 for a longer local soak; CI keeps the suite fast.
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('reader fuzzing (fast-check)', () => {
  it('EDF: byte mutations and truncations', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, fc.option(fc.nat({ max: edf.length })), async (muts, cut) => {
        const b = edf.slice(0, cut ?? edf.length);
        for (const [at, v] of muts) if (b.length) b[at % b.length] = v;
        await outcome(() => openEdf(b));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('EDF: header digits replaced by arbitrary ASCII', async () => {
    const fields = [
      168,
      176,
      184,
      236,
      244,
      252,
      256 + 104 * 2,
      256 + 120 * 2,
      256 + 216 * 2,
      256 + 216 * 2 + 8,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.string({ minLength: 0, maxLength: 8 }),
        async (off, s) => {
          const b = edf.slice();
          b.set(new TextEncoder().encode(s.padEnd(8, ' ').slice(0, 8)).subarray(0, 8), off);
          await outcome(() => openEdf(b));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('EDF: a truncated file is always rejected', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: edf.length - 1 }), async (cut) => {
        expect(await outcome(() => openEdf(edf.subarray(0, cut)))).toBe('format-error');
      }),
      { numRuns: 100 },
    );
  });

  it('WFDB: header fields and signal bytes', async () => {
    const lines = hea.split('\n');
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 1 }),
        fc.nat({ max: 8 }),
        fc.string({ maxLength: 10 }),
        mutation,
        fc.option(fc.nat({ max: dat.length })),
        async (line, field, s, muts, cut) => {
          const l = lines.slice();
          const parts = (l[line] ?? '').split(' ');
          parts[field] = s;
          l[line] = parts.join(' ');
          const d = dat.slice(0, cut ?? dat.length);
          for (const [at, v] of muts) if (d.length) d[at % d.length] = v;
          await outcome(() => openWfdb({ header: l.join('\n'), signals: { 'g.dat': d } }));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('WFDB: a truncated signal file is always rejected', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: dat.length - 1 }), async (cut) => {
        expect(
          await outcome(() =>
            openWfdb({ header: hea, signals: { 'g.dat': dat.subarray(0, cut) } }),
          ),
        ).toBe('format-error');
      }),
      { numRuns: 100 },
    );
  });

  it('ISHNE: byte mutations and truncations (the CRC refuses most header changes)', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, fc.option(fc.nat({ max: ishne.length })), async (muts, cut) => {
        const b = ishne.slice(0, cut ?? ishne.length);
        for (const [at, v] of muts) if (b.length) b[at % b.length] = v;
        await outcome(() => openIshne(b));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('ISHNE: any 16/32-bit header field with a valid CRC, so the field checks are reached', async () => {
    const fields = Object.values(ISHNE_AT).filter((at) => at >= 10 && at < 522);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.integer({ min: -2147483648, max: 2147483647 }),
        fc.boolean(),
        async (at, value, wide) => {
          const b = ishne.slice();
          const dv = new DataView(b.buffer);
          if (wide) dv.setInt32(at, value, true);
          else dv.setInt16(at, value & 0xffff, true);
          dv.setUint16(ISHNE_AT.crc, crcCcitt(b.subarray(10, 522 + 4)), true);
          await outcome(() => openIshne(b));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('ISHNE: a truncated file is always rejected', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: ishne.length - 1 }), async (cut) => {
        expect(await outcome(() => openIshne(ishne.subarray(0, cut)))).toBe('format-error');
      }),
      { numRuns: 100 },
    );
  });

  it('CSV: arbitrary text over the CSV alphabet', async () => {
    const text = fc.stringMatching(/^[0-9.,;eE+\-\nNa#: st]{0,200}$/);
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        await outcome(() => openCsv(new TextEncoder().encode(s)));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('MIT annotations: arbitrary bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (b) => {
        try {
          const a = await readWfdbAnnotations(b);
          for (const x of a) expect(x.sample).toBeGreaterThanOrEqual(0);
        } catch (e) {
          expect(e).toBeInstanceOf(EcgFormatError);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
