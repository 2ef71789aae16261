import { describe, expect, it } from 'vitest';
import { timeDomain } from './time-domain.ts';
import { pnsIndex, snsIndex, NORMS } from './autonomic.ts';

describe('time-domain indices on a hand-worked series', () => {
  // RR = 800, 850, 780, 900, 820 ms
  // mean = 830; deviations -30, 20, -50, 70, -10; squares 900+400+2500+4900+100 = 8800
  // SDNN = sqrt(8800/4) = 46.904; diffs 50, -70, 120, -80; squares 2500+4900+14400+6400 = 28200
  // RMSSD = sqrt(28200/4) = 83.964; |diff| > 50: 70,120,80 -> 3/4 = 75 %
  // SDSD (sample SD of diffs): mean 5, dev 45,-75,115,-85 -> 2025+5625+13225+7225 = 28100/3 = 9366.67
  // SD1 = sqrt(0.5*9366.67) = 68.435; SD2 = sqrt(2*2200 - 0.5*9366.67) = sqrt(4400-4683.3) -> 0 (clamped)
  const rr = [800, 850, 780, 900, 820];
  const t = timeDomain(rr)!;
  it('mean RR, SDNN, RMSSD, pNN50 (Task Force 1996)', () => {
    expect(t.meanRr).toBeCloseTo(830, 9);
    expect(t.sdnn).toBeCloseTo(46.9042, 3);
    expect(t.rmssd).toBeCloseTo(83.9643, 3);
    expect(t.pnn50).toBeCloseTo(75, 9);
  });
  it('mean HR is the mean of instantaneous rates', () => {
    expect(t.meanHr).toBeCloseTo(rr.reduce((a, r) => a + 60000 / r, 0) / 5, 9);
  });
  it('Poincaré SD1 / SD2 (Brennan et al. 2001)', () => {
    expect(t.sd1).toBeCloseTo(68.435, 2);
    expect(t.sd2).toBeCloseTo(0, 9);
  });
  it('Baevsky stress index, Kubios form', () => {
    // bins of 50 ms from min 780: [780,830): 800,780,820 -> 3; [830,880): 850; [880,930): 900
    // AMo = 60 %, Mo = median 820 ms = 0.82 s, MxDMn = 0.12 s -> SI = 60 / (2*0.82*0.12) = 304.878
    expect(t.stressIndex).toBeCloseTo(304.878, 2);
    expect(t.stressIndexSqrt).toBeCloseTo(Math.sqrt(304.878), 3);
  });
  it('skips intervals marked invalid and differences across them', () => {
    const v = timeDomain([800, 5000, 850, 780, 900, 820], [1, 0, 1, 1, 1, 1])!;
    expect(v.meanRr).toBeCloseTo(830, 9);
    // differences only between valid neighbours: 850->780, 780->900, 900->820
    expect(v.rmssd).toBeCloseTo(Math.sqrt((70 ** 2 + 120 ** 2 + 80 ** 2) / 3), 9);
  });
  it('PNS / SNS are 0 at the normative values and move the right way', () => {
    const norm = {
      ...t,
      meanRr: NORMS.meanRr.mean,
      rmssd: NORMS.rmssd.mean,
      sd1: (NORMS.sd1Pct.mean * NORMS.meanRr.mean) / 100,
    };
    expect(pnsIndex(norm)).toBeCloseTo(0, 9);
    expect(pnsIndex({ ...norm, rmssd: norm.rmssd + NORMS.rmssd.sd * 3 })).toBeCloseTo(1, 9);
    const s = {
      ...t,
      meanRr: NORMS.meanRr.mean,
      meanHr: NORMS.meanHr.mean,
      stressIndexSqrt: NORMS.siSqrt.mean,
      sd2: (NORMS.sd2Pct.mean * NORMS.meanRr.mean) / 100,
    };
    expect(snsIndex(s)).toBeCloseTo(0, 9);
    expect(snsIndex({ ...s, meanHr: s.meanHr + 3 * NORMS.meanHr.sd })).toBeCloseTo(1, 9);
  });
});
