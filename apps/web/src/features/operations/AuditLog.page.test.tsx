import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_AUDIT_ACTIONS } from '@heartcheck/contracts/order-audit-actions';
import { missingKeys, renderPage } from '@/test/page';
import { AuditLog } from './AuditLog';
import type { AuditEntry } from './api';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-24T10:00:00.000Z',
  actorType: 'admin',
  action: 'dispatch',
  fromStatus: 'paid',
  toStatus: 'dispatched',
  before: null,
  after: null,
  note: null,
  ...extra,
});

describe("the order's audit log (operations)", () => {
  it('names the statuses a step moved the order between in words, not codes', async () => {
    await renderPage(
      <AuditLog
        entries={[entry({}), entry({ id: '2', fromStatus: null, toStatus: 'awaiting_payment' })]}
      />,
      { url: '/operations' },
    );
    const [dispatched, created] = await screen.findAllByTestId('audit-status');
    expect(dispatched).toHaveTextContent('Status: Paid to Dispatched');
    expect(created).toHaveTextContent('Status: — to Awaiting payment');
  });

  it('names every action the API records on an order in words, and keeps an unknown code', async () => {
    const entries = [...ORDER_AUDIT_ACTIONS, 'retired_code'].map((action, i) =>
      entry({ id: String(i), action, fromStatus: null, toStatus: null }),
    );
    await renderPage(<AuditLog entries={entries} />, { url: '/operations' });
    const shown = (await screen.findAllByTestId('audit-action')).map((e) => e.textContent);
    expect(shown).toHaveLength(ORDER_AUDIT_ACTIONS.length + 1);
    // Words, one name per action: a code shown as it is, or two actions read alike, would not do.
    ORDER_AUDIT_ACTIONS.forEach((action, i) => expect(shown[i]).not.toBe(action));
    expect(new Set(shown.slice(0, -1)).size).toBe(ORDER_AUDIT_ACTIONS.length);
    expect(shown.slice(0, 3)).toEqual(['Payment received', 'Dispatched', 'Delivered']);
    expect(shown.at(-1)).toBe('retired_code');
  });
});
