import { describe, expect, it } from 'vitest';
import { deliveredAtFor, parseDeliveredOn } from './delivery-day.ts';
import { OrderRuleError } from './types.ts';

// 00:30 and 23:30 UK time on both days the clocks changed in 2026 (29 March, 25 October), as
// UTC instants: before 12:00 UTC, and where the UTC day differs from the UK day.
const CLOCKS = [
  { uk: '00:30 on 29 March (GMT)', now: '2026-03-29T00:30:00Z', today: '2026-03-29' },
  { uk: '23:30 on 29 March (BST)', now: '2026-03-29T22:30:00Z', today: '2026-03-29' },
  { uk: '00:30 on 25 October (BST)', now: '2026-10-24T23:30:00Z', today: '2026-10-25' },
  { uk: '23:30 on 25 October (GMT)', now: '2026-10-25T23:30:00Z', today: '2026-10-25' },
];

function refusal(run: () => unknown): OrderRuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderRuleError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('"Mark delivered" takes a UK calendar day, checked against the order timeline', () => {
  describe.each(CLOCKS)('at $uk', ({ now, today }) => {
    const clock = new Date(now);
    const dispatchedTwoDaysAgo = { dispatchedAt: new Date(clock.getTime() - 2 * 86_400_000) };

    it('accepts today in the UK (typed or by default) and records the delivery as now', () => {
      expect(deliveredAtFor(today, dispatchedTwoDaysAgo, clock)).toEqual(clock);
      expect(deliveredAtFor(undefined, dispatchedTwoDaysAgo, clock)).toEqual(clock);
    });

    it('refuses tomorrow in the UK, naming the field and today', () => {
      const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
      const error = refusal(() => deliveredAtFor(tomorrow, dispatchedTwoDaysAgo, clock));
      expect(error.field).toBe('deliveredOn');
      expect(error.message).toBe(
        `Delivered on: the delivery date cannot be in the future (today in the UK is ${today}).`,
      );
    });

    it('refuses a day before the UK day of dispatch, and accepts the dispatch day itself', () => {
      const dispatched = { dispatchedAt: clock };
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const error = refusal(() => deliveredAtFor(yesterday, dispatched, clock));
      expect(error.field).toBe('deliveredOn');
      expect(error.message).toBe(
        `Delivered on: the delivery date cannot be before the day the order was dispatched (${today}).`,
      );
      expect(deliveredAtFor(today, dispatched, clock)).toEqual(clock);
    });
  });

  it('records an earlier day as midday UK time, never before the dispatch itself', () => {
    const now = new Date('2026-10-25T23:30:00Z');
    const early = { dispatchedAt: new Date('2026-10-20T08:00:00Z') };
    expect(deliveredAtFor('2026-10-24', early, now).toISOString()).toBe('2026-10-24T11:00:00.000Z');
    const lateDispatch = { dispatchedAt: new Date('2026-10-24T16:45:00Z') };
    expect(deliveredAtFor('2026-10-24', lateDispatch, now)).toEqual(lateDispatch.dispatchedAt);
  });

  it('refuses a delivery more than 90 days ago', () => {
    const now = new Date('2026-10-25T09:00:00Z');
    expect(refusal(() => deliveredAtFor('2026-07-26', { dispatchedAt: null }, now)).message).toBe(
      'Delivered on: the delivery date cannot be more than 90 days ago.',
    );
    expect(deliveredAtFor('2026-07-27', { dispatchedAt: null }, now).toISOString()).toBe(
      '2026-07-27T11:00:00.000Z',
    );
  });

  it('checks the form of the typed day', () => {
    expect(parseDeliveredOn(undefined)).toBeUndefined();
    expect(parseDeliveredOn(null)).toBeUndefined();
    // A cleared date field is a missing answer, not "today".
    expect(refusal(() => parseDeliveredOn('')).message).toBe(
      'Delivered on: enter the delivery date as YYYY-MM-DD.',
    );
    expect(parseDeliveredOn('2026-03-29')).toBe('2026-03-29');
    expect(refusal(() => parseDeliveredOn('29/03/2026')).message).toBe(
      'Delivered on: enter the delivery date as YYYY-MM-DD.',
    );
    expect(refusal(() => parseDeliveredOn('2026-02-30')).message).toBe(
      'Delivered on: enter a real delivery date.',
    );
  });
});
