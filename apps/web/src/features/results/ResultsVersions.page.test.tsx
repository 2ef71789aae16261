import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID, RESULTS_LIST, STRIP } from '@/test/fixtures';
import { RESULTS_SIGNED_ONCE, RESULTS_V1, RESULTS_V2 } from '@/test/version-fixtures';
import { ResultsPage } from './ResultsPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

describe('/results after an amendment', () => {
  it('says the report was amended, lists the versions and opens version 1 with its own figures', async () => {
    const calls = mockApi([
      { url: '/results', body: RESULTS_LIST },
      { url: `/results/${ORDER_ID}`, body: RESULTS_V2 },
      { url: `/results/${ORDER_ID}?version=1`, body: RESULTS_V1 },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    expect(await screen.findByTestId('version-notice')).toHaveTextContent(
      'Amended report — version 2, amended 21 November 2026 at 15:30 by Dr Priya Shah. Reason: Pause was noise',
    );
    expect(screen.getByTestId('results-headline')).toHaveTextContent(
      'No atrial fibrillation; no pauses; see below',
    );
    const list = within(screen.getByTestId('report-versions'));
    const items = list.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(
        /^Version 2, signed 21 November 2026 at 15:30 by Dr Priya Shah · amended: Pause was noise/,
      ),
      expect.stringMatching(/^Version 1, signed 20 November 2026 at 10:00 by Dr Priya Shah/),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(list.getByRole('button', { name: 'Open version 1' }));
    expect(await screen.findByText('1 (longest 3.2 s)')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/results/${ORDER_ID}?version=1`)).toBe(true);
    expect(screen.getByTestId('version-notice')).toHaveTextContent(
      'You are reading version 1. It was replaced by version 2',
    );
    const back = within(screen.getByTestId('report-versions'));
    expect(back.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    expect(back.getByRole('button', { name: 'Open version 2' })).toBeInTheDocument();
  });

  it('shows no version list or notice for a report signed once', async () => {
    mockApi([
      { url: '/results', body: RESULTS_LIST },
      { url: `/results/${ORDER_ID}`, body: RESULTS_SIGNED_ONCE },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    expect(await screen.findByTestId('results-headline')).toBeInTheDocument();
    expect(screen.queryByTestId('report-versions')).toBeNull();
    expect(screen.queryByTestId('version-notice')).toBeNull();
  });
});
