import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID, REVIEW, STRIP } from '@/test/fixtures';
import { ReviewPage } from './ReviewPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

function serve() {
  return mockApi([
    { url: `/reviews/${ORDER_ID}`, body: REVIEW },
    { url: `/results/${ORDER_ID}/strip`, body: STRIP },
    {
      method: 'PUT',
      url: `/reviews/${ORDER_ID}/draft`,
      body: { version: 1, status: 'draft', updatedAt: '2026-11-24T10:00:00.000Z' },
    },
  ]);
}

describe('/reviews/:id (the cardiologist)', () => {
  it('names the patient with age and sex, and lists AF and VT before ectopy with counts', async () => {
    serve();
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    expect(await screen.findByTestId('review-patient')).toHaveTextContent(
      'Alex Taylor · born 5 March 1980 (age 46) · female · NHS 943 476 5919',
    );
    const groups = screen.getAllByTestId('event-group').map((g) => within(g).getByRole('heading'));
    expect(groups.map((h) => h.textContent)).toEqual([
      'Atrial fibrillation (1 of 1 shown)',
      'Ventricular runs (3 or more beats) (1 of 1 shown)',
      'Ventricular ectopic beats (1 of 282 shown)',
    ]);
    // Each event's figure comes from the reviews namespace (a missing key fails the test).
    const vt = within(screen.getAllByTestId('event-group')[1]!).getByRole('listitem');
    expect(vt).toHaveTextContent('Ventricular run (3 or more beats) 3 beats');
  });

  it('saves the events marked artefact or chosen for the report with the draft', async () => {
    const calls = serve();
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const user = userEvent.setup();
    const [af, vt] = await screen.findAllByTestId('event-group');
    await user.click(within(af!).getByLabelText('Strip in report'));
    await user.click(within(vt!).getByLabelText('Artefact'));
    await user.type(screen.getByLabelText('Findings'), 'Paroxysmal AF.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      findings: 'Paroxysmal AF.',
      episodes: expect.arrayContaining([
        { key: 'af-21600', verdict: 'counted', inReport: true },
        { key: 'vt-144000', verdict: 'artefact', inReport: false },
      ]),
    });
    expect((put?.body as { episodes: unknown[] }).episodes).toHaveLength(2);
  });

  it('asks before signing and says what the customer will receive', async () => {
    const calls = serve();
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Findings'), 'Paroxysmal AF.');
    await user.type(screen.getByLabelText('Conclusion'), 'See your GP.');
    await user.click(screen.getByRole('button', { name: 'Sign and publish' }));
    expect(
      await screen.findByRole('alertdialog', { name: /Sign and publish version 1/ }),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/results screen is released/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing is released before you confirm/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
