import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '@heartcheck/contracts/results';
import { missingKeys, mockApi, renderPage } from '@/test/page';
import { disclosurePageFixture } from '@/test/disclosure-fixtures';
import { FullDisclosure } from './FullDisclosure';

const ORDER = '6f1c9a52-0c55-4b8e-9d0e-5c2f1a7b3e10';
const PAGES = 4;
const FS = 250;

const EVENTS: EventView[] = [
  {
    id: 'vt-1',
    kind: 'vt',
    label: 'Ventricular tachycardia',
    startSample: 5000 * FS,
    endSample: 5004 * FS,
    startTime: null,
    atS: 5000,
    durationS: 4,
    value: 6,
  },
];

function serve() {
  return mockApi(
    Array.from({ length: PAGES }, (_, n) => ({
      url: `/reviews/${ORDER}/disclosure/${n}`,
      body: disclosurePageFixture(n, PAGES),
    })),
  );
}

async function show() {
  await renderPage(
    <FullDisclosure
      orderId={ORDER}
      durationS={PAGES * 1800}
      startTime="2026-01-05T09:00:00"
      hrPerMinute={Array.from({ length: PAGES * 30 }, () => 70)}
      events={EVENTS}
    />,
    { url: '/' },
  );
  await screen.findByText('Page 1 of 4: Mon 5 Jan, 09:00 to 09:30');
}

beforeEach(() => {
  // jsdom draws nothing: the canvas has no 2D context there.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(missingKeys.splice(0)).toEqual([]);
});

describe('full disclosure', () => {
  it('turns pages with PageDown/PageUp, j/k and the arrows, and Home/End, as the keys on screen say', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await show();
    expect(screen.getByText(/PageDown, → or j next page/)).toBeInTheDocument();
    const pages = screen.getByRole('group', { name: 'Full-disclosure pages' });
    pages.focus();
    const position = () => screen.getByTestId('disclosure-position');

    await user.keyboard('{PageDown}');
    await waitFor(() => expect(position()).toHaveTextContent('Page 2 of 4'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Full-disclosure page 2:/ })).toBeInTheDocument(),
    );
    await user.keyboard('j');
    expect(position()).toHaveTextContent('Page 3 of 4: Mon 5 Jan, 10:00 to 10:30');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // The last page stays the last.
    expect(position()).toHaveTextContent('Page 4 of 4');
    await user.keyboard('{Home}');
    expect(position()).toHaveTextContent('Page 1 of 4');
    await user.keyboard('{End}');
    expect(position()).toHaveTextContent('Page 4 of 4');
    await user.keyboard('k{PageUp}{ArrowLeft}');
    expect(position()).toHaveTextContent('Page 1 of 4');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Full-disclosure page 1:/ })).toBeInTheDocument(),
    );
    // Each page was fetched once, whatever the order it was asked in.
    const fetched = calls.map((c) => c.url);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it('jumps to the page of the minute clicked on the trend', async () => {
    serve();
    await show();
    const trend = screen.getByTestId('disclosure-trend');
    vi.spyOn(trend, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 1200,
      top: 0,
      height: 84,
    } as DOMRect);
    // 120 minutes over 1200 px: x = 700 is minute 70, on page 3 (minutes 60-89).
    fireEvent.click(trend, { clientX: 700, clientY: 40 });
    await waitFor(() =>
      expect(screen.getByTestId('disclosure-position')).toHaveTextContent('Page 3 of 4'),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Full-disclosure page 3:/ })).toBeInTheDocument(),
    );
  });

  it('jumps to an episode chosen from the list and opens its strip with calipers', async () => {
    serve();
    const user = userEvent.setup();
    await show();
    await user.selectOptions(screen.getByLabelText('Go to an episode'), '0');
    // 5000 s is minute 83: page 3.
    await waitFor(() =>
      expect(screen.getByTestId('disclosure-position')).toHaveTextContent('Page 3 of 4'),
    );
    expect(screen.getByRole('heading', { name: 'ECG at Mon 5 Jan, 10:23:22' })).toBeInTheDocument();
    // Calipers on the pages and on the opened strip.
    const strip = screen.getByRole('region', { name: 'ECG at Mon 5 Jan, 10:23:22' });
    expect(within(strip).getByRole('button', { name: 'Calipers' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Calipers' })).toHaveLength(2);
  });

  it('lists each row’s time, rate and beats by label as text', async () => {
    serve();
    await show();
    const table = screen.getByRole('table', { name: /Rows of page 1/ });
    const first = table.querySelectorAll('tbody tr')[0]!;
    expect(first).toHaveTextContent('09:00');
    expect(first.textContent).toMatch(/^09:0060101/);
  });
});
