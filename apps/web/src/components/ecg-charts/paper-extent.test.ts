import { describe, expect, it } from 'vitest';
import { paperExtent } from './EcgStripViewer';

describe('the paper an ECG strip needs (10 mm/mV, whole 5 mm squares)', () => {
  it('is the standard 15 mm above and below the baseline for ordinary beats', () => {
    expect(paperExtent([0, 1200, -400, 300])).toEqual({ aboveMm: 15, belowMm: 15 });
    expect(paperExtent([])).toEqual({ aboveMm: 15, belowMm: 15 });
  });

  it('grows so a tall premature beat or a deep S wave is never cut off', () => {
    // 2.4 mV = 24 mm, plus 2 mm of paper: 26 mm, on the next whole square, 30 mm.
    expect(paperExtent([0, 2400, -300])).toEqual({ aboveMm: 30, belowMm: 15 });
    expect(paperExtent([0, 500, -1900])).toEqual({ aboveMm: 15, belowMm: 25 });
  });
});
