import { describe, expect, it } from 'vitest';
import type { HrvIndices } from '@heartcheck/ecg/types';
import type { StoredResult } from '../analysis/public.ts';
import { formatNumber, indexCards } from './indices.ts';
import { nightWindows } from './service.ts';

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

describe('index cards', () => {
  it('says why an index is withheld instead of showing a number, and keeps heart rate', () => {
    const cards = indexCards(
      indices({
        pnsIndex: null,
        snsIndex: null,
        stressIndexSqrt: null,
        respiratoryRate: null,
        withheld: { reason: 'af', indices: ['pnsIndex', 'snsIndex'] },
      }),
    );
    const pns = cards.find((c) => c.id === 'pns')!;
    expect(pns.display).toBe('Withheld');
    expect(pns.withheld?.reason).toBe('af');
    expect(pns.reading).toMatch(/atrial fibrillation/);
    expect(cards.find((c) => c.id === 'averageHeartRate')!.withheld).toBeNull();
    // Results stored by the engine before reasons existed: null with no reason.
    const old = indexCards(indices({ stressIndexSqrt: null })).find((c) => c.id === 'stress')!;
    expect(old.withheld).toEqual({
      reason: null,
      text: expect.stringMatching(/not enough clean signal/),
    });
  });

  it('never calls a low stress index relaxed: it may be an irregular rhythm', () => {
    const stress = indexCards(indices({ stressIndexSqrt: 4 })).find((c) => c.id === 'stress')!;
    expect(stress.band).toBe('below');
    expect(stress.reading).not.toMatch(/a relaxed pattern/);
    expect(stress.reading).toMatch(/irregular rhythms or extra beats/);
  });

  it('places each of the six indices against its typical range with its tip article', () => {
    const cards = indexCards(
      indices({ meanHr: 104.4, pnsIndex: -1.234, stressIndexSqrt: null, meanRr: 574.6 }),
    );
    expect(cards.map((c) => [c.id, c.display, c.band])).toEqual([
      ['pns', '-1.23', 'below'],
      ['sns', '0.00', 'within'],
      ['stress', 'Not available', 'unavailable'],
      ['averageHeartRate', '104 bpm', 'above'],
      ['respiratoryRate', '15.0 breaths/min', 'within'],
      ['rrInterval', '575 ms', 'below'],
    ]);
    expect(cards.map((c) => c.articleId)).toEqual([
      'tips-pns-index',
      'tips-sns-index',
      'tips-stress-index',
      'tips-average-heart-rate',
      'tips-respiratory-rate',
      'tips-rr-interval',
    ]);
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(-0.4, 0)).toBe('0');
  });
});

describe('night windows', () => {
  it('shades midnight to 6am of every night the recording spans', () => {
    const result = {
      startTime: '2026-01-05T21:00:00',
      totalSamples: 36 * 3600 * 250,
      samplingRate: 250,
      night: { startHour: 0, endHour: 6 },
    } as StoredResult;
    expect(nightWindows(result)).toEqual([
      [3 * 3600, 9 * 3600],
      [27 * 3600, 33 * 3600],
    ]);
  });
});
