import { describe, expect, it } from 'vitest';
import type { HrvIndices } from '@heartcheck/ecg/types';
import { indexCards, WITHHELD_TEXT } from './indices.ts';
import { indexNote } from './pdf.ts';

const indices = (over: Partial<HrvIndices>): HrvIndices => ({
  beats: 1000,
  meanHr: 72,
  meanRr: 833,
  sdnn: 50,
  rmssd: 30,
  pnn50: 10,
  sd1: 20,
  sd2: 60,
  stressIndex: 100,
  stressIndexSqrt: 10,
  pnsIndex: 0,
  snsIndex: 0,
  lf: 500,
  hf: 300,
  lfHf: 1.6,
  respiratoryRate: 15,
  ...over,
});

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
