import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    const auditList = screen.getByRole('list', { name: 'Audit of edits' });
    expect(within(auditList).getByText('Dr Grace Hopper')).toBeInTheDocument();
    expect(within(auditList).getByText(/Relabelled template/)).toBeInTheDocument();
    // every field names itself, so the entry reads (and stacks at 375 px) without a table
    expect(
      within(auditList)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['When', 'Who', 'Version', 'Edit', 'Change']);

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(screen.getByTestId('count-V')).toHaveTextContent('12'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: `/reviews/${ORDER}/edits/undo` });
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
    expect(
      within(screen.getByRole('list', { name: 'Audit of edits' })).getByText(/\(undone\)/),
    ).toBeInTheDocument();
  });

  it("opens a template's beats with their RR intervals, and shows the chosen beat in the ECG", async () => {
    mockApi([{ url: `/reviews/${ORDER}/workstation`, body: FIRST }]);
    const shown: number[] = [];
    await renderPage(<Workstation orderId={ORDER} onShow={(atS) => shown.push(atS)} />, {
      url: '/w',
    });
    const user = userEvent.setup();
    const tiles = await screen.findByRole('list', { name: 'Templates, largest first' });
    await user.click(within(tiles).getByRole('button', { name: /Template 0/ }));
    await user.keyboard('{Enter}');
    const picker = screen.getByRole('region', { name: 'Beats of template 0' });
    // a premature beat: early, then a pause, though its shape is the template's
    const early = within(picker).getByRole('button', {
      name: 'Beat 41: RR before 488 ms, after 1104 ms',
    });
    expect(early).toHaveTextContent('488/1104');
    const show = within(picker).getByRole('button', { name: 'Show the chosen beat in the ECG' });
    expect(show).toBeDisabled();
    await user.click(early);
    await user.click(show);
    expect(shown).toEqual([31.75]);
    // two chosen: which one to show is not said
    await user.click(within(picker).getByRole('button', { name: /^Beat 4:/ }));
    expect(show).toBeDisabled();
  });

  it("labels the open template's premature beats by their timing, within the prematurity the API takes", async () => {
    const calls = mockApi([
      { url: `/reviews/${ORDER}/workstation`, body: FIRST },
      { method: 'POST', url: `/reviews/${ORDER}/edits`, body: FIRST },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    const user = userEvent.setup();
    const tiles = await screen.findByRole('list', { name: 'Templates, largest first' });
    await user.click(within(tiles).getByRole('button', { name: /Template 0/ }));
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', {
      name: "Label this template's premature beats (by their timing)",
    });
    const percent = within(form).getByLabelText('Prematurity (%)');
    expect(percent).toHaveValue(20);
    expect(percent).toHaveAccessibleDescription(/over 20 % shorter than the median of the 11/);
    await user.clear(percent);
    await user.type(percent, '45');
    expect(percent).toHaveAccessibleDescription('Give a whole number from 10 to 40 %.');
    const apply = within(form).getByRole('button', { name: 'Label premature beats' });
    expect(apply).toBeDisabled();
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(apply);
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        body: { kind: 'relabel-premature', templateId: 0, label: 'S', prematurityPercent: 25 },
      }),
    );
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

  it('offers atrial flutter and VF to add, by name, and adds a flutter over an AF span', async () => {
    // issue 19: the engine cannot tell flutter from AF when conduction is irregular and misses
    // some VF; the cardiologist adds a flutter or VF the engine missed
    const calls = mockApi([
      { url: `/reviews/${ORDER}/workstation`, body: FIRST },
      { method: 'POST', url: `/reviews/${ORDER}/edits`, body: FIRST },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    const user = userEvent.setup();
    await screen.findByTestId('episode-couplet-2500');
    const select = screen.getByLabelText('Episode type');
    expect(select).toHaveAccessibleDescription(/use Change type on the episode/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['AF', 'Atrial fibrillation'],
      ['AFL', 'Atrial flutter'],
      ['VF', 'Ventricular fibrillation or flutter'],
      ['VT', 'Ventricular tachycardia'],
      ['SVT', 'Supraventricular tachycardia'],
      ['pause', 'Pause'],
      ['AVB2', 'AV block (second-degree or higher)'],
      ['unanalysable', 'Unanalysable signal'],
      ['other', 'Other'],
    ]);
    await user.selectOptions(select, 'Atrial flutter');
    const form = screen.getByRole('button', { name: 'Add episode' }).closest('form')!;
    await user.clear(within(form).getByLabelText('Onset (s from the start)'));
    await user.type(within(form).getByLabelText('Onset (s from the start)'), '2');
    await user.clear(within(form).getByLabelText('Offset (s from the start)'));
    await user.type(within(form).getByLabelText('Offset (s from the start)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add episode' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        body: { kind: 'add-episode', type: 'AFL', startSample: 500, endSample: 5000 },
      }),
    );
    await user.selectOptions(select, 'VF');
    await user.click(screen.getByRole('button', { name: 'Add episode' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ body: { kind: 'add-episode', type: 'VF' } }),
    );
  });

  it("changes an episode's type in one edit; a changed episode keeps only its strip", async () => {
    // issue 19: the engine's AF that is flutter, its VT in flutter waves, its unanalysable VF
    const episode = FIRST.episodes[0]!;
    const CHANGED: View = {
      ...FIRST,
      episodes: [
        { ...episode, key: 'AF-500', type: 'AF', status: 'rejected', changedTo: 'AFL' },
        { ...episode, key: 'added-1', type: 'AFL', status: 'added', changedFrom: 'AF' },
      ],
      episodesTotal: 2,
    };
    const calls = mockApi([
      { url: `/reviews/${ORDER}/workstation`, body: FIRST },
      { method: 'POST', url: `/reviews/${ORDER}/edits`, body: CHANGED },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    const user = userEvent.setup();
    const row = await screen.findByTestId('episode-couplet-2500');
    const change = within(row).getByRole('button', { name: 'Change type' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    // T on the focused row opens it with the choice focused; the button closes and opens it
    row.focus();
    await user.keyboard('t');
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(within(row).getByLabelText('New type')).toHaveFocus();
    await user.click(change);
    expect(within(row).queryByLabelText('New type')).toBeNull();
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const to = within(row).getByLabelText('New type');
    // every type the API takes (a couplet is none of them)
    expect(within(to).getAllByRole('option')).toHaveLength(9);
    await user.selectOptions(to, 'Ventricular fibrillation or flutter');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        body: { kind: 'retype-episode', key: 'couplet-2500', type: 'VF' },
      }),
    );
    const old = await screen.findByTestId('episode-AF-500');
    expect(old).toHaveTextContent('Rejected · changed to Atrial flutter');
    expect(
      within(old)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Strip']);
    const added = screen.getByTestId('episode-added-1');
    expect(added).toHaveTextContent('Added · changed from Atrial fibrillation');
    await user.click(within(added).getByRole('button', { name: 'Change type' }));
    // every type but the one it has
    const values = within(within(added).getByLabelText('New type'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(values).toEqual(['AF', 'VF', 'VT', 'SVT', 'pause', 'AVB2', 'unanalysable', 'other']);
    // R on the changed one sends nothing
    const before = calls.length;
    old.focus();
    await user.keyboard('r');
    expect(calls).toHaveLength(before);
  });

  it('takes onset and offset as clock times when the start is known, with the date over midnight', async () => {
    const overnight = { ...FIRST, startTime: '2026-01-05T21:00:00', durationS: 72 * 3600 };
    const calls = mockApi([
      { url: `/reviews/${ORDER}/workstation`, body: overnight },
      { method: 'POST', url: `/reviews/${ORDER}/edits`, body: overnight },
    ]);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    const user = userEvent.setup();
    await screen.findByTestId('episode-couplet-2500');
    const form = screen.getByRole('button', { name: 'Add episode' }).closest('form')!;
    const onset = within(form).getByLabelText('Onset (date and clock time)');
    const offset = within(form).getByLabelText('Offset (date and clock time)');
    expect(onset).toHaveValue('2026-01-05T21:00');
    // the next day, 02:00:10 to 02:00:40: 5 h and 10 s from the start
    // (a date-and-time field is set whole, as the browser's picker does)
    fireEvent.change(onset, { target: { value: '2026-01-06T02:00:10' } });
    fireEvent.change(offset, { target: { value: '2026-01-06T02:00:40' } });
    await user.click(screen.getByRole('button', { name: 'Add episode' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        body: {
          kind: 'add-episode',
          startSample: (5 * 3600 + 10) * 250,
          endSample: (5 * 3600 + 40) * 250,
        },
      }),
    );
    // before the recording started: refused on the spot, nothing sent
    const sent = calls.length;
    fireEvent.change(onset, { target: { value: '2026-01-05T20:00:00' } });
    await user.click(screen.getByRole('button', { name: 'Add episode' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Give an onset and an offset within the recording.',
    );
    expect(calls.length).toBe(sent);
  });

  it('says the beats are being prepared for a recording analysed before the workstation, then shows it', async () => {
    const routes = [
      {
        url: `/reviews/${ORDER}/workstation`,
        status: 202,
        body: { message: 'Being prepared.', preparing: true },
      },
    ];
    const calls = mockApi(routes);
    await renderPage(<Workstation orderId={ORDER} onShow={() => undefined} />, { url: '/w' });
    expect(await screen.findByTestId('workstation-preparing')).toHaveTextContent(
      /its beats are being prepared from the stored recording/,
    );
    // ready: the next ask answers the workstation
    routes[0] = { url: `/reviews/${ORDER}/workstation`, status: 200, body: FIRST } as never;
    await screen.findByRole('list', { name: 'Templates, largest first' }, { timeout: 5000 });
    expect(calls.filter((c) => c.url.endsWith('/workstation')).length).toBeGreaterThan(1);
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
    // a template's beats can still be opened and shown, not relabelled by their timing
    const user = userEvent.setup();
    const tiles = screen.getByRole('list', { name: 'Templates, largest first' });
    await user.click(within(tiles).getByRole('button', { name: /Template 0/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Beats of template 0' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Label premature beats' })).toBeNull();
  });
});
