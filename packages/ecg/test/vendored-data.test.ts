import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MITDB, MITDB_RECORDS } from './helpers.ts';

/**
 * The vendored MIT-BIH records are byte-identical to the PhysioNet distribution: every file the
 * accuracy tests read is listed in SHA256SUMS (copied with the data) and matches its hash.
 */
describe('vendored MIT-BIH DS1 records', () => {
  it('every record has its header, signal and annotation file, each matching SHA256SUMS', () => {
    const sums = new Map(
      readFileSync(path.join(MITDB, 'SHA256SUMS'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => {
          const [hash, name] = line.split(/\s+/);
          return [name!, hash!] as const;
        }),
    );
    for (const rec of MITDB_RECORDS) {
      for (const ext of ['hea', 'dat', 'atr']) {
        const name = `${rec}.${ext}`;
        const hash = createHash('sha256')
          .update(readFileSync(path.join(MITDB, name)))
          .digest('hex');
        expect(hash, name).toBe(sums.get(name));
      }
    }
  });
});
