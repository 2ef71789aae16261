import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, missingKeys, renderPage, type ApiRoute } from '@/test/page';
import { AnalysisRetry } from './AnalysisRetry';

const ORDER = '0b7e4f4e-5f0c-4a43-9a57-3f7f0b1f2c11';
// The worker's message when the disk filled (apps/api/src/jobs/worker.ts ANALYSIS_STORAGE_FULL).
const FULL =
  'Our storage is full, so the analysis results could not be saved. Nothing was kept; the analysis is retried automatically and finishes once space is freed.';

function recording(status: 'failed' | 'queued' | 'succeeded'): ApiRoute {
  return {
    url: `/orders/${ORDER}/recording`,
    body: {
      order: { id: ORDER, number: 'HC-1001', status: 'analysing' },
      analysis: {
        id: 'a1',
        status,
        progress: 0,
        attempts: 6,
        error: status === 'failed' ? FULL : null,
        startedAt: null,
        finishedAt: null,
      },
    },
  };
}

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
  vi.restoreAllMocks();
});

describe('retrying a failed analysis from the operations panel (issue 25)', () => {
  it('shows why it failed and queues it again with one click', async () => {
    const routes: ApiRoute[] = [
      recording('failed'),
      {
        method: 'POST',
        url: `/orders/${ORDER}/analysis/retry`,
        body: { analysisId: 'a1', status: 'queued', retried: true },
      },
    ];
    const calls = mockApi(routes);
    const onDone = vi.fn();
    await renderPage(<AnalysisRetry orderId={ORDER} onDone={onDone} />, { url: '/operations' });
    expect(await screen.findByText(FULL)).toBeTruthy();
    expect(screen.getByText(/failed after 6 tries/)).toBeTruthy();
    routes[0] = recording('queued'); // what the API answers once it is queued
    await userEvent.click(screen.getByRole('button', { name: 'Retry analysis' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The analysis is queued again.'));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The analysis is queued; the order moves on when it finishes.',
    );
    expect(screen.queryByRole('button', { name: 'Retry analysis' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/orders/${ORDER}/analysis/retry`,
    ]);
  });

  it('says why the API refused', async () => {
    mockApi([
      recording('failed'),
      {
        method: 'POST',
        url: `/orders/${ORDER}/analysis/retry`,
        status: 409,
        body: { message: 'Only a failed analysis can be retried.' },
      },
    ]);
    await renderPage(<AnalysisRetry orderId={ORDER} onDone={vi.fn()} />, { url: '/operations' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry analysis' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only a failed analysis can be retried.',
    );
  });

  it('offers nothing while the analysis runs or after it succeeded', async () => {
    const calls = mockApi([recording('succeeded')]);
    await renderPage(<AnalysisRetry orderId={ORDER} onDone={vi.fn()} />, { url: '/operations' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
