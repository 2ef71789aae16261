import { describe, expect, it } from 'vitest';
import { indexCards, WITHHELD_TEXT } from './indices.ts';
import { indexNote } from './pdf.ts';
import { hrvIndices as indices } from './indices-fixtures.ts';

describe("the results PDF's index notes", () => {
  it('says why a night value is not shown, in the words of the results page', () => {
    const day = indexCards(indices({ snsIndex: 0.4 }));
    const night = indexCards(
      indices({ snsIndex: null, withheld: { reason: 'insufficient-nn', indices: ['snsIndex'] } }),
    );
    const sns = indexCards(indices({ snsIndex: 2.3 }), { day, night }).find((c) => c.id === 'sns')!;
    const note = indexNote(sns);
    expect(note).toContain('Day 0.40 (within typical), night not shown;');
    expect(note).toContain(`Night: ${WITHHELD_TEXT['insufficient-nn']}`);
    expect(note).not.toContain('Day: Not shown');
  });

  it('gives no reason when both periods are shown', () => {
    const day = indexCards(indices({ snsIndex: 0.4 }));
    const night = indexCards(indices({ snsIndex: -0.2 }));
    const sns = indexCards(indices({ snsIndex: 2.3 }), { day, night }).find((c) => c.id === 'sns')!;
    expect(indexNote(sns)).not.toContain('Not shown');
  });
});
