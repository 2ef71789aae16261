import { describe, expect, it } from 'vitest';
import { encodeBeats, readBeatsOfMinutes } from './beats-file.ts';

const FS = 250;
const MINUTE = FS * 60;

describe('the beats file', () => {
  it('reads back exactly the beats of the minutes asked for, by ranged reads', async () => {
    // Beats every 0.8 s over 10 minutes, the class cycling N S V F Q.
    const samples = Array.from({ length: 750 }, (_, i) => i * 200 + 0.4);
    const classes = samples.map((_, i) => i % 5);
    const file = encodeBeats(samples, classes, FS, 10 * MINUTE);
    const reads: [number, number][] = [];
    const read = async (offset: number, length: number) => {
      reads.push([offset, length]);
      return file.subarray(offset, offset + length);
    };
    const { samples: got, classes: cls } = await readBeatsOfMinutes(read, 3, 5);
    const want = samples
      .map((s, i) => [Math.round(s), i % 5] as const)
      .filter(([s]) => s >= 3 * MINUTE && s < 5 * MINUTE);
    expect(Array.from(got)).toEqual(want.map(([s]) => s));
    expect(Array.from(cls)).toEqual(want.map(([, c]) => c));
    expect(reads).toHaveLength(4);
    // Past the end: nothing, no error.
    expect((await readBeatsOfMinutes(read, 12, 14)).samples.length).toBe(0);
  });

  it('refuses a file that is not a beats file', async () => {
    const bytes = Buffer.from('not beats at all');
    await expect(
      readBeatsOfMinutes(async (o, l) => bytes.subarray(o, o + l), 0, 1),
    ).rejects.toThrow('not a beats file');
  });
});
