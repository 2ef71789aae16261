import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage, type ApiCall } from '@/test/page';
import { ORDER_ID, REVIEW } from '@/test/fixtures';
import type { Review } from '@heartcheck/contracts/reviews';
import { ReviewPage } from './ReviewPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

/** The review of a recording that is beat times only (a WFDB annotation file, no ECG). */
const BEATS: Review = {
  ...REVIEW,
  results: { ...REVIEW.results, recording: { ...REVIEW.results.recording, format: 'beats-wfdb' } },
};

const asked = (calls: ApiCall[], part: string) => calls.some((c) => c.url.includes(part));

describe('/reviews/:id for beat times only', () => {
  it('explains there is no ECG instead of strips, templates and disclosure, and asks for none', async () => {
    // the API answers 409 to strips, workstation and disclosure of beat times: none is served
    const calls = mockApi([{ url: `/reviews/${ORDER_ID}`, body: BEATS }]);
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    expect(await screen.findByTestId('beat-times-review')).toHaveTextContent(
      'there are no ECG strips, beat templates or full disclosure',
    );
    expect(screen.getByTestId('beat-times-strips')).toHaveTextContent('no ECG strips');
    expect(screen.getAllByText('Findings from beat times only (no ECG)')).toHaveLength(2);
    // the events stay listed, without a "Show ECG" button
    expect(screen.getAllByTestId('event-group').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Show ECG/i })).toBeNull();
    // no strip to print in the cardiac report, so no "Strip in report" choice
    expect(screen.queryByRole('checkbox', { name: 'Strip in report' })).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: 'Artefact' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: /full disclosure/i })).toBeNull();
    expect(asked(calls, '/strip')).toBe(false);
    expect(asked(calls, '/workstation')).toBe(false);
    expect(asked(calls, '/disclosure')).toBe(false);
  });
});
