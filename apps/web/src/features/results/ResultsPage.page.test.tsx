import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { ORDER_ID, RESULTS_LIST, RESULTS_OF_ORDER, STRIP } from '@/test/fixtures';
import type { ResultsOfOrder } from '@heartcheck/contracts/results';
import { ResultsPage } from './ResultsPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

function serve(detail: ResultsOfOrder = RESULTS_OF_ORDER) {
  return mockApi([
    { url: '/results', body: RESULTS_LIST },
    { url: `/results/${ORDER_ID}`, body: detail },
    { url: `/results/${ORDER_ID}/strip`, body: STRIP },
    { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
  ]);
}

describe('/results', () => {
  it('an urgent flag signed out of hours says call NHS 111 now, and when we will call', async () => {
    serve({
      ...RESULTS_OF_ORDER,
      urgent: {
        reason: 'fast_af',
        note: '',
        flaggedAt: '2026-11-21T19:30:00.000Z',
        outOfHours: true,
      },
    });
    await renderPage(<ResultsPage />, { url: '/results' });
    const advice = within(await screen.findByTestId('urgent-advice'));
    expect(advice.getByRole('heading')).toHaveTextContent('Please call NHS 111 now');
    expect(advice.getByText(/Call NHS 111 now \(or go to 111.nhs.uk\)/)).toBeInTheDocument();
    expect(advice.getByText(/Call 999 now if you have chest pain/)).toBeInTheDocument();
    expect(advice.getByText(/at 9am on the next working day/)).toBeInTheDocument();
  });

  it('an urgent flag signed within support hours says contact your GP today', async () => {
    serve({
      ...RESULTS_OF_ORDER,
      urgent: {
        reason: 'fast_af',
        note: '',
        flaggedAt: '2026-11-20T10:30:00.000Z',
        outOfHours: false,
      },
    });
    await renderPage(<ResultsPage />, { url: '/results' });
    const advice = within(await screen.findByTestId('urgent-advice'));
    expect(advice.getByRole('heading')).toHaveTextContent('Please contact your GP today');
    expect(advice.getByText(/telephone you today/)).toBeInTheDocument();
  });

  it('says why an index is withheld instead of showing a number', async () => {
    serve();
    await renderPage(<ResultsPage />, { url: '/results' });
    const card = within(await screen.findByTestId('index-pns'));
    expect(card.getByRole('heading', { name: 'PNS index' })).toBeInTheDocument();
    expect(card.getByTestId('index-value')).toHaveTextContent('Withheld');
    expect(card.getByText(/^Not shown: atrial fibrillation/)).toBeInTheDocument();
    // No bar placing a number that means nothing against the typical range.
    expect(card.queryByTestId('index-bar')).toBeNull();
    expect(
      within(screen.getByTestId('index-averageHeartRate')).getByTestId('index-bar'),
    ).toBeTruthy();
  });

  it('shows a recording still with the cardiologist, with the day to expect it', async () => {
    serve();
    await renderPage(<ResultsPage />, { url: '/results' });
    const pending = within(await screen.findByTestId('results-pending'));
    expect(pending.getByRole('heading')).toHaveTextContent('HC-2026-000124');
    const current = pending.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent(/cardiologist/i);
    expect(pending.getByText(/26 November 2026/)).toBeInTheDocument();
    // Nothing of that recording's results is shown before the cardiologist signs.
    expect(screen.queryByText('HC-2026-000124', { selector: 'option' })).toBeNull();
  });

  it('lists the rhythm findings and offers every event on the ECG', async () => {
    serve();
    await renderPage(<ResultsPage />, { url: '/results' });
    expect(
      await screen.findByText('Atrial fibrillation (episodes of 30 s or longer)'),
    ).toBeInTheDocument();
    expect(screen.getByText('282 (562.3 per hour, 14.4% of beats)')).toBeInTheDocument();
    const events = await screen.findByRole('combobox', { name: 'Go to an event' });
    const options = within(events)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.some((o) => o?.includes('Atrial fibrillation'))).toBe(true);
    expect(options.some((o) => o?.includes('Ventricular run'))).toBe(true);
    // A rhythm finding links to the help article that explains it.
    expect(
      screen.getByText('2 episodes, 60 s in total, longest 40 s at 150 bpm'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What this means: Atrial flutter' })).toHaveAttribute(
      'href',
      '/support-hub/article/rhythm-atrial-flutter',
    );
  });
});

describe('/results without the recorder start time', () => {
  const day = (id: string, display: string, band: 'within' | 'below') => ({ id, display, band });

  it('withholds day and night, says why, and does not invent a start', async () => {
    const withheld = {
      ...RESULTS_OF_ORDER,
      recording: { ...RESULTS_OF_ORDER.recording, startTime: null },
      dayNight: null,
      dayNightWithheld: 'Day and night are not shown: no start time.',
      nightWindows: [],
      indices: RESULTS_OF_ORDER.indices.map((c) =>
        c.id === 'sns'
          ? {
              ...c,
              value: 2.3,
              display: '2.30',
              withheld: null,
              band: 'byPeriodOnly' as const,
              periods: null,
            }
          : c,
      ),
    };
    mockApi([
      {
        url: '/results',
        body: { ...RESULTS_LIST, list: [{ ...RESULTS_LIST.list[0], ...withheld }] },
      },
      { url: `/results/${ORDER_ID}`, body: withheld },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    expect(await screen.findByTestId('day-night-withheld')).toHaveTextContent(
      /did not record the time it started/,
    );
    expect(
      screen.getByText(
        /Start time not recorded by the recorder: 29 minutes of analysable ECG over 30 minutes worn/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/started \+0:00/)).toBeNull();
    // The chart shades no night it cannot know.
    expect(await screen.findByTestId('night-unknown')).toHaveTextContent(/start time is unknown/);
    expect(screen.queryByText('Night (midnight to 6am)')).toBeNull();
    const sns = within(screen.getByTestId('index-sns'));
    expect(sns.getByText('Compared by day and night')).toBeInTheDocument();
    expect(sns.getByText(/start time is unknown/)).toBeInTheDocument();
    expect(sns.queryByTestId('index-bar')).toBeNull();
  });

  it('shows whole-recording SNS against day and night values only', async () => {
    const split = {
      ...RESULTS_OF_ORDER,
      indices: RESULTS_OF_ORDER.indices.map((c) =>
        c.id === 'sns'
          ? {
              ...c,
              value: 2.3,
              display: '2.30',
              withheld: null,
              band: 'byPeriodOnly' as const,
              periods: { day: day('sns', '0.40', 'within'), night: day('sns', '-1.60', 'below') },
            }
          : c,
      ),
    };
    mockApi([
      { url: '/results', body: RESULTS_LIST },
      { url: `/results/${ORDER_ID}`, body: split },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    const sns = within(await screen.findByTestId('index-sns'));
    expect(sns.getByTestId('period-day')).toHaveTextContent('Day: 0.40 (within the typical range)');
    expect(sns.getByTestId('period-night')).toHaveTextContent(
      'Night: -1.60 (below the typical range)',
    );
    expect(sns.getByText(/Nunan et al. 2010/)).toBeInTheDocument();
    expect(screen.queryByTestId('day-night-withheld')).toBeNull();
  });

  it('says why a night value is not shown instead of "Withheld (not available)"', async () => {
    const noNight = {
      ...RESULTS_OF_ORDER,
      indices: RESULTS_OF_ORDER.indices.map((c) =>
        c.id === 'sns'
          ? {
              ...c,
              value: 2.3,
              display: '2.30',
              withheld: null,
              band: 'byPeriodOnly' as const,
              periods: {
                day: day('sns', '0.40', 'within'),
                night: {
                  display: 'Withheld',
                  band: 'unavailable' as const,
                  withheld: { reason: 'insufficient-nn', text: 'Not shown: too little.' },
                },
              },
            }
          : c,
      ),
    };
    mockApi([
      { url: '/results', body: RESULTS_LIST },
      { url: `/results/${ORDER_ID}`, body: noNight },
      { url: `/results/${ORDER_ID}/strip`, body: STRIP },
      { url: `/shares?orderId=${ORDER_ID}`, body: { list: [] } },
    ]);
    await renderPage(<ResultsPage />, { url: '/results' });
    const sns = within(await screen.findByTestId('index-sns'));
    expect(sns.getByTestId('period-night')).toHaveTextContent(
      'Night: Not shown: there was less than 5 minutes of clean signal in normal rhythm, too little to work this out.',
    );
  });
});
