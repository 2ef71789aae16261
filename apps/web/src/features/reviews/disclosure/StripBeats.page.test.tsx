import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewEditInput } from '@heartcheck/contracts/review-edits';
import { missingKeys, mockApi, renderPage } from '@/test/page';
import { disclosurePageFixture } from '@/test/disclosure-fixtures';
import type { BeatEditor } from '../templates/useWorkstation';
import { FullDisclosure } from './FullDisclosure';

const ORDER = '6f1c9a52-0c55-4b8e-9d0e-5c2f1a7b3e10';
const FS = 250;

/**
 * One page whose first row has beats just before its middle (30 s), one of them added: the
 * opened strip starts at 26.8 s (6.4 s of paper centred on 30 s, at jsdom's 640 px) and narrows
 * to 2 s when jsdom measures the page (200 px, the narrowest drawn).
 */
function serve() {
  const page = disclosurePageFixture(0, 1);
  page.beats = [
    { sample: 27 * FS, label: 'N', beat: 40, added: false },
    { sample: 27.6 * FS, label: 'V', beat: 41, added: false },
    { sample: 28.4 * FS, label: 'N', beat: 900, added: true },
    { sample: 29.6 * FS, label: 'N', beat: 42, added: false },
  ];
  const strip = {
    samplingRate: FS,
    fromSample: 0,
    totalSamples: 1800 * FS,
    startTime: null,
    uv: [],
  };
  mockApi([
    { url: `/reviews/${ORDER}/disclosure/0`, body: page },
    { url: new RegExp(`/results/${ORDER}/strip`), body: strip },
  ]);
}

function editorWith(over: Partial<BeatEditor> = {}) {
  const sent: ReviewEditInput[] = [];
  const editor: BeatEditor = {
    editable: true,
    busy: false,
    error: undefined,
    edit: (...bodies) => {
      sent.push(...bodies);
      return Promise.resolve();
    },
    ...over,
  };
  return { editor, sent };
}

async function openFirstRow(editor: BeatEditor | undefined) {
  const user = userEvent.setup();
  await renderPage(
    <FullDisclosure
      orderId={ORDER}
      durationS={1800}
      startTime="2026-01-05T09:00:00"
      hrPerMinute={Array.from({ length: 30 }, () => 70)}
      events={[]}
      editor={editor}
    />,
    { url: '/' },
  );
  await screen.findByRole('img', { name: /Full-disclosure page 1:/ });
  await user.click(screen.getByRole('button', { name: 'Open 09:00' }));
  await screen.findByRole('heading', { name: 'ECG at Mon 5 Jan, 09:00:30' });
  return user;
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(missingKeys.splice(0)).toEqual([]);
});

describe('the opened strip’s beats', () => {
  it('labels chosen beats one by one through the workstation', async () => {
    serve();
    const { editor, sent } = editorWith();
    const user = await openFirstRow(editor);
    const section = await screen.findByTestId('strip-beats');
    const list = within(section).getByRole('list', { name: 'Beats in this strip, in time order' });
    const beats = within(list).getAllByRole('button');
    expect(beats.map((b) => b.textContent)).toEqual([
      '09:00:27.00 N',
      '09:00:27.60 V',
      '09:00:28.40 N (added)',
    ]);
    const asV = screen.getByRole('button', { name: 'Ventricular (V)' });
    expect(asV).toBeDisabled();
    await user.click(beats[0]!);
    await user.click(beats[2]!);
    expect(beats[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Not a beat (artefact)' }));
    expect(sent).toEqual([{ kind: 'relabel-beats', beats: [40, 900], label: 'A' }]);
    // the choice is spent
    expect(beats[0]).toHaveAttribute('aria-pressed', 'false');
    // from the keyboard, as in the workstation: V labels the chosen beat, Escape clears a choice
    await user.click(beats[1]!);
    await user.keyboard('v');
    expect(sent.at(-1)).toEqual({ kind: 'relabel-beats', beats: [41], label: 'V' });
    await user.click(beats[2]!);
    await user.keyboard('{Escape}');
    expect(beats[2]).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('s');
    expect(sent).toHaveLength(2);
  });

  it('adds a missed beat at the time typed, with its label', async () => {
    serve();
    const { editor, sent } = editorWith();
    const user = await openFirstRow(editor);
    const add = screen.getByRole('button', { name: 'Add beat' });
    expect(add).toBeDisabled();
    expect(screen.getByText(/Click the strip where the missed beat/)).toBeInTheDocument();
    // the strip on screen starts at 26.8 s
    await user.type(screen.getByLabelText('Seconds into the strip'), '2');
    expect(screen.getByText('The beat goes at 09:00:28.80.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Label of the new beat'), 'S');
    await user.click(add);
    expect(sent).toEqual([{ kind: 'add-beat', sample: 28.8 * FS, label: 'S' }]);
    expect(screen.getByLabelText('Seconds into the strip')).toHaveValue(null);
  });

  it('shows the server’s refusal of its own edit beside the strip', async () => {
    serve();
    const refused = 'There is a beat within 200 ms of this point: add a beat where none was found.';
    // the workstation's last error, from an edit made elsewhere: not repeated here
    const { editor } = editorWith({ error: refused });
    const user = await openFirstRow(editor);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Seconds into the strip'), '1.1');
    await user.click(screen.getByRole('button', { name: 'Add beat' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('strip-beats')).getByRole('alert')).toHaveTextContent(
        refused,
      ),
    );
  });

  it('lists the beats of a strip that reaches into the page before, from that page', async () => {
    const first = disclosurePageFixture(0, 2);
    first.beats = [{ sample: 1799 * FS, label: 'N', beat: 2300, added: false }];
    const second = disclosurePageFixture(1, 2);
    second.beats = [{ sample: 1800.2 * FS, label: 'V', beat: 2301, added: false }];
    const strip = {
      samplingRate: FS,
      fromSample: 0,
      totalSamples: 3600 * FS,
      startTime: null,
      uv: [],
    };
    mockApi([
      { url: `/reviews/${ORDER}/disclosure/0`, body: first },
      { url: `/reviews/${ORDER}/disclosure/1`, body: second },
      { url: new RegExp(`/results/${ORDER}/strip`), body: strip },
    ]);
    const user = userEvent.setup();
    const event = {
      id: 'v-1',
      kind: 'vt' as const,
      label: 'Ventricular tachycardia',
      startSample: 1800.5 * FS,
      endSample: 1802.5 * FS,
      startTime: null,
      atS: 1800.5,
      durationS: 2,
      value: 3,
    };
    await renderPage(
      <FullDisclosure
        orderId={ORDER}
        durationS={3600}
        startTime="2026-01-05T09:00:00"
        hrPerMinute={Array.from({ length: 60 }, () => 70)}
        events={[event]}
        editor={editorWith().editor}
      />,
      { url: '/' },
    );
    await screen.findByRole('img', { name: /Full-disclosure page 1:/ });
    // to the episode on page 2: its strip starts 3.2 s before 09:30:01.5, on page 1
    await user.selectOptions(screen.getByLabelText('Go to an episode'), '0');
    const section = await screen.findByTestId('strip-beats');
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('button', { pressed: false })
          .map((b) => b.textContent),
      ).toEqual(['09:29:59.00 N', '09:30:00.20 V']),
    );
    expect(within(section).queryByText(/reaches past the pages/)).toBeNull();
  });

  it('offers no beat edits where the caller may not edit; the labels stay on the strip', async () => {
    serve();
    await openFirstRow(editorWith({ editable: false }).editor);
    expect(screen.queryByRole('button', { name: 'Add beat' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('strip-beats')).not.toBeInTheDocument();
  });
});
