import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';

/** Switches the stored theme mode (spec §3, local storage `theme`) and reloads. */
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

/** Light, dark and 375 px wide screenshots of the current page. */
async function screenshots(page: Page, name: string, ready: () => Promise<unknown>) {
  await screenshot(page, `${name}-light`);
  await setMode(page, 'dark');
  await ready();
  await expectAccessible(page);
  await screenshot(page, `${name}-dark`);
  await setMode(page, 'light');
  await page.setViewportSize({ width: 375, height: 800 });
  await ready();
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('help centre for customers', () => {
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

  const heading = (name: string | RegExp, level = 1) => page.getByRole('heading', { name, level });

  it('shows topics with counts and popular articles, then searches and opens an article', async () => {
    await page.goto('/supportHub');
    await expect.poll(() => heading('Help Centre').isVisible()).toBe(true);
    const topic = page.getByRole('link', { name: /^Tips to improve/ });
    await expect.poll(() => topic.textContent()).toContain('6 articles');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Popular articles', level: 2 }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'support-hub', () =>
      expect.poll(() => page.getByRole('link', { name: /^How-to guides/ }).isVisible()).toBe(true),
    );

    await page.getByLabel('Search help articles').fill('green light');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/supportHub\?query=green/);
    await expect.poll(() => heading('Search results for “green light”', 2).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'support-hub-search');

    await page.getByRole('link', { name: /How to wear your ECG recorder/ }).click();
    await page.waitForURL(/\/support-hub\/article\/wearing-the-device$/);
    await expect.poll(() => heading('How to wear your ECG recorder').isVisible()).toBe(true);
    const article = page.getByRole('article');
    expect(await article.textContent()).toContain('blinks every 20 seconds');
    expect(await article.textContent()).toContain('HeartCheck Clinical Team');
    expect(await article.textContent()).toMatch(/Updated\s+\d+ days? ago/);
    expect(await page.getByRole('list', { name: 'Tags' }).textContent()).toContain('Holter');

    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'Stop recording' }).click();
    await expect.poll(() => page.url()).toMatch(/#stop-recording$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('stop-recording');
    await expectAccessible(page);
    await screenshots(page, 'support-article', () =>
      expect.poll(() => heading('How to wear your ECG recorder').isVisible()).toBe(true),
    );

    // A link inside the article moves within the app.
    await page.goto('/support-hub/article/wearing-the-device');
    await page.getByRole('article').getByRole('link', { name: 'Returning your device' }).click();
    await page.waitForURL(/\/support-hub\/article\/returning-the-device$/);
    await expect.poll(() => heading('Returning your device').isVisible()).toBe(true);
  });

  it('browses a topic and reads a tip article by its stable id', async () => {
    await page.goto('/supportHub');
    await page.getByRole('link', { name: /^Tips to improve/ }).click();
    await page.waitForURL(/\/supportHub\?topic=tipsToImprove$/);
    await expect.poll(() => heading('Tips to improve', 2).isVisible()).toBe(true);
    const results = page.getByRole('region', { name: 'Tips to improve' }).or(page.locator('main'));
    await expect
      .poll(() => results.getByRole('link', { name: /Understanding and improving/ }).count())
      .toBe(6);
    await expectAccessible(page);
    await page.getByRole('link', { name: /your PNS index/ }).click();
    await page.waitForURL(/\/support-hub\/article\/tips-pns-index$/);
    await expect
      .poll(() => heading('Understanding and improving your PNS index').isVisible())
      .toBe(true);
    await page
      .getByRole('link', { name: 'All help topics' })
      .or(page.getByRole('link', { name: 'Back to the Help Centre' }))
      .first()
      .click();
    await page.waitForURL(/\/supportHub/);
  });

  it('handles an unknown article and a search without results gracefully', async () => {
    await page.goto('/support-hub/article/no-such-article');
    await expect.poll(() => heading('Article not found').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the Help Centre' }).click();
    await page.waitForURL(/\/supportHub$/);

    await page.getByLabel('Search help articles').fill('zebra crossings');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByText('No articles match “zebra crossings”').isVisible())
      .toBe(true);
    await expectAccessible(page);
  });

  it('refuses the management list to a customer', async () => {
    await page.goto('/support-hub/manage');
    await page.waitForURL(/\/access-denied$/);
    const status = await page.evaluate(async () => {
      const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const { access_token: token } = JSON.parse(window.sessionStorage.getItem(key)!) as {
        access_token: string;
      };
      const response = await fetch('/api/helps/manage/articles', {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    });
    expect(status).toBe(403);
  });
});
