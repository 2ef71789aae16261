/**
 * Why the demo wearer had the check and their GP (issue 21): a made-up practice whose ODS code
 * only has the right form, so the demo's reports, share page and FHIR show a referral.
 */
export const DEMO_REFERRAL = {
  source: 'gp',
  reason: 'Palpitations and light-headedness over the past month',
  gpPracticeName: 'Baker Street Surgery (demo practice)',
  gpPracticeAddress: '1 Baker Street, London',
  gpPracticePostcode: 'NW1 6XE',
  gpOdsCode: 'A99999',
  gpConsent: true,
};
