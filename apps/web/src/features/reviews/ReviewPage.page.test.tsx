import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { disclosurePageFixture } from '@/test/disclosure-fixtures';
import { FIRST } from '@/test/workstation-fixtures';
import { CARDIAC_REPORTS, ORDER_ID, REVIEW, STRIP } from '@/test/fixtures';
import type { Review } from '@heartcheck/contracts/reviews';
import { ReviewPage } from './ReviewPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

type Ev = Review['results']['events'][number];
const episode = (kind: Ev['kind'], label: string, atS: number, extra: Partial<Ev>): Ev => ({
  id: `${kind}-${atS * 360}`,
  kind,
  label,
  startSample: atS * 360,
  endSample: atS * 360 + 3600,
  startTime: null,
  atS,
  durationS: 10,
  value: 10,
  meanHr: null,
  ...extra,
});

/** A review whose engine found VF (one inside poor signal), atrial flutter and AV block. */
const NEW_TYPES: Review = {
  ...REVIEW,
  results: {
    ...REVIEW.results,
    events: [
      ...REVIEW.results.events,
      episode('vf', 'Ventricular fibrillation or flutter', 100, { confidence: 0.9 }),
      episode('vf', 'Ventricular fibrillation or flutter', 200, { confidence: 0.6 }),
      episode('vf', 'Ventricular fibrillation or flutter', 300, {
        confidence: 0.8,
        uncertain: true,
      }),
      episode('vf', 'Ventricular fibrillation or flutter', 50, {}),
      episode('afl', 'Atrial flutter', 500, { value: 120, meanHr: 150, durationS: 40 }),
      episode('avb2', 'Heart block (second-degree or higher AV block)', 600, { durationS: 2.4 }),
    ],
    eventTotals: { ...REVIEW.results.eventTotals, vf: 3, afl: 1, avb2: 1 },
  },
};

function serve(body: Review = REVIEW) {
  return mockApi([
    { url: `/reviews/${ORDER_ID}`, body },
    { url: `/results/${ORDER_ID}/strip`, body: STRIP },
    // The full disclosure under the review asks for its first page.
    { url: `/reviews/${ORDER_ID}/disclosure/0`, body: disclosurePageFixture(0, 1) },
    { url: `/reviews/${ORDER_ID}/workstation`, body: FIRST },
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

  it('lists VF first, flutter and AV block with the rest, each group least sure first, uncertain marked', async () => {
    serve(NEW_TYPES);
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    await screen.findByTestId('review-patient');
    const groups = screen.getAllByTestId('event-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Ventricular fibrillation or flutter (4 of 4 shown) · 1 uncertain, not counted',
      'Atrial fibrillation (1 of 1 shown)',
      'Atrial flutter (1 of 1 shown)',
      'Ventricular runs (3 or more beats) (1 of 1 shown)',
      'AV block (second-degree or higher) (1 of 1 shown)',
      'Ventricular ectopic beats (1 of 282 shown)',
    ]);
    const vf = within(groups[0]!);
    expect(vf.getByText(/An urgent finding if you confirm it/)).toBeInTheDocument();
    // Uncertain first, then the engine's confidence from the lowest; no confidence last.
    expect(vf.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /Ventricular fibrillation or flutter 10 sUncertain: poor signal, not countedengine 80% sure/,
      ),
      expect.stringMatching(/engine 60% sure/),
      expect.stringMatching(/engine 90% sure/),
      expect.not.stringMatching(/sure/),
    ]);
    expect(vf.getAllByTestId('uncertain')).toHaveLength(1);
    expect(within(groups[2]!).getByRole('listitem')).toHaveTextContent(
      'Atrial flutter 40 s · 150 bpm',
    );
    // Even with VF found, no urgent reason is pre-selected: the cardiologist chooses it.
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/needs the customer to see a doctor today/));
    expect(screen.getByLabelText('Finding')).toHaveValue('');
  });

  it("lists the recorder's own event marks at the recorder's UK clock, each showing its ECG", async () => {
    const calls = serve({
      ...REVIEW,
      recorderEvents: {
        events: [
          { atS: 90, durationS: null, text: 'Event button' },
          { atS: 600.5, durationS: 12, text: 'Lead off' },
          { atS: 5000, durationS: null, text: 'After the end' },
        ],
        omitted: 2,
      },
    });
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const card = within(
      (await screen.findByRole('heading', { name: 'Events marked by the recorder (5 events)' }))
        .parentElement!,
    );
    const items = within(card.getByTestId('recorder-events')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Tue 17 Nov, 09:01:30: Event buttonShow ECG',
      'Tue 17 Nov, 09:10:00: Lead off · lasting 12 sShow ECG',
      'Tue 17 Nov, 10:23:20: After the endOutside the recording',
    ]);
    expect(card.getByText('2 more events in the file are not listed.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(items[1]!).getByRole('button', { name: 'Show ECG' }));
    // The strip viewer moves to the event: a window centred on 600.5 s is asked for.
    await waitFor(() =>
      expect(
        calls.some((c) => /\/strip\?fromS=5\d\d/.test(c.url) && !c.url.includes('fromS=0&')),
      ).toBe(true),
    );
  });

  it('shows no recorder card for a format without events, and says so for an EDF+ without any', async () => {
    serve({ ...REVIEW, recorderEvents: null });
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    await screen.findByTestId('review-patient');
    expect(screen.queryByText(/Events marked by the recorder/)).toBeNull();
    cleanup();
    serve({ ...REVIEW, recorderEvents: { events: [], omitted: 0 } });
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    expect(
      await screen.findByText('The recorder marked no events in this file.'),
    ).toBeInTheDocument();
  });

  it('will not sign an urgent flag without a chosen reason, nor "Other" without a note', async () => {
    const calls = serve();
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Findings'), 'Sustained VT.');
    await user.type(screen.getByLabelText('Conclusion'), 'Urgent.');
    await user.click(screen.getByLabelText(/needs the customer to see a doctor today/));
    await user.click(screen.getByRole('button', { name: 'Sign and publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose the finding that makes this urgent.',
    );
    expect(screen.getByLabelText('Finding')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Finding'), 'other');
    expect(screen.getByRole('alert')).toHaveTextContent('Say what the urgent finding is.');
    await user.type(screen.getByLabelText(/Note for the call/), 'Pause of 6 s');
    await user.click(screen.getByRole('button', { name: 'Sign and publish' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/call task is created/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('an amendment starts from the signed flag and can clear it', async () => {
    const { urgent: _u, versions: _v, ...signed } = CARDIAC_REPORTS.list[0]!;
    void _u;
    void _v;
    const flagged: Review = {
      ...REVIEW,
      signed,
      urgent: {
        reason: 'sustained_vt',
        note: '',
        flaggedAt: '2026-11-20T10:00:00.000Z',
        outOfHours: false,
      },
    };
    const calls = mockApi([
      { url: `/reviews/${ORDER_ID}`, body: flagged },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/reviews/${ORDER_ID}/disclosure/0`, body: disclosurePageFixture(0, 1) },
      { url: `/reviews/${ORDER_ID}/workstation`, body: FIRST },
      { method: 'POST', url: `/reviews/${ORDER_ID}/sign`, body: { version: 2, status: 'signed' } },
    ]);
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Amend the report' }));
    const flag = screen.getByLabelText(/needs the customer to see a doctor today/);
    expect(flag).toBeChecked();
    expect(screen.getByLabelText('Finding')).toHaveValue('sustained_vt');
    await user.click(flag);
    await user.type(screen.getByLabelText(/Reason for the amendment/i), 'A 3-beat run, not VT');
    await user.click(screen.getByRole('button', { name: 'Sign the amendment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/urgent flag is removed/);
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ urgent: null, amendmentReason: 'A 3-beat run, not VT' });
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

describe('/reviews/:id before the figures', () => {
  it("shows the analysable time, a short recording's hold and the engine's warnings", async () => {
    serve({
      ...REVIEW,
      results: {
        ...REVIEW.results,
        shortRecording: 'Held: this recording is shorter than the 20 hours we aim for.',
        dayNightWithheld: 'Day and night are not shown: no start time.',
        warnings: [
          'no start date-time in the file: day/night split assumes the recording starts at 00:00',
        ],
      },
    });
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    const notes = within(await screen.findByTestId('analysis-notes'));
    expect(
      notes.getByText('Recording: 29 minutes of analysable ECG over 30 minutes worn.'),
    ).toBeInTheDocument();
    expect(notes.getByText(/^Held: this recording is shorter/)).toBeInTheDocument();
    expect(notes.getByText(/^Analysis engine: no start date-time in the file/)).toBeInTheDocument();
  });

  it("keeps another cardiologist's draft read-only until the report is taken over", async () => {
    const draft = {
      findings: 'Sinus rhythm with runs of AF.',
      conclusion: 'Refer to arrhythmia clinic.',
      amendmentReason: null,
      version: 1,
      author: 'Dr Ada Second',
      savedAt: '2026-11-24T10:00:00.000Z',
      mine: false,
    };
    // The review as the API answers it: the other's draft until the take-over is saved.
    let takenOver = false;
    const calls = mockApi([
      {
        url: `/reviews/${ORDER_ID}`,
        get body(): Review {
          return { ...REVIEW, draft: { ...draft, mine: takenOver } };
        },
      },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/reviews/${ORDER_ID}/disclosure/0`, body: disclosurePageFixture(0, 1) },
      { url: `/reviews/${ORDER_ID}/workstation`, body: FIRST },
      {
        method: 'PUT',
        url: `/reviews/${ORDER_ID}/draft`,
        get body() {
          takenOver = true;
          return { version: 1, status: 'draft', updatedAt: '2026-11-24T10:05:00.000Z' };
        },
      },
    ]);
    await renderPage(<ReviewPage />, { url: `/reviews/${ORDER_ID}`, route: '/reviews/:id' });
    expect(await screen.findByText('Dr Ada Second is writing this report')).toBeInTheDocument();
    expect(screen.getByLabelText('Findings')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign and publish' })).toBeNull();

    // Taken over: the same text saved as the caller's; the review, read again, is theirs.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Take over the report' }));
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.queryByText('Dr Ada Second is writing this report')).toBeNull();
    expect(screen.getByLabelText('Findings')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Findings')).toHaveValue(draft.findings);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { findings: draft.findings, conclusion: draft.conclusion, takeOver: true },
    ]);
  });
});
