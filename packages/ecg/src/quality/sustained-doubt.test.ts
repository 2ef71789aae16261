import { describe, expect, it } from 'vitest';
import { SUSTAINED_HALF, sustainedMean } from './window-model.ts';

// sustained doubt (issue 19): the minute's mean P(bad) around each window
describe('sustainedMean', () => {
  it('averages the SUSTAINED_HALF windows either side, fewer at the ends', () => {
    const p = Float64Array.from({ length: 40 }, (_, k) => k);
    const m = sustainedMean(p);
    expect(m[20]).toBeCloseTo(20);
    expect(m[0]).toBeCloseTo(SUSTAINED_HALF / 2);
    expect(m[39]).toBeCloseTo((39 + 39 - SUSTAINED_HALF) / 2);
  });

  it('stays low beside a short burst of doubt and high in a long one', () => {
    const burst = Float64Array.from({ length: 60 }, (_, k) => (k >= 28 && k < 31 ? 0.95 : 0.05));
    expect(Math.max(...sustainedMean(burst))).toBeLessThan(0.3);
    const long = Float64Array.from({ length: 60 }, (_, k) => (k >= 10 && k < 50 ? 0.85 : 0.05));
    expect(sustainedMean(long)[30]).toBeCloseTo(0.85);
  });
});
