import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFirst } from './long-first.ts';

describe('the API suite starts its long files first', () => {
  it('names only test files that exist (a renamed file would silently start last again)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    for (const file of LONG_FILES) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });

  it('moves the long files to the front in their own order and keeps the rest in vitest’s', () => {
    const files = ['a.test.ts', LONG_FILES[2]!, 'b.test.ts', LONG_FILES[0]!, 'c.test.ts'];
    expect(longFirst(files, (file) => file)).toEqual([
      LONG_FILES[0],
      LONG_FILES[2],
      'a.test.ts',
      'b.test.ts',
      'c.test.ts',
    ]);
  });
});
