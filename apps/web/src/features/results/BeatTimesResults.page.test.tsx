import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID, RESULTS_LIST, RESULTS_OF_ORDER } from '@/test/fixtures';
import type { ResultsOfOrder } from '@heartcheck/contracts/results';
import { ResultsPage } from './ResultsPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

/** Results of a CSV of beat times from a watch: no ECG. */
const BEATS: ResultsOfOrder = {
  ...RESULTS_OF_ORDER,
  recording: { ...RESULTS_OF_ORDER.recording, format: 'beats-csv' },
};

describe('/results of beat times only', () => {
  it('says the findings come from beat times only and shows no strip viewer', async () => {
    const calls = mockApi([
      { url: '/results', body: RESULTS_LIST },
      { url: `/results/${ORDER_ID}`, body: BEATS },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    expect(await screen.findByTestId('beat-times-customer')).toHaveTextContent(
      'Your recorder supplied the times of your heartbeats, not the ECG itself.',
    );
    expect(screen.getByTestId('beat-times-strips')).toHaveTextContent('no ECG strips');
    expect(
      screen.getByRole('link', { name: 'What beat times can and cannot show' }),
    ).toHaveAttribute('href', '/support-hub/article/beat-times-only');
    // the figures and the HR trend stay
    expect(screen.getByTestId('index-pns')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Jump to an event/i)).toBeNull();
    expect(calls.some((c) => c.url.includes('/strip'))).toBe(false);
    expect(screen.getByTestId('disclaimer')).toHaveTextContent(
      'worked out automatically from the beat times your recorder supplied (no ECG)',
    );
  });

  it('an ECG recording shows no beat-times notice', async () => {
    mockApi([
      { url: '/results', body: RESULTS_LIST },
      { url: `/results/${ORDER_ID}`, body: RESULTS_OF_ORDER },
      { url: `/results/${ORDER_ID}/strip`, body: { message: 'x' }, status: 404 },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    expect(await screen.findByTestId('index-pns')).toBeInTheDocument();
    expect(screen.queryByTestId('beat-times-customer')).toBeNull();
  });
});
