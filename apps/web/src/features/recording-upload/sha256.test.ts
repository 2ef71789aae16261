import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Sha256, sha256OfFile } from './sha256';

describe('incremental SHA-256', () => {
  it('matches the reference for empty, short, block-edge and odd-sliced inputs', () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 100_003]) {
      const data = new Uint8Array(randomBytes(size));
      const expected = createHash('sha256').update(data).digest('hex');
      expect(new Sha256().update(data).hex(), `size ${size}`).toBe(expected);
      const sliced = new Sha256();
      for (let i = 0; i < size; i += 37) sliced.update(data.subarray(i, i + 37));
      expect(sliced.hex(), `sliced ${size}`).toBe(expected);
    }
  });

  it('hashes a file in slices', async () => {
    const data = new Uint8Array(randomBytes(20_000));
    const fractions: number[] = [];
    const hex = await sha256OfFile(new Blob([data]), (f) => fractions.push(f));
    expect(hex).toBe(createHash('sha256').update(data).digest('hex'));
    expect(fractions.at(-1)).toBe(1);
  });
});
