import { HEART_CHECK_FACTS } from '@heartcheck/contracts/product-facts';
import { describe, expect, it } from 'vitest';
import {
  IllegalTransitionError,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  TRANSITIONS,
  canTransition,
  isOverdue,
  returnDueDate,
  transition,
} from './state-machine.ts';

describe('order state machine', () => {
  it('walks the happy path from payment to the cardiac report', () => {
    let status = transition('awaiting_payment', 'pay');
    for (const action of [
      'dispatch',
      'deliver',
      'customerReturn',
      'receive',
      'startAnalysis',
      'resultsReady',
      'cardiacReportReady',
    ] as const)
      status = transition(status, action);
    expect(status).toBe('cardiac_report_ready');
  });

  it('refuses dispatch before payment with a clear message', () => {
    expect(() => transition('awaiting_payment', 'dispatch', 'HC-2026-000123')).toThrow(
      new IllegalTransitionError('dispatch', 'awaiting_payment', 'HC-2026-000123'),
    );
    expect(() => transition('awaiting_payment', 'dispatch', 'HC-2026-000123')).toThrow(
      'Order HC-2026-000123 cannot be dispatched: it is awaiting payment. An order can be dispatched only once it is paid.',
    );
  });

  it('allows cancelling only before dispatch', () => {
    expect(transition('awaiting_payment', 'cancel')).toBe('cancelled');
    expect(transition('paid', 'refund')).toBe('refunded');
    for (const status of ORDER_STATUSES.filter((s) => s !== 'awaiting_payment'))
      expect(canTransition(status, 'cancel')).toBe(false);
    expect(() => transition('dispatched', 'cancel')).toThrow(/only before it is dispatched/);
  });

  it('never leaves a closed order and never moves backwards', () => {
    for (const action of ORDER_ACTIONS) {
      expect(canTransition('cancelled', action)).toBe(false);
      expect(canTransition('refunded', action)).toBe(false);
    }
    const rank = (status: string) => ORDER_STATUSES.indexOf(status as never);
    for (const rule of Object.values(TRANSITIONS))
      for (const from of rule.from) expect(rank(rule.to)).toBeGreaterThan(rank(from));
  });

  it('data is processed only once the device is received', () => {
    for (const status of ['paid', 'dispatched', 'delivered', 'returned'] as const)
      expect(canTransition(status, 'startAnalysis')).toBe(false);
    expect(transition('received', 'startAnalysis')).toBe('analysing');
  });

  it('puts the return due 72 h + 7 days after delivery and flags overdue devices', () => {
    const delivered = new Date('2026-03-01T10:00:00Z');
    expect(returnDueDate(delivered, HEART_CHECK_FACTS).toISOString()).toBe(
      '2026-03-11T10:00:00.000Z',
    );
    const due = returnDueDate(delivered, HEART_CHECK_FACTS);
    expect(
      isOverdue({ status: 'delivered', returnDueAt: due }, new Date('2026-03-11T09:00:00Z')),
    ).toBe(false);
    expect(
      isOverdue({ status: 'delivered', returnDueAt: due }, new Date('2026-03-12T00:00:00Z')),
    ).toBe(true);
    expect(
      isOverdue({ status: 'received', returnDueAt: due }, new Date('2026-04-01T00:00:00Z')),
    ).toBe(false);
  });
});
