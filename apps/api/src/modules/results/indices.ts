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
    'Not shown: too many beats could not be classified because of noise in the signal for this index to mean anything.',
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

export function indexCards(indices: HrvIndices): IndexCard[] {
  const reason = withheldReason(indices);
  // One card per index: a flat list of optional fields (16 paths), clearer inline than split.
  // eslint-disable-next-line complexity
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
      display:
        value === null
          ? reason
            ? 'Withheld'
            : 'Not available'
          : withUnit(formatNumber(value, def.decimals)),
      low: def.low,
      high: def.high,
      rangeDisplay: withUnit(
        `${formatNumber(def.low, def.decimals === 0 ? 0 : def.low % 1 ? 1 : 0)} to ${formatNumber(def.high, 0)}`,
      ),
      band,
      reading:
        band === 'unavailable'
          ? ((reason && WITHHELD_TEXT[reason]) ?? NOT_ENOUGH)
          : def.readings[band],
      withheld:
        value === null ? { reason, text: (reason && WITHHELD_TEXT[reason]) ?? NOT_ENOUGH } : null,
      articleId: def.articleId,
    };
  });
}
