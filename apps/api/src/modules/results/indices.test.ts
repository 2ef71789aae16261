import { describe, expect, it } from 'vitest';
import type { StoredResult } from '../analysis/public.ts';
import { readFileSync } from 'node:fs';
import { agreeingRates, formatNumber, indexCards, WITHHELD_TEXT } from './indices.ts';
import { analysableSummary } from './analysable.ts';
import { nightWindows } from './service.ts';
import { hrvIndices as indices } from './indices-fixtures.ts';

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

describe('one heart rate, one RR interval', () => {
  const pair = (cards: ReturnType<typeof indexCards>) =>
    ['averageHeartRate', 'rrInterval'].map((id) => {
      const card = cards.find((c) => c.id === id)!;
      return [card.display, card.band];
    });

  it('derives the RR interval from the mean heart rate, so 65 bpm never sits beside 1,251 ms', () => {
    // The reported case: the summary's 65 bpm beside the NN-only mean RR of 1,251 ms (48 bpm).
    const cards = indexCards(agreeingRates(indices({ meanHr: 70, meanRr: 1251 }), 65));
    expect(pair(cards)).toEqual([
      ['65 bpm', 'within'],
      ['923 ms', 'within'],
    ]);
  });

  it('puts both on the same side of their ranges at the edges, with the decimals that show it', () => {
    const slow = indexCards(agreeingRates(indices({}), 59.96));
    expect(pair(slow)).toEqual([
      ['59.96 bpm', 'below'],
      ['1001 ms', 'above'],
    ]);
    const fast = indexCards(agreeingRates(indices({}), 100.3));
    expect(pair(fast)).toEqual([
      ['100.3 bpm', 'above'],
      ['598 ms', 'below'],
    ]);
    const edge = indexCards(agreeingRates(indices({}), 60));
    expect(pair(edge)).toEqual([
      ['60 bpm', 'within'],
      ['1000 ms', 'within'],
    ]);
  });

  it('takes a period from its own mean RR when no summary rate is given', () => {
    const day = agreeingRates(indices({ meanHr: 80, meanRr: 750 }));
    expect(day.meanHr).toBe(80);
    expect(agreeingRates(indices({ meanHr: 81.3, meanRr: 750 })).meanHr).toBe(80);
    expect(agreeingRates(indices({ meanHr: null, meanRr: null })).meanRr).toBeNull();
  });
});

describe('typical ranges of the autonomic indices', () => {
  it('compares whole-recording PNS, SNS and Stress by day and night only, saying why', () => {
    const day = indexCards(indices({ snsIndex: 0.4, stressIndexSqrt: 9 }));
    const night = indexCards(indices({ snsIndex: -1.6, stressIndexSqrt: 6 }));
    const whole = indexCards(indices({ snsIndex: 2.3, stressIndexSqrt: 13 }), { day, night });
    const sns = whole.find((c) => c.id === 'sns')!;
    expect(sns.band).toBe('byPeriodOnly');
    expect(sns.reading).toMatch(/5-minute recordings at rest \(Nunan et al. 2010\)/);
    expect(sns.periods).toEqual({
      day: { display: '0.40', band: 'within', withheld: null },
      night: { display: '-1.60', band: 'below', withheld: null },
    });
    expect(whole.find((c) => c.id === 'stress')!.periods?.night.band).toBe('below');
    // Heart rate keeps its range: it is not a 5-minute resting measure.
    expect(whole.find((c) => c.id === 'averageHeartRate')!.band).toBe('within');
    expect(whole.find((c) => c.id === 'averageHeartRate')!.periods).toBeNull();
  });

  it('says why a night value is not shown (a recording with too little night, say)', () => {
    const day = indexCards(indices({ snsIndex: 0.4 }));
    const night = indexCards(
      indices({
        snsIndex: null,
        withheld: { reason: 'insufficient-nn', indices: ['snsIndex'] },
      }),
    );
    const sns = indexCards(indices({ snsIndex: 2.3 }), { day, night }).find((c) => c.id === 'sns')!;
    expect(sns.periods?.night).toEqual({
      display: 'Withheld',
      band: 'unavailable',
      withheld: { reason: 'insufficient-nn', text: WITHHELD_TEXT['insufficient-nn'] },
    });
  });

  it('says the whole-recording autonomic values are not compared when day and night are withheld', () => {
    const sns = indexCards(indices({ snsIndex: 2.3 }), null).find((c) => c.id === 'sns')!;
    expect(sns.band).toBe('byPeriodOnly');
    expect(sns.reading).toMatch(
      /not compared with them. Day and night values are not shown because the start time is unknown/,
    );
    expect(sns.periods).toBeNull();
  });
});

describe('analysable time', () => {
  const result = (wornH: number, analysableH: number) => ({
    totalSamples: wornH * 3600 * 250,
    samplingRate: 250,
    summary: { analysableDurationS: analysableH * 3600 } as StoredResult['summary'],
  });
  it('says how much was analysable over how long it was worn', () => {
    expect(analysableSummary(result(21, 18.5))).toBe(
      '18.5 hours of analysable ECG over 21.0 hours worn',
    );
    expect(analysableSummary(result(0.5, 0.4))).toBe(
      '24 minutes of analysable ECG over 30 minutes worn',
    );
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

describe('withheld-index reasons', () => {
  it('reads the same on the results page as in the PDFs and FHIR export', () => {
    // the web app's results page has its own copy (public/locales/en/results.json, `withheld`)
    const web = JSON.parse(
      readFileSync(
        new URL('../../../../web/public/locales/en/results.json', import.meta.url),
        'utf8',
      ),
    ) as { withheld: Record<string, string> };
    for (const [reason, text] of Object.entries(WITHHELD_TEXT))
      expect([reason, web.withheld[reason]]).toEqual([reason, text]);
    // one text for the engine's three noise stops: unrecognisable beats, no recurring heartbeat,
    // too little analysable (packages/ecg hrv/withhold.ts, holter/rate-withheld.ts)
    expect(WITHHELD_TEXT.noise).toMatch(/could not be recognised.*too little of the recording/);
  });
});
