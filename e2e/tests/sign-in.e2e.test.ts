import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  fillSignInForm,
  launchBrowser,
  localStorageEntry,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';

describe('sign-in through the identity provider', () => {
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

  it('redirects to the provider, signs in, returns to the root and lands on /home greeting the customer', async () => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Sign up now' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Forgot your password?' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'idp-sign-in');

    await fillSignInForm(page, 'customer@example.com');
    await page.waitForURL(/\/home$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Alex');
    // The provider sent the browser back to the application root before /home.
    expect(visited).toContain('/');
    expect(context.pages()).toHaveLength(1);

    const sessionUser = (await localStorageEntry(page, 'sessionUser')) as {
      state: { session: { signedIn: boolean }; user: Record<string, unknown> };
    };
    expect(sessionUser.state.session.signedIn).toBe(true);
    expect(sessionUser.state.user).toMatchObject({
      firstName: 'Alex',
      lastName: 'Taylor',
      email: 'customer@example.com',
      deliveryAddress: {
        address: '221 Baker Street',
        city: 'London',
        postcode: 'NW1 6XE',
        country: 'GB',
      },
    });
    const userStore = (await localStorageEntry(page, 'user-store')) as {
      state: { isAuthenticated: boolean; user: { authority: string[] } };
    };
    expect(userStore.state.isAuthenticated).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')?.path).toBe('/');
    const oidcKeys = await page.evaluate(() =>
      Object.keys(window.sessionStorage).filter((key) => key.startsWith('oidc.user:')),
    );
    expect(oidcKeys).toHaveLength(1);
    await expectAccessible(page);
    await screenshot(page, 'home-signed-in');
  });

  it('keeps the session across a reload without visiting the provider again', async () => {
    await signIn(page, 'customer@example.com');
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/idp/')) providerRequests.push(request.url());
    });
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Alex');
    expect(page.url()).toMatch(/\/home$/);
    expect(providerRequests.filter((url) => !url.includes('/.well-known/'))).toEqual([]);
  });

  it('signs out at the provider, clears local state and needs the password again', async () => {
    await signIn(page, 'customer@example.com');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/idp\/session\/end/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in\?signedOut=1/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'You have signed out' }).isVisible())
      .toBe(true);
    expect(await localStorageEntry(page, 'user-store')).toBeNull();
    const sessionUser = (await localStorageEntry(page, 'sessionUser')) as {
      state: { session: { signedIn: boolean }; user: { email: string } };
    };
    expect(sessionUser.state.session.signedIn).toBe(false);
    expect(sessionUser.state.user.email).toBe('');
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/idp\/interaction\//);
    await expect.poll(() => page.getByLabel('Email address').isVisible()).toBe(true);
  });

  it('shows the failure screen with the code and details when the provider returns an error', async () => {
    await page.goto('/');
    await page.waitForURL(/\/idp\/interaction\//);
    await page.getByRole('button', { name: 'Cancel and return to HeartCheck' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Authentication Failed' }).isVisible())
      .toBe(true);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain("We couldn't sign you in");
    expect(await alert.textContent()).toContain('access_denied');
    expect(await alert.textContent()).toContain('The sign-in was cancelled.');
    expect(await alert.textContent()).toContain('Please try again or contact support');
    await expectAccessible(page);
    await screenshot(page, 'auth-failed');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(/\/idp\/interaction\//);
  });

  it('ends the session when the API answers 401', async () => {
    await signIn(page, 'customer@example.com');
    // The home page shown: the app and its router are running, so they see the move below.
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Move within the app (no reload) so the next page's data call carries the bad token.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/access-denied');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/access-denied$/);
    // The page as the user sees it before the token is spoilt (the click once timed out
    // waiting for this link on a busy machine; the test now waits for each page it uses).
    const home = page.getByRole('link', { name: 'Go to the home page' });
    await home.waitFor();
    // Invalidate the access token the browser holds, as a key rotation or revocation would.
    await page.evaluate(() => {
      const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const user = JSON.parse(window.sessionStorage.getItem(key)!) as { access_token: string };
      user.access_token = `${user.access_token.slice(0, -6)}AAAAAA`;
      window.sessionStorage.setItem(key, JSON.stringify(user));
    });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/graphql')) statuses.push(response.status());
    });
    await home.click();
    await page.waitForURL(/\/sign-in\?expired=1/);
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/\/sign-in\?expired=1/);
    expect(statuses).toContain(401);
    await screenshot(page, 'session-expired');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your session has ended' }).isVisible())
      .toBe(true);
    expect(await localStorageEntry(page, 'user-store')).toBeNull();
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    const oidcKeys = await page.evaluate(() =>
      Object.keys(window.sessionStorage).filter((key) => key.startsWith('oidc.user:')),
    );
    expect(oidcKeys).toEqual([]);
  });
});
