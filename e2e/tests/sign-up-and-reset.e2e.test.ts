import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, screenshot } from '../support/browser.ts';

describe('public routes start the matching provider flow', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('/sign-up opens the provider sign-up page, which creates the account, then signs in', async () => {
    await page.goto('/sign-up');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your account' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'idp-sign-up');
    const email = `browser-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('New password', { exact: true }).fill('Pulse-Rate-60');
    await page.getByLabel('Confirm new password').fill('Pulse-Rate-60');
    await page.getByLabel('Given name').fill('Casey');
    await page.getByLabel('Surname').fill('Morgan');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The same answer whether or not the address was registered: sign in next.
    await expect
      .poll(() => page.getByText('We have sent an email to that address').isVisible())
      .toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Pulse-Rate-60');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Casey');
  });

  it('/forgot-password opens the reset request page', async () => {
    await page.goto('/forgot-password');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Reset your password' }).isVisible())
      .toBe(true);
    await page.getByLabel('Email address').fill('customer@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
  });

  it('/reset-password with a used or unknown token says the link has expired', async () => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This link has expired' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Send me a new link' }).isVisible())
      .toBe(true);
  });

  // Once failed when run at 00:40 UTC: checked at fixed clocks (00:30 and 23:30 UK time on the
  // days the clocks change in 2026) with the browser far from the UK, and at the real time.
  it.each([
    ['00:30 UK time, 29 March (GMT)', '2026-03-29T00:30:00Z', 'Pacific/Auckland'],
    ['23:30 UK time, 25 October (GMT)', '2026-10-25T23:30:00Z', 'America/Los_Angeles'],
    ['00:30 UK time, 25 October (BST)', '2026-10-24T23:30:00Z', 'Pacific/Auckland'],
  ])('/reset-password without a token explains what is wrong at %s', async (_, instant, zone) => {
    const other = await newContext(browser, { timezoneId: zone });
    const at = await other.newPage();
    await at.clock.setFixedTime(new Date(instant));
    await at.goto('/reset-password');
    await at
      .getByRole('alert')
      .filter({ hasText: 'This password reset link is incomplete' })
      .waitFor();
    expect(await at.evaluate(() => new Date().toISOString())).toBe(new Date(instant).toISOString());
    await other.close();
  });

  it('/reset-password without a token explains what is wrong', async () => {
    await page.goto('/reset-password');
    // The message renders after the lazily loaded page and its translations: wait for it.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'This password reset link is incomplete' });
    await alert.waitFor();
    expect(
      await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href'),
    ).toBe('/forgot-password');
  });
});
