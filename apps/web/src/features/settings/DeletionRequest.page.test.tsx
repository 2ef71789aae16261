import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeletionRequestView } from '@heartcheck/contracts/deletion-requests';
import { mockApi, missingKeys, renderPage, type ApiRoute } from '@/test/page';
import { DeletionRequest } from './DeletionRequest';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const ID = '00000000-0000-4000-8000-0000000000d1';
const request = (over: Partial<DeletionRequestView>): DeletionRequestView => ({
  id: ID,
  userId: 'u1',
  email: null,
  channel: 'settings',
  status: 'requested',
  note: '',
  requestedAt: '2026-11-26T10:00:00.000Z',
  dueBy: '2026-12-26T10:00:00.000Z',
  identityMethod: null,
  identityNotes: null,
  identityCheckedAt: null,
  completedAt: null,
  refusalReason: null,
  outcome: null,
  ...over,
});

describe('settings: delete my account', () => {
  it('explains what goes and what stays before asking, then asks and shows the due date', async () => {
    const mine: ApiRoute = { url: '/deletion-requests/mine', body: { request: null } };
    const calls = mockApi([
      mine,
      { method: 'POST', url: '/deletion-requests', status: 201, body: { request: request({}) } },
    ]);
    await renderPage(<DeletionRequest />, { url: '/settings' });
    const panel = within(await screen.findByRole('region', { name: 'Delete my account' }));
    expect(panel.getByText(/NHS Records Management Code of Practice 2023/)).toBeInTheDocument();
    expect(panel.getByText(/6 years after the end of the financial year/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await panel.findByLabelText(/Anything you want/), 'Please delete');
    mine.body = { request: request({}) };
    await user.click(panel.getByRole('button', { name: 'Ask to delete my account' }));
    expect(await panel.findByText(/We will answer by 26 December 2026/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Please delete' });
    expect(panel.queryByRole('button', { name: 'Ask to delete my account' })).toBeNull();
  });

  it('withdraws an open request', async () => {
    const mine: ApiRoute = { url: '/deletion-requests/mine', body: { request: request({}) } };
    const calls = mockApi([
      mine,
      {
        method: 'POST',
        url: `/deletion-requests/${ID}/withdraw`,
        body: { request: request({ status: 'withdrawn' }) },
      },
    ]);
    await renderPage(<DeletionRequest />, { url: '/settings' });
    const user = userEvent.setup();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw my request' });
    mine.body = { request: request({ status: 'withdrawn' }) };
    await user.click(withdraw);
    expect(await screen.findByText(/You withdrew your request of 26 November 2026/)).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/withdraw'))).toBe(true));
  });

  it('shows the outcome of a completed request', async () => {
    mockApi([
      {
        url: '/deletion-requests/mine',
        body: {
          request: request({
            status: 'completed',
            outcome: [
              {
                part: 'Order HC-1: report',
                action: 'kept',
                reason: 'Adult health record.',
                keepUntil: '2034-11-26T10:00:00.000Z',
              },
            ],
          }),
        },
      },
    ]);
    await renderPage(<DeletionRequest />, { url: '/settings' });
    expect(
      await screen.findByText(/Order HC-1: report, kept until 26 November 2034/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask to delete my account' })).toBeNull();
  });
});
