import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { missingKeys, renderPage } from '@/test/page';
import type { OrderWithFacts } from './api';
import { OrderGuidance } from './OrderGuidance';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const RULE = /The device must be returned/;

/** The fields the guidance reads; the rest of an order does not change what it says. */
function order(status: OrderWithFacts['status']): OrderWithFacts {
  return {
    id: 'o1',
    number: 'HC-2026-000101',
    status,
    totalPence: 31694,
    returnDueAt: '2026-12-08T10:00:00.000Z',
    overdue: false,
    notReturnedAt: null,
    replacementFeePence: null,
    replacementChargedAt: null,
    productFacts: { recordingHours: 72, minRecordingHours: 24, replacementFeePence: 6800 },
  } as OrderWithFacts;
}

async function guidanceFor(status: OrderWithFacts['status']) {
  await renderPage(
    <MockedProvider mocks={[]}>
      <OrderGuidance order={order(status)} />
    </MockedProvider>,
    { url: '/order-details/o1' },
  );
}

describe('what the order page tells the customer to do', () => {
  it('states the return rule while they have the device', async () => {
    await guidanceFor('delivered');
    expect(await screen.findByText(RULE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have posted it back' })).toBeInTheDocument();
  });

  it('thanks them once it is posted back, without repeating the rule as a warning', async () => {
    await guidanceFor('returned');
    expect(
      await screen.findByText('Thank you. We will let you know when it arrives.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We can only process your data once the device is received back.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(RULE)).toBeNull();
  });
});
