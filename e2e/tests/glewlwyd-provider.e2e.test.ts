import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApp, type AppServer } from '../support/app-server.ts';
import { launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { startGlewlwyd, type Glewlwyd, type GlewlwydUser } from '../support/glewlwyd.ts';

/**
 * The main journeys through an independent OpenID provider, Debian's glewlwyd, configured as the
 * product's Azure AD B2C tenant is (README "Identity provider"): the app started with
 * OIDC_ISSUER and friends pointed at it, not at the built-in provider.
 */
const CLIENT_ID = 'heartcheck-spa';
const API_SCOPE = 'Access.Functions';
const ROLES_CLAIM = 'extension_Roles';
/**
 * glewlwyd puts the granted scopes, space-separated, in `aud` when the client names no resource
 * (RFC 8707); the SPA always asks for these, in this order (lib/oidc/redirect.ts signInScope).
 */
const AUDIENCE = `openid profile email offline_access ${API_SCOPE}`;
const PASSWORD = 'Glewlwyd-Check-72';
const customer: GlewlwydUser = {
  username: 'gwen',
  password: PASSWORD,
  email: 'gwen.carter@example.com',
  givenName: 'Gwen',
  familyName: 'Carter',
  roles: '',
};
const staff: GlewlwydUser = {
  username: 'sam',
  password: PASSWORD,
  email: 'sam.okafor@example.com',
  givenName: 'Sam',
  familyName: 'Okafor',
  roles: 'admin',
};

interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at: number;
}

async function storedUser(page: Page): Promise<StoredUser | null> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? sessionStorage.getItem(key) : null;
  });
  return raw ? (JSON.parse(raw) as StoredUser) : null;
}

/** Edits the tab's stored tokens (what oidc-client-ts keeps in session storage). */
async function editStoredUser(page: Page, changes: Partial<StoredUser>): Promise<void> {
  await page.evaluate((patch) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...user, ...patch }));
  }, changes);
}

/** Moves within the app without a reload, so the next page's data call uses the stored token. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const payloadOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

/** glewlwyd's own pages: login and password, then "Continue" to the application. */
async function signInAtGlewlwyd(page: Page, user: GlewlwydUser): Promise<void> {
  await page.goto('/');
  await page.waitForURL(/\/login\.html\?/);
  await page.getByLabel('Login').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/home$/);
}

describe('signing in through glewlwyd, an independent OpenID provider set up like the B2C tenant', () => {
  let glewlwyd: Glewlwyd;
  let app: AppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let staffContext: BrowserContext;
  let staffPage: Page;

  beforeAll(async () => {
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    glewlwyd = await startGlewlwyd({
      appUrl,
      clientId: CLIENT_ID,
      apiScope: API_SCOPE,
      rolesClaim: ROLES_CLAIM,
      users: [customer, staff],
    });
    app = await startApp('e2e-glewlwyd-server.log', {
      port,
      env: {
        PUBLIC_URL: appUrl,
        OIDC_ISSUER: glewlwyd.issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_API_SCOPE: API_SCOPE,
        OIDC_AUDIENCE: AUDIENCE,
        OIDC_ROLES_CLAIM: ROLES_CLAIM,
        SEED_DEMO_DATA: 'false',
      },
      readyTimeoutMs: 120_000,
    });
    browser = await launchBrowser();
    context = await newContext(browser, { baseURL: app.url });
    page = await context.newPage();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await glewlwyd?.stop();
  });

  it('signs in by redirect and the signed-in call answers the user from the token', async () => {
    const signedInCalls: unknown[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/graphql') && response.request().method() === 'POST')
        signedInCalls.push(response.json().catch(() => null));
    });
    await signInAtGlewlwyd(page, customer);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Gwen');
    const answers = (await Promise.all(signedInCalls)) as {
      data?: { userSignedIn?: { user: { email: string; roles: string[] } | null } };
    }[];
    const user = answers.map((answer) => answer?.data?.userSignedIn?.user).find(Boolean);
    expect(user).toMatchObject({ email: customer.email, roles: [] });
    const tokens = await storedUser(page);
    expect(payloadOf(tokens!.access_token)).toMatchObject({
      iss: glewlwyd.issuer,
      aud: AUDIENCE,
      client_id: CLIENT_ID,
    });
    expect(tokens!.refresh_token).toBeTruthy();
    await screenshot(page, 'glewlwyd-home');
  });

  it('renews a lapsing token with the refresh token, then in the hidden frame without one', async () => {
    const first = (await storedUser(page))!;
    const tokenCalls: string[] = [];
    const codeRedirects: string[] = [];
    let tokenCallsAnswered = 0;
    const isTokenCall = (url: string) => url === `${glewlwyd.issuer}/token`;
    page.on('request', (request) => {
      if (!isTokenCall(request.url()) || request.method() !== 'POST') return;
      const body = new URLSearchParams(request.postData() ?? '');
      tokenCalls.push(body.get('grant_type') ?? '');
      if (body.get('grant_type') === 'authorization_code')
        codeRedirects.push(body.get('redirect_uri') ?? '');
    });
    const answered = (request: Request) => {
      if (isTokenCall(request.url()) && request.method() === 'POST') tokenCallsAnswered += 1;
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    // The access tokens the provider issued, by grant: which renewal the stored token came from.
    const issued = { refresh_token: new Set<string>(), authorization_code: new Set<string>() };
    page.on('response', (response) => {
      const request = response.request();
      if (!isTokenCall(request.url()) || request.method() !== 'POST') return;
      const grant = new URLSearchParams(request.postData() ?? '').get('grant_type');
      if (grant !== 'refresh_token' && grant !== 'authorization_code') return;
      response.json().then(
        (body: { access_token?: string }) =>
          body.access_token && issued[grant].add(body.access_token),
        () => undefined,
      );
    });
    const storedFrom = async (grant: keyof typeof issued) =>
      issued[grant].has((await storedUser(page))?.access_token ?? '');
    // The page itself never leaves the app: a renewal that fell back to a full redirect would
    // navigate the main frame to the provider.
    const mainFrameVisits: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) mainFrameVisits.push(frame.url());
    });
    // The token is about to lapse (within the app's 60 s margin): the refresh token renews it.
    await editStoredUser(page, { expires_at: Math.floor(Date.now() / 1000) + 5 });
    await navigateInApp(page, '/settings');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Gwen');
    const refreshed = (await storedUser(page))!;
    expect(refreshed.access_token).not.toBe(first.access_token);
    // Each of the page's data calls may renew; every renewal used the refresh token.
    expect(tokenCalls.length).toBeGreaterThan(0);
    expect(new Set(tokenCalls)).toEqual(new Set(['refresh_token']));
    // Every renewal has been answered and the app keeps a renewed token before the next step
    // edits the stored tokens.
    await expect.poll(() => tokenCallsAnswered).toBe(tokenCalls.length);
    await expect.poll(() => storedFrom('refresh_token')).toBe(true);
    tokenCalls.length = 0;
    tokenCallsAnswered = 0;

    // Lapsing again with no refresh token: prompt=none in the hidden frame, on the provider's
    // session cookie, answers a code to /silent-renew.html.
    await editStoredUser(page, {
      expires_at: Math.floor(Date.now() / 1000) + 5,
      refresh_token: undefined,
    });
    await navigateInApp(page, '/home');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Gwen');
    // Wait for the token the hidden frame's code was exchanged for, not merely a token other
    // than one read earlier: the page's data calls may each renew, so a second refresh of the
    // step before could store after that read (this once passed the wait with no renewal here).
    await expect.poll(() => storedFrom('authorization_code')).toBe(true);
    // The code was exchanged for the hidden frame's callback page. This is read from the token
    // request the app itself sends, not from the frame's navigation events: the frame is removed
    // as soon as its callback has run, and an event for a frame already gone can be missed (the
    // frame's navigation to /silent-renew.html?code= was once not seen while the token had been
    // renewed through it).
    expect(new Set(tokenCalls)).toEqual(new Set(['authorization_code']));
    expect(codeRedirects.length).toBeGreaterThan(0);
    for (const redirect of codeRedirects)
      expect(new URL(redirect).pathname).toBe('/silent-renew.html');
    expect(mainFrameVisits.every((url) => new URL(url).origin === app.url)).toBe(true);
  });

  it('a new tab signs in through the provider session without the password', async () => {
    // B2C answers prompt=none from its session cookie alone. glewlwyd requires an id_token_hint
    // with prompt=none, which a new tab (tokens are kept per tab, spec §7) does not have: its
    // silent attempt is refused, and the redirect that follows finds the live session, so the
    // user confirms with one click and is never asked for the password.
    const tab = await context.newPage();
    const frames: string[] = [];
    tab.on('framenavigated', (frame) => {
      if (frame !== tab.mainFrame()) frames.push(frame.url());
    });
    await tab.goto('/settings');
    await tab.waitForURL(/\/login\.html\?/);
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => tab.getByLabel('First name').inputValue()).toBe('Gwen');
    expect(new URL(tab.url()).pathname).toBe('/settings');
    expect(frames.some((url) => url.includes('error_description=id_token+mandatory'))).toBe(true);
    await tab.close();
  });

  it('the roles claim opens a staff page to staff, and a customer is refused it', async () => {
    staffContext = await newContext(browser, { baseURL: app.url });
    staffPage = await staffContext.newPage();
    await signInAtGlewlwyd(staffPage, staff);
    await staffPage.goto('/operations');
    await staffPage.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    // The console's order list loaded: the API granted orders.manage from the claim.
    await expect.poll(() => staffPage.getByLabel('Search orders').isVisible()).toBe(true);
    await screenshot(staffPage, 'glewlwyd-operations');

    await page.goto('/operations');
    await page.waitForURL(/\/access-denied$/);
  });

  it('signs out: local state is cleared, the provider ends its session and shows it closed', async () => {
    const endSession = staffPage.waitForRequest((request) =>
      request.url().startsWith(`${glewlwyd.issuer}/end_session?`),
    );
    await staffPage.getByRole('button', { name: 'Sign out' }).click();
    const params = new URL((await endSession).url()).searchParams;
    expect(params.get('post_logout_redirect_uri')).toBe(`${app.url}/sign-in?signedOut=1`);
    expect(params.get('id_token_hint')).toBeTruthy();
    // glewlwyd's own end-session page asks the user to confirm; it accepted the app's return
    // address (registered as post_logout_redirect_uris, support/glewlwyd.ts).
    await staffPage.waitForURL(/\/login\.html\?.*prompt=end_session/);
    const confirm = new URL(staffPage.url()).searchParams;
    expect(confirm.get('callback_url')).toBe(`${app.url}/sign-in?signedOut=1`);
    await staffPage.getByRole('heading', { name: 'End session' }).waitFor();
    await screenshot(staffPage, 'glewlwyd-sign-out');
    const pageErrors: string[] = [];
    staffPage.on('pageerror', (error) => pageErrors.push(error.message));
    await staffPage.getByRole('button', { name: /Logout$/ }).click();
    // Where the user lands: glewlwyd's "Session closed" page, not a blank one (with front-channel
    // logout off its page crashed here) and not the app: glewlwyd 2.7.5's end_session hands its
    // page the address as callback_url, while the page returns to it only when given
    // post_redirect_to, so it stays on its own page (README "Tested against ... glewlwyd").
    await staffPage.getByRole('heading', { name: 'Session closed' }).waitFor();
    await expect.poll(() => staffPage.getByText('You are disconnected').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await screenshot(staffPage, 'glewlwyd-session-closed');
    // The app kept nothing, and the provider's session is gone: opening the app again goes to
    // glewlwyd's sign-in and asks for the password (no one-click "Continue").
    await staffPage.goto(`${app.url}/operations`);
    await staffPage.waitForURL(/\/login\.html\?/);
    expect(await storedUser(staffPage)).toBeNull();
    await expect.poll(() => staffPage.getByLabel('Password').isVisible()).toBe(true);
    await staffContext.close();
  });

  it('a token that has expired is refused by the API (401) and the session ends', async () => {
    const tokenCalls = { made: 0, answered: 0 };
    const isTokenCall = (request: Request) =>
      request.url() === `${glewlwyd.issuer}/token` && request.method() === 'POST';
    page.on('request', (request) => {
      if (isTokenCall(request)) tokenCalls.made += 1;
    });
    const answered = (request: Request) => {
      if (isTokenCall(request)) tokenCalls.answered += 1;
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    await glewlwyd.setAccessTokenSeconds(2);
    await page.goto('/home');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hello, Gwen');
    // Lapsing: the refresh token brings a token glewlwyd now issues for 2 seconds.
    await editStoredUser(page, { expires_at: Math.floor(Date.now() / 1000) + 5 });
    await navigateInApp(page, '/settings');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Gwen');
    const short = payloadOf((await storedUser(page))!.access_token) as { iat: number; exp: number };
    expect(short.exp - short.iat).toBe(2);
    // The tab believes it good for an hour (as a tab whose clock is wrong would): only the API
    // sees that it has expired. A renewal the settings page started before the tab's expiry is
    // moved stores a fresh 2-second token and its real expiry over the edit when it lands (the
    // next page then renewed again and never met a 401), so the edit is made, and made again,
    // until no renewal is in flight and the token the tab holds has really expired.
    await expect
      .poll(
        async () => {
          if (tokenCalls.answered !== tokenCalls.made) return false;
          await editStoredUser(page, { expires_at: Math.floor(Date.now() / 1000) + 3600 });
          const held = (await storedUser(page))!;
          const { iat, exp } = payloadOf(held.access_token) as { iat: number; exp: number };
          return (
            exp - iat === 2 &&
            Date.now() / 1000 > exp + 1 &&
            held.expires_at > Date.now() / 1000 + 3000 &&
            tokenCalls.answered === tokenCalls.made
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/graphql')) statuses.push(response.status());
    });
    await navigateInApp(page, '/home');
    await page.waitForURL(/\/sign-in\?expired=1/);
    expect(statuses).toContain(401);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your session has ended' }).isVisible())
      .toBe(true);
    expect(await storedUser(page)).toBeNull();
  });
});
