import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';

async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    const raw = window.localStorage.getItem('theme');
    const stored = raw ? (JSON.parse(raw) as { state?: object; version?: number }) : {};
    window.localStorage.setItem(
      'theme',
      JSON.stringify({ version: 0, ...stored, state: { ...stored.state, mode: value } }),
    );
  }, mode);
  await page.reload();
  // Also set the mode class directly, in case the theme is applied after the first paint.
  await page.evaluate(
    (value) => document.documentElement.classList.toggle('dark', value === 'dark'),
    mode,
  );
}

describe('browsing the service catalogue', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  // One sign-in for the file (the tests only read, and each opens its page by address): a
  // sign-in is about a second of browser time, and the provider limits sign-ins per account.
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await signIn(page, 'customer@example.com');
  });
  afterAll(() => browser.close());
  beforeEach(() => page.setViewportSize({ width: 1280, height: 800 }));

  it('lists the 72-hour heart check, opens it and links to ordering it', async () => {
    await page.goto('/products');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Browse services', level: 1 }).isVisible())
      .toBe(true);
    const card = page.getByRole('listitem').filter({ hasText: '72-hour heart check' });
    await expect.poll(() => card.textContent()).toContain('£316.94');
    expect(await card.textContent()).toContain('including 6% tax: £299.00 + £17.94 tax');
    await expectAccessible(page);
    await screenshot(page, 'products-light');
    await setMode(page, 'dark');
    await expect.poll(() => card.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'products-dark');
    await setMode(page, 'light');

    await page.getByLabel('Search services').fill('zzz');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText(/No services match/).isVisible()).toBe(true);
    await page.getByLabel('Search services').fill('72-hour');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText('1 service matches “72-hour”').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'View details of 72-hour heart check' }).click();
    await page.waitForURL(/\/products\/heart-check-72h$/);
    await expect
      .poll(() => page.getByRole('heading', { name: '72-hour heart check', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.getByRole('article').textContent()).toContain('must be returned');
    const cta = page.getByRole('link', { name: 'Order this service' });
    expect(await cta.getAttribute('href')).toBe('/OrderCreate?productId=heart-check-72h');
    await expectAccessible(page);
    await screenshot(page, 'product-detail-light');
    await setMode(page, 'dark');
    await expect.poll(() => cta.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'product-detail-dark');
    await setMode(page, 'light');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => cta.isVisible()).toBe(true);
    await screenshot(page, 'product-detail-375');
    await page.goto('/products');
    await expect.poll(() => card.isVisible()).toBe(true);
    await screenshot(page, 'products-375');
  });

  it('shows a not-found page for an unknown service', async () => {
    await page.goto('/products/no-such-service');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Service not found', level: 1 }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'All services' }).click();
    await page.waitForURL(/\/products$/);
  });
});
