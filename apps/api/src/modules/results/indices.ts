import type { Band, IndexCard, IndexId } from '@heartcheck/contracts/results';
import type { HrvIndices } from '@heartcheck/ecg/types';

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
  readings: Record<Exclude<Band, 'unavailable' | 'byPeriodOnly'>, string>;
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
        "Your rest-and-recover activity was higher than is typical. Good recovery raises it, but so can irregular rhythms and extra beats: read it with your cardiologist's report.",
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
      below:
        "Your fight-or-flight activity was lower than is typical for healthy adults at rest. Irregular rhythms and extra beats can also lower it: read it with your cardiologist's report.",
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
        "Your stress index was below the typical range: the time between your beats varied more than is typical. Rest can do this, and so can irregular rhythms or extra beats, so it is not on its own a sign of being relaxed: read it with your cardiologist's report.",
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
    // Derived with the RR interval from one figure: see agreeingRates.
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

/** Why the engine withheld an index (null with a reason) instead of giving a number. */
export const WITHHELD_TEXT: Record<string, string> = {
  af: 'Not shown: atrial fibrillation (an irregular rhythm) was present for much of this time, and this index only means something while the heart beats in its normal rhythm.',
  'frequent-ectopy':
    'Not shown: extra (ectopic) beats were too frequent for this index to mean anything.',
  noise:
    'Not shown: noise in the signal made too much of this time unreadable (beats that could not be recognised, or too little of the recording that could be analysed) for this index to mean anything.',
  'bimodal-rhythm':
    'Not shown: the time between beats kept jumping between different lengths (extra beats that look normal, or an irregular rhythm), so this index would describe those jumps rather than your nervous system.',
  pauses: 'Not shown: there were too many pauses between beats for this index to mean anything.',
  'insufficient-nn':
    'Not shown: there was less than 5 minutes of clean signal in normal rhythm, too little to work this out.',
};
const NOT_ENOUGH = 'Not shown: there was not enough clean signal to work this out.';

export function formatNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  return fixed === '-0' || /^-0\.0+$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** The engine's reason for withholding (absent in results stored before NN-only HRV). */
function withheldReason(indices: HrvIndices): string | null {
  return indices.withheld?.reason ?? null;
}

/**
 * PNS, SNS and Stress: their typical ranges come from 5-minute resting recordings in healthy
 * adults (Nunan, Sandercock and Brodie 2010, Pacing Clin Electrophysiol 33:1407), so a value
 * over a whole day or several, sleep and exercise included, is not compared with them; the day
 * and night values are (`periods`).
 */
export const COMPARED_BY_PERIOD_ONLY: ReadonlySet<IndexId> = new Set(['pns', 'sns', 'stress']);

export const BY_PERIOD_ONLY_TEXT =
  'Typical ranges come from 5-minute recordings at rest (Nunan et al. 2010), so this whole-recording value is not compared with them; the day and night values are.';
/** The same, while day and night are withheld (the recorder's start time is unknown). */
export const BY_PERIOD_WITHHELD_TEXT =
  'Typical ranges come from 5-minute recordings at rest (Nunan et al. 2010), so this whole-recording value is not compared with them. Day and night values are not shown because the start time is unknown.';

/**
 * One derivation of heart rate and RR interval: mean RR = 60000 / mean heart rate. Mean heart
 * rate is beats over time (60000·n / ΣRR, the Holter summary's), and the mean of the RR
 * intervals is ΣRR / n, so the two are exactly reciprocal and cannot land on different sides of
 * their ranges (60 to 100 bpm is 1,000 to 600 ms). The source is the summary's mean heart rate
 * when given (every analysable beat), else the NN mean RR (a period's indices).
 */
export function agreeingRates(indices: HrvIndices, meanHr?: number | null): HrvIndices {
  const hr =
    meanHr ?? (indices.meanRr !== null && indices.meanRr > 0 ? 60000 / indices.meanRr : null);
  if (hr === null || !Number.isFinite(hr) || hr <= 0)
    return { ...indices, meanHr: null, meanRr: null };
  return { ...indices, meanHr: hr, meanRr: 60000 / hr };
}

function bandOf(value: number | null, def: IndexDef): Band {
  if (value === null) return 'unavailable';
  return value < def.low ? 'below' : value > def.high ? 'above' : 'within';
}

/**
 * The value as shown: the index's decimals, or more when rounding would put a value outside
 * the range on the range's edge (59.96 bpm is "59.96", never "60" marked below 60 to 100).
 */
export function displayValue(raw: number, def: IndexDef, band: Band): number {
  for (let d = def.decimals; d <= def.decimals + 3; d++) {
    const shown = Number(raw.toFixed(d));
    if (band === 'below' && shown < def.low) return shown;
    if (band === 'above' && shown > def.high) return shown;
    if (band !== 'below' && band !== 'above') return shown;
  }
  return raw;
}

function decimalsOf(value: number, def: IndexDef): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return Math.max(def.decimals, dot < 0 ? 0 : text.length - dot - 1);
}

/**
 * The index cards of one stretch of recording (whole, day or night). `periods`, for the whole
 * recording, holds the day and night cards that the by-period-only indices show; null when day
 * and night are withheld.
 */
export function indexCards(
  indices: HrvIndices,
  periods?: { day: IndexCard[]; night: IndexCard[] } | null,
): IndexCard[] {
  const reason = withheldReason(indices);
  // One card per index: a flat list of optional fields, clearer inline than split.
  // eslint-disable-next-line complexity
  return INDEX_DEFS.map((def) => {
    const raw = def.value(indices);
    const rawBand = raw === null || !Number.isFinite(raw) ? 'unavailable' : bandOf(raw, def);
    const value = rawBand === 'unavailable' ? null : displayValue(raw!, def, rawBand);
    const byPeriod = periods !== undefined && COMPARED_BY_PERIOD_ONLY.has(def.id);
    const band: Band = byPeriod && value !== null ? 'byPeriodOnly' : rawBand;
    const withUnit = (text: string) => (def.unit ? `${text} ${def.unit}` : text);
    const pick = (list: IndexCard[]) => {
      const card = list.find((c) => c.id === def.id)!;
      return { display: card.display, band: card.band, withheld: card.withheld };
    };
    return {
      id: def.id,
      label: def.label,
      value,
      unit: def.unit,
      display:
        value === null
          ? reason
            ? 'Withheld'
            : 'Not available'
          : withUnit(formatNumber(value, decimalsOf(value, def))),
      low: def.low,
      high: def.high,
      rangeDisplay: withUnit(
        `${formatNumber(def.low, def.decimals === 0 ? 0 : def.low % 1 ? 1 : 0)} to ${formatNumber(def.high, 0)}`,
      ),
      band,
      reading:
        band === 'unavailable'
          ? ((reason && WITHHELD_TEXT[reason]) ?? NOT_ENOUGH)
          : band === 'byPeriodOnly'
            ? periods
              ? BY_PERIOD_ONLY_TEXT
              : BY_PERIOD_WITHHELD_TEXT
            : def.readings[band],
      withheld:
        value === null ? { reason, text: (reason && WITHHELD_TEXT[reason]) ?? NOT_ENOUGH } : null,
      articleId: def.articleId,
      periods: byPeriod && periods ? { day: pick(periods.day), night: pick(periods.night) } : null,
    };
  });
}
