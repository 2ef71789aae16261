import type { HrvIndices } from '@heartcheck/ecg/types';

/** The six indices the help centre explains, in the order the results screen shows them. */
export const INDEX_IDS = [
  'pns',
  'sns',
  'stress',
  'averageHeartRate',
  'respiratoryRate',
  'rrInterval',
] as const;
export type IndexId = (typeof INDEX_IDS)[number];
export type Band = 'below' | 'within' | 'above' | 'unavailable';

export interface IndexDef {
  id: IndexId;
  label: string;
  unit: string;
  /** Typical range for adults (inclusive), as the help articles describe it. */
  low: number;
  high: number;
  decimals: number;
  articleId: string;
  value(indices: HrvIndices): number | null;
  /** Plain-English reading for each band. */
  readings: Record<Exclude<Band, 'unavailable'>, string>;
}

export const INDEX_DEFS: IndexDef[] = [
  {
    id: 'pns',
    label: 'PNS index',
    unit: '',
    low: -1,
    high: 1,
    decimals: 2,
    articleId: 'tips-pns-index',
    value: (i) => i.pnsIndex,
    readings: {
      below: 'Your rest-and-recover activity was lower than is typical for healthy adults at rest.',
      within: 'Your rest-and-recover activity was within the typical range for healthy adults.',
      above:
        'Your rest-and-recover activity was higher than is typical: often a sign of good recovery.',
    },
  },
  {
    id: 'sns',
    label: 'SNS index',
    unit: '',
    low: -1,
    high: 1,
    decimals: 2,
    articleId: 'tips-sns-index',
    value: (i) => i.snsIndex,
    readings: {
      below: 'Your fight-or-flight activity was lower than is typical for healthy adults at rest.',
      within: 'Your fight-or-flight activity was within the typical range for healthy adults.',
      above:
        'Your fight-or-flight activity was higher than is typical: your body was working hard or under strain.',
    },
  },
  {
    id: 'stress',
    label: 'Stress index',
    unit: '',
    low: 7,
    high: 12,
    decimals: 1,
    articleId: 'tips-stress-index',
    value: (i) => i.stressIndexSqrt,
    readings: {
      below:
        'Your stress index was below the typical range: your heartbeats varied freely, a relaxed pattern.',
      within: 'Your stress index was within the typical range.',
      above:
        'Your stress index was above the typical range: your heartbeats were more regular, a sign of strain.',
    },
  },
  {
    id: 'averageHeartRate',
    label: 'Average heart rate',
    unit: 'bpm',
    low: 60,
    high: 100,
    decimals: 0,
    articleId: 'tips-average-heart-rate',
    value: (i) => i.meanHr,
    readings: {
      below:
        'Your average heart rate was below 60 beats per minute, which is common in fit people.',
      within: 'Your average heart rate was within the typical 60 to 100 beats per minute.',
      above: 'Your average heart rate was above 100 beats per minute, higher than is typical.',
    },
  },
  {
    id: 'respiratoryRate',
    label: 'Respiratory rate',
    unit: 'breaths/min',
    low: 12,
    high: 20,
    decimals: 1,
    articleId: 'tips-respiratory-rate',
    value: (i) => i.respiratoryRate,
    readings: {
      below: 'Your breathing was slower than the typical 12 to 20 breaths a minute.',
      within: 'Your breathing was within the typical 12 to 20 breaths a minute.',
      above: 'Your breathing was faster than the typical 12 to 20 breaths a minute.',
    },
  },
  {
    id: 'rrInterval',
    label: 'RR interval',
    unit: 'ms',
    low: 600,
    high: 1000,
    decimals: 0,
    articleId: 'tips-rr-interval',
    value: (i) => i.meanRr,
    readings: {
      below:
        'The average time between your beats was shorter than the typical 600 to 1,000 ms (a faster heart rate).',
      within: 'The average time between your beats was within the typical 600 to 1,000 ms.',
      above:
        'The average time between your beats was longer than the typical 600 to 1,000 ms (a slower heart rate).',
    },
  },
];

export interface IndexCard {
  id: IndexId;
  label: string;
  value: number | null;
  unit: string;
  /** The value as shown everywhere (screen, PDF, share page): e.g. "72 bpm", "-0.45". */
  display: string;
  low: number;
  high: number;
  rangeDisplay: string;
  band: Band;
  reading: string;
  articleId: string;
}

export function formatNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  return fixed === '-0' || /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

export function indexCards(indices: HrvIndices): IndexCard[] {
  return INDEX_DEFS.map((def) => {
    const raw = def.value(indices);
    const value = raw === null || !Number.isFinite(raw) ? null : Number(raw.toFixed(def.decimals));
    const band: Band =
      value === null
        ? 'unavailable'
        : value < def.low
          ? 'below'
          : value > def.high
            ? 'above'
            : 'within';
    const withUnit = (text: string) => (def.unit ? `${text} ${def.unit}` : text);
    return {
      id: def.id,
      label: def.label,
      value,
      unit: def.unit,
      display: value === null ? 'Not available' : withUnit(formatNumber(value, def.decimals)),
      low: def.low,
      high: def.high,
      rangeDisplay: withUnit(
        `${formatNumber(def.low, def.decimals === 0 ? 0 : def.low % 1 ? 1 : 0)} to ${formatNumber(def.high, 0)}`,
      ),
      band,
      reading:
        band === 'unavailable'
          ? 'There was not enough clean signal to work this out.'
          : def.readings[band],
      articleId: def.articleId,
    };
  });
}
