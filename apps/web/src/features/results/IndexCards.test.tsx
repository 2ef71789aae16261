import { describe, expect, it } from 'vitest';
import { scaleOf } from './IndexCards';

describe('index bar scale', () => {
  it('draws a value outside the typical range where it is, not on the band edge', () => {
    // SNS -3.4 against a typical -1 to 1: well left of the band.
    const s = scaleOf(-3.4, -1, 1);
    expect(s.value).toBeGreaterThanOrEqual(0);
    expect(s.value).toBeLessThan(s.low - 0.2);
    const high = scaleOf(140, 60, 100);
    expect(high.value).toBeLessThanOrEqual(1);
    expect(high.value).toBeGreaterThan(high.high + 0.2);
  });

  it('keeps the band and a value inside it proportional', () => {
    const s = scaleOf(0, -1, 1);
    expect(s.value).toBeCloseTo((s.low + s.high) / 2, 5);
    expect(s.high - s.low).toBeCloseTo(0.5, 5);
  });
});
