import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { CARDIAC_REPORTS, ORDER_ID, STRIP } from '@/test/fixtures';
import { CardiacReportPage } from './CardiacReportPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

describe('/cardiacReport (the customer)', () => {
  it("shows the signed conclusion, the cardiologist's key events with their ECG, and the artefacts left out", async () => {
    const calls = mockApi([
      { url: '/cardiac-reports', body: CARDIAC_REPORTS },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
    ]);
    await renderPage(<CardiacReportPage />, { url: '/cardiacReport' });
    expect(await screen.findByTestId('cardiac-conclusion')).toHaveTextContent(
      'Please see your GP to discuss the atrial fibrillation.',
    );
    const [event] = screen.getAllByTestId('key-event');
    expect(event).toHaveTextContent('Atrial fibrillation');
    expect(await within(event!).findByRole('img')).toBeInTheDocument();
    // The strip around the event (at 60 s) is loaded from the results, not the whole recording.
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith(`/results/${ORDER_ID}/strip?`))).toBe(true),
    );
    expect(screen.getByTestId('artefacts-note')).toHaveTextContent(
      'left out 2 events caused by signal noise',
    );
    // A rhythm finding links to the help article that explains it.
    expect(screen.getByTestId('summary-afl')).toHaveTextContent('2 episodes, 60 s in total');
    expect(screen.getByRole('link', { name: 'What this means: Atrial flutter' })).toHaveAttribute(
      'href',
      '/support-hub/article/rhythm-atrial-flutter',
    );
  });

  it('says there is no report yet when none is signed', async () => {
    mockApi([{ url: '/cardiac-reports', body: { list: [] } }]);
    await renderPage(<CardiacReportPage />, { url: '/cardiacReport' });
    expect(await screen.findByText('No cardiac report yet')).toBeInTheDocument();
    expect(screen.queryByTestId('cardiac-conclusion')).toBeNull();
    expect(screen.queryByTestId('key-event')).toBeNull();
  });
});
