import {
  resultsOfOrder,
  type ResultsOfOrder,
  type SignedVersionView,
} from '@heartcheck/contracts/results';
import {
  cardiacReport,
  cardiacReportList,
  review,
  type CardiacReport,
  type CardiacReportList,
  type Review,
} from '@heartcheck/contracts/reviews';
import { sharedReport, type SharedReport } from '@heartcheck/contracts/sharing';
import { CARDIAC_REPORTS, RESULTS_OF_ORDER, REVIEW } from './fixtures';

/** Payloads of an amended report (issue 20): version 2 and version 1, checked by the contracts. */
export const SIGNED_V1: SignedVersionView = {
  version: 1,
  signedAt: '2026-11-20T10:00:00.000Z',
  cardiologistName: 'Dr Priya Shah',
  cardiologistRole: 'Consultant Cardiologist',
  cardiologistGmc: '7000001',
  amendmentReason: null,
};
export const SIGNED_V2: SignedVersionView = {
  ...SIGNED_V1,
  version: 2,
  signedAt: '2026-11-21T15:30:00.000Z',
  amendmentReason: 'Pause was noise',
};
const pauses = (display: string) => ({ id: 'pauses', label: 'Pauses over 2 s', display });

/** The results as version 2 (amended) of the signed review shows them. */
export const RESULTS_V2: ResultsOfOrder = resultsOfOrder.parse({
  ...RESULTS_OF_ORDER,
  summary: [...RESULTS_OF_ORDER.summary, pauses('0')],
  headline: 'No atrial fibrillation; no pauses; see below',
  signed: SIGNED_V2,
  versions: [SIGNED_V2, SIGNED_V1],
});

/** The same results as version 1 showed them. */
export const RESULTS_V1: ResultsOfOrder = resultsOfOrder.parse({
  ...RESULTS_V2,
  summary: [...RESULTS_OF_ORDER.summary, pauses('1 (longest 3.2 s)')],
  headline: 'No atrial fibrillation; 1 pause (longest 3.2 s); see below',
  signed: SIGNED_V1,
});

/** Version 1 alone: a report signed once. */
export const RESULTS_SIGNED_ONCE: ResultsOfOrder = resultsOfOrder.parse({
  ...RESULTS_V1,
  versions: [SIGNED_V1],
});

const first = CARDIAC_REPORTS.list[0]!;
const reportVersions = [
  {
    id: 'r2',
    version: 2,
    signedAt: '2026-11-21T15:30:00.000Z',
    cardiologistName: 'Dr Priya Shah',
    amendmentReason: 'Flutter was noise',
  },
  {
    id: 'r1',
    version: 1,
    signedAt: first.signedAt,
    cardiologistName: 'Dr Priya Shah',
    amendmentReason: null,
  },
];

/** The customer's cardiac reports once version 2 amended version 1. */
export const CARDIAC_REPORTS_V2: CardiacReportList = cardiacReportList.parse({
  list: [
    {
      ...first,
      id: 'r2',
      version: 2,
      signedAt: reportVersions[0]!.signedAt,
      amendmentReason: 'Flutter was noise',
      conclusion: 'No flutter after review.',
      headline: 'Atrial fibrillation for 38.3 % of the recording; no pauses; see below',
      versions: reportVersions,
    },
  ],
});

/** Version 1 of that report, as GET /cardiac-reports/{orderId}?version=1 answers. */
export const CARDIAC_REPORT_V1: CardiacReport = cardiacReport.parse({
  ...first,
  versions: reportVersions,
});

const { charts: _c, events: _e, eventTotals: _t, urgent: _u, ...view } = RESULTS_OF_ORDER;

/** A GP's share page of amended results with an urgent finding. */
export const SHARED_URGENT_AMENDED: SharedReport = sharedReport.parse({
  report: 'results',
  patientName: 'Alex Taylor',
  expiresAt: '2026-12-21T10:00:00.000Z',
  results: {
    ...view,
    charts: { hrPerMinute: [70, 71] },
    headline: 'No atrial fibrillation; 2 pauses (longest 3.2 s); see below',
    signed: { ...SIGNED_V2, amendmentReason: 'Pauses confirmed' },
  },
  urgent: {
    reason: 'long_pauses',
    label: 'Long pauses',
    note: '',
    flaggedAt: '2026-11-21T15:30:00.000Z',
    outOfHours: false,
  },
});

const { versions: _v, urgent: _u2, ...report } = first;

/** A GP's share page of a cardiac report signed once, nothing urgent. */
export const SHARED_CARDIAC: SharedReport = sharedReport.parse({
  report: 'cardiac',
  patientName: 'Alex Taylor',
  expiresAt: '2026-12-21T10:00:00.000Z',
  cardiacReport: {
    ...report,
    headline: 'Atrial fibrillation for 38.3 % of the recording; no pauses; see below',
  },
  urgent: null,
});

/** The cardiologist's review of an order whose report was signed and then amended. */
export const REVIEW_AMENDED: Review = review.parse({
  ...REVIEW,
  versions: [
    {
      id: 'r2',
      version: 2,
      signedAt: '2026-11-21T15:30:00.000Z',
      cardiologistName: 'Dr Priya Shah',
      amendmentReason: 'Pause was noise',
    },
    {
      id: 'r1',
      version: 1,
      signedAt: '2026-11-20T10:00:00.000Z',
      cardiologistName: 'Dr Priya Shah',
      amendmentReason: null,
    },
  ],
});
