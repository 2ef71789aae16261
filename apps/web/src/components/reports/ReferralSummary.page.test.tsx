import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderReferral } from '@heartcheck/contracts/referral-rules';
import { missingKeys, renderPage } from '@/test/page';
import { ReferralSummary, type ReferralReader } from './ReferralSummary';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const referral: OrderReferral = {
  source: 'gp',
  reason: 'Palpitations at night',
  gp: { name: 'Riverside Surgery', address: null, postcode: 'SW1A 2AA', odsCode: 'B86001' },
  gpConsent: true,
};

async function shown(reader: ReferralReader | undefined, given = referral): Promise<string> {
  await renderPage(<ReferralSummary referral={given} reader={reader} />, { url: '/' });
  return (await screen.findByTestId('referral')).textContent ?? '';
}

describe('the referral summary speaks to whoever reads it', () => {
  it('tells the customer on their own order page about their GP', async () => {
    const text = await shown('customer');
    expect(text).toContain('Asked for byYour GP');
    expect(text).toContain('Share with your GPYes');
    expect(text).not.toContain('Their GP');
  });

  it('tells the cardiologist and the GP about the patient', async () => {
    const text = await shown(undefined);
    expect(text).toContain('Asked for byTheir GP');
    expect(text).toContain('Consent to share with the GPYes');
  });

  it('names a self-referral as the customer’s own', async () => {
    expect(await shown('customer', { ...referral, source: 'self' })).toContain(
      'You (self-referred)',
    );
  });
});
