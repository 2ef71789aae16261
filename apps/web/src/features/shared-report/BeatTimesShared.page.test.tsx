import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedReport } from '@heartcheck/contracts/sharing';
import { missingKeys, renderPage } from '@/test/page';
import { SHARED_CARDIAC, SHARED_URGENT_AMENDED } from '@/test/version-fixtures';
import { SharedReportPage } from './SharedReportPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
  vi.unstubAllGlobals();
});

const TOKEN = 'b'.repeat(43);

function serve(body: SharedReport) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

describe('/share/:token of beat times only', () => {
  it('tells the GP the shared results come from beat times only', async () => {
    if (SHARED_URGENT_AMENDED.report !== 'results') throw new Error('fixture');
    serve({
      ...SHARED_URGENT_AMENDED,
      results: {
        ...SHARED_URGENT_AMENDED.results,
        recording: { ...SHARED_URGENT_AMENDED.results.recording, format: 'beats-wfdb' },
      },
    });
    await renderPage(<SharedReportPage />, { url: `/share/${TOKEN}`, route: '/share/:token' });
    // Written for the GP who reads it, not in the words the patient reads.
    expect(await screen.findByTestId('beat-times-shared')).toHaveTextContent(
      "The patient's recorder supplied the times of their heartbeats",
    );
  });

  it('says so on a shared cardiac report too', async () => {
    if (SHARED_CARDIAC.report !== 'cardiac') throw new Error('fixture');
    serve({
      ...SHARED_CARDIAC,
      cardiacReport: {
        ...SHARED_CARDIAC.cardiacReport,
        recording: { ...SHARED_CARDIAC.cardiacReport.recording, format: 'beats-csv' },
      },
    });
    await renderPage(<SharedReportPage />, { url: `/share/${TOKEN}`, route: '/share/:token' });
    expect(await screen.findByTestId('beat-times-shared')).toBeInTheDocument();
  });

  it('says nothing of beat times for an ECG recording', async () => {
    serve(SHARED_CARDIAC);
    await renderPage(<SharedReportPage />, { url: `/share/${TOKEN}`, route: '/share/:token' });
    expect(await screen.findByTestId('shared-headline')).toBeInTheDocument();
    expect(screen.queryByTestId('beat-times-shared')).toBeNull();
  });
});
