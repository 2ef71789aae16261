import { describe, expect, it } from 'vitest';
import { caliperInterval, hrFromRr, initialMarkers, msToPx, pxToMs, stepMarker } from './calipers';

describe('caliper arithmetic', () => {
  it('converts pixels and milliseconds at a paper speed and back', () => {
    // 25 mm/s at 4 px/mm = 100 px/s: one small square (1 mm = 4 px) is 40 ms.
    expect(pxToMs(4, 100)).toBe(40);
    expect(msToPx(800, 100)).toBe(80);
    expect(pxToMs(msToPx(1234, 50), 50)).toBeCloseTo(1234, 9);
    expect(pxToMs(10, 0)).toBe(0);
  });

  it('gives the heart rate of an RR interval as 60,000 / RR', () => {
    expect(hrFromRr(1000)).toBe(60);
    expect(hrFromRr(800)).toBe(75);
    expect(hrFromRr(400)).toBe(150);
    expect(hrFromRr(0)).toBeNull();
  });

  it('measures the interval either way round, in whole milliseconds', () => {
    expect(caliperInterval(1200.4, 400)).toBe(800);
    expect(caliperInterval(400, 560.6)).toBe(161);
  });

  it('moves a marker 10 ms a key, 40 ms with Shift, and keeps it on the strip', () => {
    expect(stepMarker(500, 'ArrowRight', false, 6000)).toBe(510);
    expect(stepMarker(500, 'ArrowLeft', true, 6000)).toBe(460);
    expect(stepMarker(5, 'ArrowLeft', false, 6000)).toBe(0);
    expect(stepMarker(5995, 'ArrowRight', true, 6000)).toBe(6000);
    expect(stepMarker(500, 'End', false, 6000)).toBe(6000);
    expect(stepMarker(500, 'Home', false, 6000)).toBe(0);
    expect(stepMarker(500, 'a', false, 6000)).toBeUndefined();
  });

  it('starts the markers one normal beat apart, inside a short strip too', () => {
    expect(initialMarkers(10000)).toEqual([400, 1200]);
    expect(initialMarkers(600)).toEqual([400, 600]);
  });
});
