import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
