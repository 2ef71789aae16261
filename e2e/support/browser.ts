import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { serverVariable } from './workers.ts';

/** This worker's server (support/workers.ts). */
export const baseUrl = (): string => {
  const url = process.env[serverVariable()];
  if (!url)
    throw new Error(
      `${serverVariable()} is not set: run the browser tests through vitest (global setup starts the servers)`,
    );
  return url;
};

export const DEMO_PASSWORD = 'Heart-Check-72';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Console lines that fail whichever test caused them (support/console-check.ts): a translation
 * key no file has (the app's i18next missing-key handler), react-i18next used without its instance.
 */
const FORBIDDEN_CONSOLE = [/^i18next::missingKey /, /NO_I18NEXT_INSTANCE/];
const consoleProblems: string[] = [];

/** The forbidden console lines seen since the last call, emptied. */
export function takeConsoleProblems(): string[] {
  return consoleProblems.splice(0);
}

/**
 * A browser context on the test server (or on `baseURL`, a server the test started itself);
 * `timezoneId` puts the browser in another zone.
 */
export async function newContext(
  browser: Browser,
  options: { timezoneId?: string; baseURL?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.on('console', (message) => {
    const text = message.text();
    if (FORBIDDEN_CONSOLE.some((pattern) => pattern.test(text)))
      consoleProblems.push(`${text} on ${message.page()?.url() ?? 'a worker'}`);
  });
  return context;
}

/** Fills the identity provider's sign-in form (the user is already on it). */
export async function fillSignInForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the app, follows the redirect to the provider, signs in and waits for /home. A page of a
 * context whose provider session is live signs in silently and goes straight to /home.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.waitForURL(/\/idp\/interaction\/|\/home$/);
  if (!/\/home$/.test(page.url())) {
    await fillSignInForm(page, email, password);
    await page.waitForURL(/\/home$/);
  }
}

/**
 * Whether the tests save screenshots (`E2E_SCREENSHOTS=1`): they are for people to look at, not
 * assertions, and the 200 full-page PNGs of a whole run cost the test command about a minute of
 * browser time, so the test command leaves them out unless asked.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Resolves when every running CSS transition and animation on the page has finished. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
}

/** axe-core's browser build, read once per test file (about 550 KB). */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core in the page, put there once per document: a page checked again after a click or an
 * in-app navigation keeps it. `@axe-core/playwright` evaluated the whole 550 KB source before
 * every check (230-380 ms a check on a 2-core machine against 90-260 ms for this, measured on
 * /results). A run makes 114 checks: 43 s of its 246 s went to them.
 */
async function axeIn(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}

/**
 * Runs axe on the page and fails on any serious or critical violation. It waits for colour
 * transitions first: measured mid-way (just after a scheme or mode change), a colour pair is
 * neither the old nor the new one, and axe reported a contrast failure that no user sees.
 *
 * axe runs in the page itself, with its default rules, as `@axe-core/playwright`'s legacy mode
 * did. Frames are left out: the only one our pages make is the hidden silent-renew frame
 * (lib/auth/hidden-frame.ts), which shows nothing (axe skips hidden content), and the page embeds
 * no other. Only violations are collected.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  await axeIn(page);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    return (await axe.run(document, { resultTypes: ['violations'], iframes: false })).violations;
  });
  const blocking = violations
    // Serious and critical findings, and content outside every landmark (`region`, moderate:
    // screen-reader users moving by landmark would miss it; none is left, so none may come back).
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'region',
    )
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

export async function localStorageEntry(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}
