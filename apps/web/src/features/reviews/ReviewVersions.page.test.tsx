import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID, STRIP } from '@/test/fixtures';
import { REVIEW_AMENDED } from '@/test/version-fixtures';
import { disclosurePageFixture } from '@/test/disclosure-fixtures';
import { FIRST } from '@/test/workstation-fixtures';
import { ReviewPage } from './ReviewPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
  vi.restoreAllMocks();
});

describe('/reviews/:id after an amendment (the cardiologist)', () => {
  it('keeps every signed version retrievable: each opens its own PDF', async () => {
    // jsdom saves no files: the download is followed to the request it makes.
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const calls = mockApi([
      { url: `/reviews/${ORDER_ID}`, body: REVIEW_AMENDED },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/cardiac-reports/${ORDER_ID}/report.pdf?version=1`, body: '%PDF-1.3' },
      // The full disclosure under the review asks for its first page.
      { url: `/reviews/${ORDER_ID}/disclosure/0`, body: disclosurePageFixture(0, 1) },
      { url: `/reviews/${ORDER_ID}/workstation`, body: FIRST },
    ]);
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const list = within(await screen.findByTestId('signed-versions'));
    expect(list.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Version 2, Dr Priya Shah, .* · Pause was noise/),
      expect.stringMatching(/^Version 1, Dr Priya Shah, /),
    ]);
    await userEvent.click(list.getByRole('button', { name: 'Version 1 PDF' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        `/cardiac-reports/${ORDER_ID}/report.pdf?version=1`,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
