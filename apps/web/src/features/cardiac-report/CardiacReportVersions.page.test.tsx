import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID, STRIP } from '@/test/fixtures';
import { CARDIAC_REPORTS_V2, CARDIAC_REPORT_V1 } from '@/test/version-fixtures';
import { CardiacReportPage } from './CardiacReportPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

describe('/cardiacReport after an amendment', () => {
  it('marks the amended version and opens version 1 as it was signed', async () => {
    const calls = mockApi([
      { url: '/cardiac-reports', body: CARDIAC_REPORTS_V2 },
      { url: `/cardiac-reports/${ORDER_ID}?version=1`, body: CARDIAC_REPORT_V1 },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
    ]);
    await renderPage(<CardiacReportPage />, { url: '/cardiacReport' });
    expect(await screen.findByTestId('cardiac-conclusion')).toHaveTextContent(
      'No flutter after review.',
    );
    expect(screen.getByTestId('cardiac-headline')).toHaveTextContent(
      'Atrial fibrillation for 38.3 % of the recording; no pauses; see below',
    );
    expect(screen.getByTestId('version-notice')).toHaveTextContent(
      'Amended report — version 2, amended 21 November 2026 at 15:30 by Dr Priya Shah. Reason: Flutter was noise',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open version 1' }));
    expect(
      await screen.findByText('Please see your GP to discuss the atrial fibrillation.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/cardiac-reports/${ORDER_ID}?version=1`)).toBe(true);
    expect(screen.getByTestId('version-notice')).toHaveTextContent(
      'You are reading version 1. It was replaced by version 2',
    );
    const list = within(screen.getByTestId('report-versions'));
    expect(list.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(list.getByRole('button', { name: 'Open version 2' }));
    expect(await screen.findByText('No flutter after review.')).toBeInTheDocument();
  });
});
