import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateRecording } from './validate.ts';
import { writeSyntheticRecording } from './synth/write-synthetic.ts';
import { EcgFormatError } from './io/errors.ts';
import { EdfWriter } from './io/edf-writer.ts';

describe('validateRecording (API upload check)', () => {
  it('accepts an uploaded EDF+ as bytes and as a stream, and rejects a truncated one', async () => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'hc-val-')), 'u.edf');
    await writeSyntheticRecording(f, { format: 'edf', samplingRate: 200, durationS: 60, seed: 1 });
    const bytes = new Uint8Array(readFileSync(f));
    const info = await validateRecording(bytes);
    expect(info).toMatchObject({
      format: 'edf',
      samplingRate: 200,
      samples: 12000,
      durationS: 60,
      startTime: '2026-01-05T09:00:00',
    });
    const stream = new Blob([bytes]).stream();
    expect((await validateRecording(stream, { format: 'edf' })).samples).toBe(12000);
    await expect(validateRecording(bytes.subarray(0, bytes.length - 100))).rejects.toBeInstanceOf(
      EcgFormatError,
    );
  });

  it("returns the EDF+ file's own annotations (read while the samples stream)", async () => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'hc-val-')), 'events.edf');
    const w = new EdfWriter(f, { samplingRate: 200, startTime: new Date(2026, 0, 5, 9, 0, 0) });
    w.annotate(12.5, 'Event button');
    w.annotate(40, 'Lead off');
    for (let s = 0; s < 60; s++) await w.write(new Float32Array(200));
    await w.close();
    const info = await validateRecording(new Uint8Array(readFileSync(f)));
    expect(info.annotations).toEqual([
      { sample: 2500, label: 'Event button' },
      { sample: 8000, label: 'Lead off' },
    ]);
  });
});
