import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateRecording } from './validate.ts';
import { writeSyntheticRecording } from './synth/write-synthetic.ts';
import { EcgFormatError } from './io/errors.ts';

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
});
