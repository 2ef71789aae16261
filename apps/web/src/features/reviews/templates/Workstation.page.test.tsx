import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Workstation as View } from '@heartcheck/contracts/review-edits';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { Workstation } from './Workstation';
import { FIRST, counts, tile } from '@/test/workstation-fixtures';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const ORDER = '7d1f6f9e-0000-4000-8000-000000000001';
const audit = (kind: 'relabel-template' | 'undo', undone = false) => ({
  id: `${kind}-1`,
  seq: 1,
  at: '2026-11-25T10:00:00.000Z',
  who: 'Dr Grace Hopper',
  version: 1,
  kind,
  target: '#1',
  before: 'V 12',
  after: 'N',
  undone,
});

const RELABELLED: View = {
  ...FIRST,
  reportVersion: 1,
  templates: [tile(0, 700, 'N'), tile(1, 12, 'N', 'V')],
  counts: counts(712, 0),
  audit: [audit('relabel-template')],
  canUndo: true,
};
const UNDONE: View = {
  ...FIRST,
  reportVersion: 1,
  audit: [audit('undo'), audit('relabel-template', true)],
  canRedo: true,
};

describe('review workstation', () => {
  it('relabels the focused template with a key, shows the recomputed counts, and Ctrl+Z undoes it', async () => {
    const calls = mockApi([
      { url: `/reviews/${ORDER}/workstation`, body: FIRST },
      { method: 'POST', url: `/reviews/${ORDER}/edits`, body: RELABELLED },
      { method: 'POST', url: `/reviews/${ORDER}/edits/undo`, body: UNDONE },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    const user = userEvent.setup();
    const tiles = await screen.findByRole('list', { name: 'Templates, largest first' });
    expect(screen.getByTestId('count-V')).toHaveTextContent('12');
    // the keys are documented on screen
    expect(screen.getByText(/N, S, V, A: label the selected templates/)).toBeInTheDocument();

    const ventricular = within(tiles).getByRole('button', {
      name: /Template 1: 12 beats, labelled Ventricular/,
    });
    await user.click(within(tiles).getByRole('button', { name: /Template 0/ }));
    await user.keyboard('{ArrowRight}');
    expect(ventricular).toHaveFocus();
    await user.keyboard('{Escape}n');
    await waitFor(() => expect(screen.getByTestId('count-V')).toHaveTextContent('0'));
    const edits = calls.filter((c) => c.method === 'POST');
    expect(edits.at(-1)).toMatchObject({
      url: `/reviews/${ORDER}/edits`,
      body: { kind: 'relabel-template', templateId: 1, label: 'N' },
    });
    expect(screen.getByTestId('count-N')).toHaveTextContent('712');
    const auditTable = screen.getByRole('table');
    expect(within(auditTable).getByText('Dr Grace Hopper')).toBeInTheDocument();
    expect(within(auditTable).getByText(/Relabelled template/)).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(screen.getByTestId('count-V')).toHaveTextContent('12'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: `/reviews/${ORDER}/edits/undo` });
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
    expect(within(screen.getByRole('table')).getByText(/\(undone\)/)).toBeInTheDocument();
  });

  it('rejects a focused episode with R and adds a missed one', async () => {
    const calls = mockApi([
      { url: `/reviews/${ORDER}/workstation`, body: FIRST },
      { method: 'POST', url: `/reviews/${ORDER}/edits`, body: FIRST },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    const user = userEvent.setup();
    const row = await screen.findByTestId('episode-couplet-2500');
    row.focus();
    await user.keyboard('r');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ body: { kind: 'reject-episode', key: 'couplet-2500' } }),
    );
    await user.selectOptions(screen.getByLabelText('Episode type'), 'VT');
    const form = screen.getByRole('button', { name: 'Add episode' }).closest('form')!;
    await user.clear(within(form).getByLabelText('Onset (s from the start)'));
    await user.type(within(form).getByLabelText('Onset (s from the start)'), '12');
    await user.clear(within(form).getByLabelText('Offset (s from the start)'));
    await user.type(within(form).getByLabelText('Offset (s from the start)'), '14.5');
    await user.click(screen.getByRole('button', { name: 'Add episode' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        body: { kind: 'add-episode', type: 'VT', startSample: 3000, endSample: 3625 },
      }),
    );
  });

  it('is read only with the reason when the report is signed', async () => {
    mockApi([
      {
        url: `/reviews/${ORDER}/workstation`,
        body: {
          ...FIRST,
          editable: false,
          readOnlyReason: 'Version 1 is signed and cannot be edited.',
        },
      },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    expect(await screen.findByText(/Read only: Version 1 is signed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
