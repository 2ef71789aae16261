import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { DataExport } from './DataExport';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
  vi.restoreAllMocks();
});

describe('Settings: your data', () => {
  it('downloads the archive, saying it is busy meanwhile', async () => {
    // jsdom saves no files: the download is followed to the blob it saves.
    const saved = vi.fn((_: Blob) => 'blob:zip');
    URL.createObjectURL = saved;
    URL.revokeObjectURL = vi.fn();
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const calls = mockApi([{ url: '/me/data-export', body: new Blob(['PK']), hold }]);
    await renderPage(<DataExport />, { url: '/settings' });
    expect(screen.getByText(/everything HeartCheck holds about you/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const busy = await screen.findByRole('button', { name: 'Preparing your data…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/Keep this page open/);

    release();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /me/data-export']);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when an export is already being prepared, and when it fails', async () => {
    mockApi([{ url: '/me/data-export', status: 429, body: {} }]);
    await renderPage(<DataExport />, { url: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data is already being prepared for download.',
    );

    mockApi([{ url: '/me/data-export', status: 500, body: {} }]);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We could not prepare your data.'),
    );
  });
});
