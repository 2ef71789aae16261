import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedReport } from '@heartcheck/contracts/sharing';
import { missingKeys, renderPage } from '@/test/page';
import { SHARED_CARDIAC, SHARED_URGENT_AMENDED } from '@/test/version-fixtures';
import { SharedReportPage } from './SharedReportPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);

/** The share page reads its link with fetch (no sign-in): answer it with `body`. */
function serve(body: SharedReport) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe(`/api/shared/${TOKEN}`);
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

describe('/share/:token (a GP reading a shared report)', () => {
  it('shows the urgent flag with its reason, the amendment and the summary line first', async () => {
    serve(SHARED_URGENT_AMENDED);
    await renderPage(<SharedReportPage />, { url: `/share/${TOKEN}`, route: '/share/:token' });
    expect(await screen.findByTestId('shared-urgent')).toHaveTextContent(
      'The reviewing cardiologist flagged an urgent finding: Long pauses (21 November 2026 at 15:30)',
    );
    expect(screen.getByTestId('version-notice')).toHaveTextContent(
      'Amended report — version 2, amended 21 November 2026 at 15:30 by Dr Priya Shah. Reason: Pauses confirmed',
    );
    expect(screen.getByTestId('shared-headline')).toHaveTextContent(
      'No atrial fibrillation; 2 pauses (longest 3.2 s); see below',
    );
  });

  it('shows a cardiac report signed once with no urgent flag and no amendment notice', async () => {
    serve(SHARED_CARDIAC);
    await renderPage(<SharedReportPage />, { url: `/share/${TOKEN}`, route: '/share/:token' });
    expect(await screen.findByTestId('shared-headline')).toHaveTextContent(
      'Atrial fibrillation for 38.3 % of the recording',
    );
    expect(screen.queryByTestId('shared-urgent')).toBeNull();
    expect(screen.queryByTestId('version-notice')).toBeNull();
  });
});

describe('/share/:token, an index whose night value is not shown', () => {
  it('tells the GP why, as the patient reads it', async () => {
    const shared = SHARED_URGENT_AMENDED;
    if (shared.report !== 'results') throw new Error('the fixture shares results');
    const { results } = shared;
    serve({
      ...shared,
      results: {
        ...results,
        indices: results.indices.map((c) =>
          c.id === 'sns'
            ? {
                ...c,
                band: 'byPeriodOnly' as const,
                periods: {
                  day: { display: '0.40', band: 'within' as const, withheld: null },
                  night: {
                    display: 'Withheld',
                    band: 'unavailable' as const,
                    withheld: { reason: 'insufficient-nn', text: 'Not shown: too little night.' },
                  },
                },
              }
            : c,
        ),
      },
    });
    await renderPage(<SharedReportPage />, { url: `/share/${TOKEN}`, route: '/share/:token' });
    const sns = await screen.findByTestId('shared-index-sns');
    expect(sns).toHaveTextContent('Day 0.40 · night not shown');
    expect(sns).toHaveTextContent('Night: Not shown: too little night.');
    expect(sns).not.toHaveTextContent('Day: Not shown');
  });
});
