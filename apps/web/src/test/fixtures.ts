import {
  resultsList,
  resultsOfOrder,
  strip,
  type IndexCard,
  type ResultsList,
  type ResultsOfOrder,
  type Strip,
} from '@heartcheck/contracts/results';
import {
  cardiacReportList,
  review,
  type CardiacReportList,
  type Review,
} from '@heartcheck/contracts/reviews';

/**
 * Payloads for page tests, each parsed by the contract's zod schema: when the API's contract
 * changes, these stop compiling or parsing, and the screen tests say so.
 */

export const ORDER_ID = '6f1c9a52-0c55-4b8e-9d0e-5c2f1a7b3e10';

const card = (
  id: IndexCard['id'],
  label: string,
  value: number | null,
  withheld: IndexCard['withheld'] = null,
): IndexCard => ({
  id,
  label,
  value,
  unit: '',
  display: value === null ? 'Withheld' : String(value),
  low: -1,
  high: 1,
  rangeDisplay: '-1 to 1',
  band: value === null ? 'unavailable' : 'within',
  reading: withheld?.text ?? 'Within the typical range.',
  withheld,
  articleId: `tips-${id}`,
});

const AF_TEXT =
  'Not shown: atrial fibrillation (an irregular rhythm) was present for much of this time, and this index only means something while the heart beats in its normal rhythm.';

const withheldAf = { reason: 'af', text: AF_TEXT };

const indices: IndexCard[] = [
  card('pns', 'PNS index', null, withheldAf),
  card('sns', 'SNS index', null, withheldAf),
  card('stress', 'Stress index', null, withheldAf),
  card('averageHeartRate', 'Average heart rate', 88),
  card('respiratoryRate', 'Respiratory rate', 15),
  card('rrInterval', 'RR interval', 690),
];

const view = {
  orderId: ORDER_ID,
  orderNumber: 'HC-2026-000123',
  status: 'cardiac_report_ready',
  resultsReadyAt: '2026-11-20T10:00:00.000Z',
  recording: {
    startTime: '2026-11-17T09:00:00',
    durationS: 1800,
    analysableS: 1740,
    samplingRate: 360,
    totalSamples: 648_000,
    format: 'wfdb',
  },
  indices,
  summary: [
    {
      id: 'af',
      label: 'Atrial fibrillation (episodes of 30 s or longer)',
      display: '1 episode, 38.3% of the analysable time, longest 6 min',
    },
    {
      id: 'afl',
      label: 'Atrial flutter',
      display: '2 episodes, 60 s in total, longest 40 s at 150 bpm',
      articleId: 'rhythm-atrial-flutter',
    },
    {
      id: 'ventricular',
      label: 'Ventricular ectopic beats',
      display: '282 (562.3 per hour, 14.4% of beats)',
    },
  ],
  dayNight: { day: indices, night: indices },
  dayNightWithheld: null,
  analysable: '29 minutes of analysable ECG over 30 minutes worn',
  shortRecording: null,
  nightWindows: [],
  warnings: [],
  engineVersion: '0.1.0',
};

export const RESULTS_LIST: ResultsList = resultsList.parse({
  list: [view],
  pending: [
    {
      orderId: '0b6a3f52-1d4e-4c8b-9e0f-6a7b8c9d0e1f',
      orderNumber: 'HC-2026-000124',
      status: 'analysing',
      stage: 'with_cardiologist',
      receivedOn: '2026-11-23',
      expectedBy: '2026-11-26',
      workingDays: 3,
    },
  ],
});

const event = (
  kind: ResultsOfOrder['events'][number]['kind'],
  label: string,
  atS: number,
  value: number,
) => ({
  id: `${kind}-${atS * 360}`,
  kind,
  label,
  startSample: atS * 360,
  endSample: atS * 360 + 720,
  startTime: null,
  atS,
  durationS: 2,
  value,
  meanHr: null,
});

export const RESULTS_OF_ORDER: ResultsOfOrder = resultsOfOrder.parse({
  ...view,
  charts: {
    hrPerMinute: Array.from({ length: 30 }, (_, i) => 80 + (i % 5)),
    tachogram: {
      bucketS: 60,
      meanMs: Array(30).fill(700),
      minMs: Array(30).fill(600),
      maxMs: Array(30).fill(800),
    },
    poincare: [
      [700, 710],
      [710, 690],
    ],
  },
  events: [
    event('ventricular-beat', 'Ventricular ectopic beat', 30, 520),
    event('af', 'Atrial fibrillation', 60, 540),
    event('vt', 'Ventricular run (3 or more beats)', 400, 3),
  ],
  eventTotals: {
    vf: 0,
    af: 1,
    afl: 0,
    vt: 1,
    avb2: 0,
    svt: 0,
    pause: 0,
    tachycardia: 0,
    bradycardia: 0,
    bigeminy: 0,
    trigeminy: 0,
    couplet: 0,
    'ventricular-beat': 282,
    'supraventricular-beat': 0,
    unanalysable: 0,
  },
  urgent: null,
});

export const STRIP: Strip = strip.parse({
  samplingRate: 360,
  fromSample: 0,
  totalSamples: 648_000,
  startTime: '2026-11-17T09:00:00',
  uv: Array.from({ length: 3600 }, (_, i) =>
    Math.round(800 * Math.exp(-(((i % 300) - 150) ** 2) / 40)),
  ),
});

export const REVIEW: Review = review.parse({
  results: RESULTS_OF_ORDER,
  patient: {
    name: 'Alex Taylor',
    dateOfBirth: '1980-03-05',
    age: 46,
    sex: 'female',
    nhsNumber: '943 476 5919',
  },
  diary: [],
  draft: null,
  episodes: [],
  signed: null,
  versions: [],
  urgent: null,
});

export const CARDIAC_REPORTS: CardiacReportList = cardiacReportList.parse({
  list: [
    {
      id: 'r1',
      orderId: ORDER_ID,
      orderNumber: 'HC-2026-000123',
      version: 1,
      status: 'signed',
      findings: 'Paroxysmal atrial fibrillation and frequent ventricular ectopy.',
      conclusion: 'Please see your GP to discuss the atrial fibrillation.',
      amendmentReason: null,
      cardiologistName: 'Dr Priya Shah',
      cardiologistRole: 'Consultant Cardiologist',
      cardiologistGmc: '7000001',
      signedAt: '2026-11-20T10:00:00.000Z',
      summary: view.summary,
      keyEvents: [event('af', 'Atrial fibrillation', 60, 540)],
      recording: { startTime: '2026-11-17T09:00:00', durationS: 1800 },
      artefacts: 2,
      diary: [],
      versions: [],
      urgent: null,
    },
  ],
});
