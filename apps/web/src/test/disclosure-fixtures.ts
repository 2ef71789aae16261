import { disclosurePage, type DisclosurePage } from '@heartcheck/contracts/disclosure';

/**
 * Page `n` of a recording of `pages` half-hour pages at 250 Hz starting Mon 5 Jan 2026 09:00:
 * 30 rows at 60 + n bpm, an empty envelope, a normal and a ventricular beat in its first row.
 */
export function disclosurePageFixture(n: number, pages: number): DisclosurePage {
  const fs = 250;
  return disclosurePage.parse({
    page: n,
    pageCount: pages,
    rowsPerPage: 30,
    rowSeconds: 60,
    samplingRate: fs,
    fromSample: n * 1800 * fs,
    totalSamples: pages * 1800 * fs,
    startTime: '2026-01-05T09:00:00',
    envelopePerSecond: 50,
    envelope: '',
    rows: Array.from({ length: 30 }, (_, row) => ({
      row,
      fromS: n * 1800 + row * 60,
      hr: 60 + n,
      counts: { N: row === 0 ? 1 : 0, S: 0, V: row === 0 ? 1 : 0, F: 0, Q: 0, A: 0 },
    })),
    beats: [
      { sample: n * 1800 * fs + 100, label: 'N', beat: 2 * n, added: false },
      { sample: n * 1800 * fs + 300, label: 'V', beat: 2 * n + 1, added: false },
    ],
    labels: 'engine',
  });
}
