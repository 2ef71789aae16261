import { describe, expect, it } from 'vitest';
import { ukDayOf } from './uk-day';

// 00:30 and 23:30 UK time either side of the 2026 clock changes (29 March, 25 October).
describe('the console date field defaults to the UK day, whatever the browser zone', () => {
  it.each([
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-03-29T22:30:00Z', '2026-03-29'],
    ['2026-10-24T23:30:00Z', '2026-10-25'],
    ['2026-10-25T23:30:00Z', '2026-10-25'],
  ])('%s is %s in the UK', (instant, day) => {
    expect(ukDayOf(new Date(instant))).toBe(day);
  });
});
