import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { missingKeys, renderPage } from '@/test/page';
import { CaliperFrame } from './CaliperFrame';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

describe('calipers', () => {
  it('places both markers from the keyboard and reads the interval and the rate', async () => {
    const user = userEvent.setup();
    // 100 px/s (25 mm/s at 4 px/mm) over 1000 px: a 10 s strip.
    await renderPage(
      <CaliperFrame pxPerS={100} widthPx={1000}>
        <div>strip</div>
      </CaliperFrame>,
      { url: '/' },
    );
    await user.click(await screen.findByRole('button', { name: 'Calipers' }));
    const first = screen.getByRole('slider', { name: 'First caliper marker' });
    const second = screen.getByRole('slider', { name: 'Second caliper marker' });
    expect(screen.getByTestId('caliper-reading')).toHaveTextContent('RR 800 ms · 75 bpm');

    // Second marker 5 small squares (Shift: 40 ms each) further: RR 1000 ms, 60 bpm.
    second.focus();
    for (let i = 0; i < 5; i++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(second).toHaveAttribute('aria-valuenow', '1400');
    expect(screen.getByTestId('caliper-reading')).toHaveTextContent('RR 1000 ms · 60 bpm');

    // A QT interval: first marker 3 × 10 ms later, no rate shown.
    await user.selectOptions(screen.getByLabelText('Measure'), 'QT');
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(first).toHaveAttribute('aria-valuenow', '430');
    expect(screen.getByTestId('caliper-reading')).toHaveTextContent(/^QT 970 ms$/);

    // Home puts a marker at the strip's start.
    await user.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('caliper-reading')).toHaveTextContent('QT 1400 ms');
  });

  it('keeps the markers hidden until switched on', async () => {
    await renderPage(
      <CaliperFrame pxPerS={100} widthPx={1000}>
        <div>strip</div>
      </CaliperFrame>,
      { url: '/' },
    );
    expect(await screen.findByRole('button', { name: 'Calipers' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
