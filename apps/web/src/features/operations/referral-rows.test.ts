import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { referralRows, type OpsReferral } from './referral-rows';

// The key and its values, so each row shows which text and which facts it carries.
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'operations'>;

describe('the referral in the operations detail (issue 21)', () => {
  it('names who referred, why, the practice with its ODS code and the consent', () => {
    const referral: OpsReferral = {
      source: 'gp',
      reason: 'Palpitations at night',
      gpConsent: true,
      gp: { name: 'Riverside Surgery', odsCode: 'A81001' },
    };
    expect(referralRows(referral, t)).toEqual([
      ['referral.source', 'referral.sources.gp'],
      ['referral.reason', 'Palpitations at night'],
      ['referral.gp', 'referral.gpWithCode {"name":"Riverside Surgery","code":"A81001"}'],
      ['referral.gpConsent', 'referral.consented'],
    ]);
  });

  it('says when none was given and that the GP must not be contacted', () => {
    const rows = referralRows({ source: null, reason: null, gpConsent: false, gp: null }, t);
    expect(rows).toEqual([
      ['referral.source', 'referral.notGiven'],
      ['referral.reason', ''],
      ['referral.gp', ''],
      ['referral.gpConsent', 'referral.notConsented'],
    ]);
    const practice = referralRows(
      {
        source: 'self',
        reason: null,
        gpConsent: false,
        gp: { name: 'Hill Practice', odsCode: null },
      },
      t,
    );
    expect(practice[2]).toEqual(['referral.gp', 'Hill Practice']);
  });
});
