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

  it('/sign-up opens the provider sign-up page, which creates the account and signs in', async () => {
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
