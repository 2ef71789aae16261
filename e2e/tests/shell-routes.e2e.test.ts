import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot as saveScreenshot,
  signIn,
} from '../support/browser.ts';

/** Screenshots from the top of the page, so a sticky header is not painted mid-page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Every signed-in route of the specification, with a sample value for its parameter. */
const CUSTOMER_ROUTES = [
  '/home',
  '/results',
  '/cardiacReport',
  '/newOrder',
  '/OrderCreate',
  '/OrderEdit',
  '/OrderList',
  '/order-details/00000000-0000-4000-8000-000000000000',
  '/orderConfirmation',
  '/supportHub',
  '/support-hub/article/placing-an-order',
  '/settings',
  '/avatar',
  '/products',
  '/products/1',
  '/access-denied',
];
const ADMIN_ROUTES = ['/support-hub/manage', '/operations'];
const CARDIOLOGIST_ROUTES = ['/reviews'];
const PUBLIC_PAGES = ['/template', '/legal/terms', '/legal/privacy'];

const WAIT = { timeout: 10_000 };
const pathOf = (page: Page) => new URL(page.url()).pathname;
const slug = (path: string) => path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root';

/**
 * A page has settled when nothing is loading and the page shows content: never a blank screen
 * or the routing-failure page, and at most one level-1 heading.
 */
async function settled(page: Page): Promise<string> {
  await expect.poll(() => page.locator('main').count(), WAIT).toBe(1);
  await expect
    .poll(async () => ((await page.locator('main').textContent()) ?? '').trim().length, WAIT)
    .toBeGreaterThan(0);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
  await expect.poll(() => page.getByText(/^Loading/).count(), WAIT).toBe(0);
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBeLessThanOrEqual(1);
  const heading = page.getByRole('heading', { level: 1 });
  return (await heading.count()) ? ((await heading.textContent()) ?? '') : '';
}

/**
 * The page at a phone's width (375 px, the narrowest common one): nothing may stick out sideways,
 * or a customer on a phone scrolls the whole page left and right to read it (WCAG 1.4.10
 * Reflow). Tables and ECG strips scroll inside their own regions, which does not count. Charts
 * redraw for the new width a frame or two after it changes (ResizeObserver), so the page is given
 * until it settles, as a person turning a tablet would; no page load is needed.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { ...WAIT, message: `sideways scroll (px) at 375 px on ${page.url()}` },
    )
    .toBe(0);
  await page.setViewportSize(wide);
}

/**
 * Runs in every page before the app: notes whether the route's "Loading page…" stand-in ever
 * showed. A page opened by its address should not flash it: start-up fetches that page's code
 * and translations before the first render (app/initial-page.ts).
 */
function recordPageLoading(): void {
  const flag = window as unknown as { pageLoadingShown?: boolean };
  new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role="status"]'))
      if (status.textContent?.includes('Loading page')) flag.pageLoadingShown = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const pageLoadingShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as { pageLoadingShown?: boolean }).pageLoadingShown === true);

describe('routes and access', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** A signed-out test's own context (only those tests make one: a context costs a renderer). */
  let fresh: BrowserContext | undefined;
  const signedOut = async () => {
    fresh = await newContext(browser);
    await fresh.addInitScript(recordPageLoading);
    return { context: fresh, page: await fresh.newPage() };
  };
  /** One signed-in session per account for the whole file: the provider limits sign-ins. */
  const sessions = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
  const session = (email: string) => {
    if (!sessions.has(email))
      sessions.set(
        email,
        (async () => {
          const signedIn = await newContext(browser);
          await signedIn.addInitScript(recordPageLoading);
          const signedInPage = await signedIn.newPage();
          await signIn(signedInPage, email);
          return { context: signedIn, page: signedInPage };
        })(),
      );
    return sessions.get(email)!;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    await fresh?.close();
    fresh = undefined;
  });

  it('signed out: every protected route goes to sign-in (the provider), remembering the way back', async () => {
    ({ page, context } = await signedOut());
    for (const path of [...CUSTOMER_ROUTES, ...ADMIN_ROUTES, ...CARDIOLOGIST_ROUTES, '/']) {
      const requested: string[] = [];
      const onNavigate = (frame: { url(): string }) => requested.push(frame.url());
      page.on('framenavigated', onNavigate);
      await page.goto(path);
      await page.waitForURL(/\/idp\/interaction\//);
      page.off('framenavigated', onNavigate);
      expect(
        requested.some((url) => new URL(url).pathname === '/sign-in'),
        path,
      ).toBe(true);
      await context.clearCookies();
    }
  });

  it('signed out: an unknown path goes to the root and on to sign-in', async () => {
    ({ page, context } = await signedOut());
    await page.goto('/no/such/page');
    await page.waitForURL(/\/idp\/interaction\//);
  });

  it('signed out: the public pages show in the public shell, accessibly', async () => {
    ({ page, context } = await signedOut());
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await settled(page);
      expect(pathOf(page)).toBe(path);
      expect(await pageLoadingShown(page), `${path} showed "Loading page…" first`).toBe(false);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `shell-public-${slug(path)}`);
    }
    expect(await page.locator('[data-layout]').count()).toBe(0);
  });

  // A test per route: each has the whole time limit, and a failure names its route.
  it.each(CUSTOMER_ROUTES)(
    'signed in as a customer: %s opens in the chosen layout with its page, accessibly',
    async (path) => {
      ({ page, context } = await session('customer@example.com'));
      await page.goto(path);
      await settled(page);
      expect(await pageLoadingShown(page), 'the page showed "Loading page…" first').toBe(false);
      // Pages may tidy their own URL (a default query, say) but never bounce to sign-in or denial.
      if (path !== '/access-denied') expect(pathOf(page)).not.toMatch(/access-denied|sign-in/);
      expect(await page.locator('[data-layout]').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `shell-route-${slug(path)}`);
    },
  );

  it('signed in: the root and the public entry go to /home, unknown paths go to the root', async () => {
    ({ page, context } = await session('customer@example.com'));
    await page.goto('/home');
    for (const path of ['/', '/sign-in', '/sign-up', '/forgot-password', '/no/such/page']) {
      await page.goto(path);
      await page.waitForURL(/\/home$/);
    }
    await page.goto('/legal/privacy');
    await settled(page);
    expect(pathOf(page)).toBe('/legal/privacy');
  });

  it('customers are sent to /access-denied from staff routes and see no staff menu items', async () => {
    ({ page, context } = await session('customer@example.com'));
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'New Order' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'My Results' }).count()).toBe(1);
    for (const name of ['Operations', 'Manage help articles', 'Cardiologist reviews'])
      expect(await menu.getByRole('link', { name }).count(), name).toBe(0);
    for (const path of [...ADMIN_ROUTES, ...CARDIOLOGIST_ROUTES]) {
      await page.goto(path);
      await page.waitForURL(/\/access-denied$/);
      expect(await settled(page)).toBe('Access denied');
    }
    await expectAccessible(page);
    await screenshot(page, 'shell-access-denied');
  });

  it('admins reach their routes and menu items, but not the cardiologist’s', async () => {
    ({ page, context } = await session('admin@example.com'));
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Operations' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Manage help articles' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Cardiologist reviews' }).count()).toBe(0);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await settled(page);
      expect(pathOf(page)).toBe(path);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
    await page.goto('/reviews');
    await page.waitForURL(/\/access-denied$/);
  });

  it('cardiologists reach reviews but not the admin routes', async () => {
    ({ page, context } = await session('cardiologist@example.com'));
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect
      .poll(() => menu.getByRole('link', { name: 'Cardiologist reviews' }).count())
      .toBe(1);
    await page.goto('/reviews');
    await settled(page);
    expect(pathOf(page)).toBe('/reviews');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.goto('/support-hub/manage');
    await page.waitForURL(/\/access-denied$/);
  });

  it('a menu link fetches its page while the pointer rests on it or it has focus, before the click', async () => {
    ({ page, context } = await session('customer@example.com'));
    const requested: string[] = [];
    const onRequest = (request: Request) => requested.push(request.url());
    const pageCode = () =>
      requested.filter((url) => /\/assets\/(SupportHub|OrderList)Page-/.test(url));
    page.on('request', onRequest);
    try {
      // The pointer away from the menu (a corner), so that nothing is hovered by chance.
      await page.mouse.move(0, 0);
      await page.goto('/home');
      await settled(page);
      expect(pageCode()).toEqual([]);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      // The page's code and the words it shows first (its translation namespace).
      const helpPage = Promise.all([
        page.waitForRequest(/\/assets\/SupportHubPage-[\w-]+\.js$/, WAIT),
        page.waitForRequest(/\/locales\/en\/supportHub\.json/, WAIT),
      ]);
      await menu.getByRole('link', { name: 'Help Centre' }).hover();
      await helpPage;
      expect(pathOf(page)).toBe('/home');
      // Keyboard: focus alone (no Enter yet) fetches the order list's code.
      const ordersCode = page.waitForRequest(/\/assets\/OrderListPage-[\w-]+\.js$/, WAIT);
      await menu.getByRole('link', { name: 'My Orders' }).focus();
      await ordersCode;
      expect(pathOf(page)).toBe('/home');
      await menu.getByRole('link', { name: 'Help Centre' }).click();
      expect(await settled(page)).toBe('Help Centre');
      // Each page's code was asked for once, before the click, not again on it.
      expect(pageCode()).toHaveLength(2);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('the footer names the product and year and opens both policies safely in a new tab', async () => {
    ({ page, context } = await session('customer@example.com'));
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} HeartCheck`);
    for (const [name, path, heading] of [
      ['Terms & Conditions', '/legal/terms', 'Terms & Conditions'],
      ['Privacy Policy', '/legal/privacy', 'Privacy Policy'],
    ] as const) {
      const link = footer.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe(path);
      await expect
        .poll(() => opened.getByRole('heading', { level: 1 }).textContent(), WAIT)
        .toBe(heading);
      expect(await opened.evaluate(() => window.opener === null)).toBe(true);
      await opened.close();
    }
    await page.goto('/legal/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor(WAIT);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of [
      'UK GDPR',
      'special category',
      '9(2)(h)',
      'Information Commissioner',
      'data controller',
    ])
      expect(text).toContain(phrase);
    await page.goto('/legal/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor(WAIT);
    const terms = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['call 999', 'replacement', 'Cancelling', 'payment provider'])
      expect(terms).toContain(phrase);
  });
});
