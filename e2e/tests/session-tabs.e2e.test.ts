import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillSignInForm,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';

/** Every URL the tab's main frame visits (the provider's pages, /sign-in, the page itself). */
function trackVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

describe('a session follows the user across tabs (tokens are kept per tab)', () => {
  let browser: Browser;
  let signedIn: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await newContext(browser);
    await signIn(await signedIn.newPage(), 'customer@example.com');
  });
  afterAll(async () => {
    await signedIn.close();
    await browser.close();
  });

  it('a new tab on a deep link signs in silently through the provider and shows that page', async () => {
    const tab = await signedIn.newPage();
    const visited = trackVisits(tab);
    await tab.goto('/support-hub/article/wearing-the-device?from=bookmark');
    await tab.getByRole('heading', { level: 1, name: 'How to wear your ECG recorder' }).waitFor();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(
      '/support-hub/article/wearing-the-device?from=bookmark',
    );
    // Never the sign-in page, the provider's form or "Your session has ended".
    expect(
      visited.filter((path) => path.startsWith('/sign-in') || path.startsWith('/idp')),
    ).toEqual([]);
    expect(await tab.getByText('Your session has ended').count()).toBe(0);
    // The tab's own token works: a signed-in page's data loads.
    await tab.goto('/settings');
    await expect.poll(() => tab.getByLabel('First name').inputValue()).toBe('Alex');
    await screenshot(tab, 'session-new-tab');
    await tab.close();
  });

  it('a link opened in a new tab (middle-click) and an email link land signed in on their page', async () => {
    const home = await signedIn.newPage();
    await signIn(home, 'customer@example.com');
    const link = home.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: 'My Orders',
    });
    const [tab] = await Promise.all([
      signedIn.waitForEvent('page'),
      link.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    const visited = trackVisits(tab);
    await tab.waitForURL(/\/OrderList$/);
    await tab.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    // The link of the "results are ready" email, in another new tab of the same browser.
    const email = await signedIn.newPage();
    const emailVisits = trackVisits(email);
    await email.goto('/results?utm_source=email');
    await email.getByRole('heading', { level: 1, name: 'My Results' }).waitFor();
    expect(new URL(email.url()).pathname + new URL(email.url()).search).toBe(
      '/results?utm_source=email',
    );
    for (const paths of [visited, emailVisits])
      expect(
        paths.filter((path) => path.startsWith('/sign-in') || path.startsWith('/idp')),
      ).toEqual([]);
    await Promise.all([home.close(), tab.close(), email.close()]);
  });

  it('an email link with no provider session asks to sign in, then opens the linked page', async () => {
    const fresh = await newContext(browser);
    const page = await fresh.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    // The link of the "results are ready" email.
    await page.goto('/results?utm_source=email');
    await page.waitForURL(/\/idp\/interaction\//);
    await page.getByLabel('Email address').waitFor();
    // The provider's page loads everything it asks for (its icon too: no /favicon.ico 404).
    expect(missing).toEqual([]);
    await fillSignInForm(page, 'customer@example.com');
    await page.waitForURL(/\/results\?utm_source=email$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Your session has ended').count()).toBe(0);
    await fresh.close();
  });
});
