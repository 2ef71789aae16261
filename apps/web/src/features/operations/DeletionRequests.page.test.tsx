import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeletionRequestView } from '@heartcheck/contracts/deletion-requests';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { DeletionRequests } from './DeletionRequests';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const ID = '00000000-0000-4000-8000-0000000000d2';
const base: DeletionRequestView = {
  id: ID,
  userId: 'u1',
  email: 'customer@example.com',
  channel: 'email',
  status: 'requested',
  note: 'Email of 3 May',
  requestedAt: '2026-11-26T10:00:00.000Z',
  dueBy: '2026-12-26T10:00:00.000Z',
  identityMethod: null,
  identityNotes: null,
  identityCheckedAt: null,
  completedAt: null,
  refusalReason: null,
  outcome: null,
};

describe('operations: deletion requests', () => {
  it('shows the due date and records the identity check, then completes', async () => {
    const calls = mockApi([
      { url: '/deletion-requests', body: { requests: [base] } },
      { method: 'POST', url: `/deletion-requests/${ID}/identity-check`, body: { request: base } },
    ]);
    await renderPage(<DeletionRequests />, { url: '/operations' });
    const item = within(await screen.findByTestId('deletion-request'));
    expect(item.getByText(/answer due by/)).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Complete deletion' })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(
      item.getByLabelText('How the identity was checked'),
      'phone-call-on-file',
    );
    await user.type(item.getByLabelText('What was checked'), 'Called 07700 900123 on file');
    await user.click(item.getByRole('button', { name: 'Record the identity check' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        method: 'phone-call-on-file',
        notes: 'Called 07700 900123 on file',
      }),
    );
  });

  it('offers completion once identity is checked, and shows the server’s refusal message', async () => {
    mockApi([
      {
        url: '/deletion-requests',
        body: {
          requests: [
            {
              ...base,
              status: 'identity-checked',
              identityMethod: 'other',
              identityNotes: 'Passport seen',
            },
          ],
        },
      },
      {
        method: 'POST',
        url: `/deletion-requests/${ID}/refuse`,
        status: 400,
        body: { message: 'Give the reason in at least 10 characters.' },
      },
    ]);
    await renderPage(<DeletionRequests />, { url: '/operations' });
    const item = within(await screen.findByTestId('deletion-request'));
    expect(item.getByRole('button', { name: 'Complete deletion' })).toBeEnabled();
    expect(item.getByText('Other: Passport seen')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(item.getByLabelText(/Reason for refusing/), 'no');
    await user.click(item.getByRole('button', { name: 'Refuse' }));
    expect(await item.findByText('Give the reason in at least 10 characters.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
