import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  SCREENSHOT_DIR,
  SCREENSHOTS_WANTED,
  signIn,
} from '../support/browser.ts';
import { saveScreenVariants } from '../support/screen-variants.ts';

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

  /** The confirmation link of the newest email to `email`, from the outbox an admin can read. */
  async function confirmationLinkFor(email: string): Promise<string> {
    const admin = await newContext(browser);
    try {
      const page = await admin.newPage();
      await signIn(page, 'admin@example.com');
      await page.goto('/dev/outbox');
      await page.locator('li', { hasText: email }).getByRole('link').first().click();
      const text = (await page.locator('pre').textContent()) ?? '';
      const link = /http\S+\/confirm-email\?token=[\w-]+/.exec(text)?.[0];
      expect(link, text).toBeDefined();
      return link!;
    } finally {
      await admin.close();
    }
  }

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
    // Orders wait for the address to be confirmed: the home page says so.
    const notice = page.getByRole('region', { name: 'Please confirm your email address' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We sent a link to ${email}`);
    await expectAccessible(page);
    if (SCREENSHOTS_WANTED)
      await saveScreenVariants(page, SCREENSHOT_DIR, 'home-email-unconfirmed', notice);

    // The welcome email's link, read from the outbox as an operator would without a mail server.
    const link = await confirmationLinkFor(email);
    await page.goto(link);
    await screenshot(page, 'confirm-email-ask');
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'confirm-email-done');
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') &&
        (response.request().postData() ?? '').includes('EmailConfirmationStatus'),
    );
    await page.getByRole('link', { name: 'Go to HeartCheck' }).click();
    await page.waitForURL(/\/home$/);
    expect(await (await answered).json()).toMatchObject({
      data: { emailConfirmation: { confirmed: true, email } },
    });
    await page.getByRole('heading', { name: 'Hello, Casey' }).waitFor();
    expect(await notice.count()).toBe(0);
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

  it('/reset-password with an unknown token says the link is not valid', async () => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This link is not valid' }).isVisible())
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
