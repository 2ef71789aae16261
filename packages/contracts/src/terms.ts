/**
 * The version of the Terms & Conditions in force: the date they were last updated (the legal
 * page's "Last updated: 26 November 2026", apps/web/public/locales/en/legal.json). The order
 * form asks the customer to accept this version and the API refuses any other (issue 21:
 * "Terms accepted at sign-up or checkout, with the version recorded"). Change it whenever the
 * Terms change.
 */
export const TERMS_VERSION = '2026-11-26';
