import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  localStorageEntry,
  newContext,
  screenshot as saveScreenshot,
  signIn,
} from '../support/browser.ts';

/** Screenshots from the top of the page, so a sticky header is not painted mid-page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const LAYOUTS = [
  ['collapsibleSide', 'Collapsible side menu'],
  ['stackedSide', 'Stacked side menu'],
  ['topBarClassic', 'Classic top bar'],
  ['framelessSide', 'Frameless side'],
  ['contentOverlay', 'Content overlay'],
  ['blank', 'Blank'],
] as const;
const SCHEMES = [
  ['default', 'Blue'],
  ['dark', 'Graphite'],
  ['green', 'Green'],
  ['purple', 'Purple'],
  ['orange', 'Orange'],
] as const;
const SIZES = [
  ['xs', 'Extra small'],
  ['sm', 'Small'],
  ['md', 'Medium'],
  ['lg', 'Large'],
] as const;
const WAIT = { timeout: 10_000 };

interface StoredTheme {
  state: {
    themeSchema: string;
    direction: string;
    mode: string;
    controlSize: string;
    layout: { type: string; sideNavCollapse: boolean; previousType?: string };
  };
}

const theme = async (page: Page) => ((await localStorageEntry(page, 'theme')) as StoredTheme).state;
const rootVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** Chooses an appearance option on /settings (the radio inputs are visually hidden tiles). */
async function choose(page: Page, group: string, option: string) {
  await page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
}

describe('layouts, themes, direction and control sizes', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await signIn(page, 'admin@example.com');
    await page.goto('/settings');
    await page.getByRole('group', { name: 'Layout' }).waitFor(WAIT);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('the stored theme has exactly the specification’s fields and defaults', async () => {
    expect(await theme(page)).toEqual({
      themeSchema: '',
      direction: 'ltr',
      mode: 'light',
      panelExpand: false,
      controlSize: 'md',
      layout: { type: 'collapsibleSide', sideNavCollapse: false },
    });
  });

  it('switches to each of the six layouts, live and persisted, each accessible', async () => {
    for (const [type, label] of LAYOUTS) {
      await choose(page, 'Layout', label);
      await expect.poll(() => page.locator(`[data-layout="${type}"]`).count(), WAIT).toBe(1);
      expect((await theme(page)).layout.type).toBe(type);
      await expectAccessible(page);
      await screenshot(page, `shell-layout-${type}`);
    }
    await page.reload();
    await expect.poll(() => page.locator('[data-layout="blank"]').count(), WAIT).toBe(1);
    await choose(page, 'Layout', 'Collapsible side menu');
    await expect.poll(() => page.locator('[data-layout="collapsibleSide"]').count()).toBe(1);
  });

  it('applies each scheme in light and dark mode to the colour variables', async () => {
    const seen = new Set<string>();
    for (const mode of ['Light', 'Dark'] as const) {
      await choose(page, 'Mode', mode);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(mode === 'Dark');
      for (const [scheme, label] of SCHEMES) {
        await choose(page, 'Colour scheme', label);
        // The default scheme is stored as '' until another is chosen.
        await expect.poll(async () => (await theme(page)).themeSchema || 'default').toBe(scheme);
        const primary = await rootVariable(page, '--hc-primary');
        expect(primary).toMatch(/^#[0-9a-f]{6}$/);
        seen.add(`${primary}/${await rootVariable(page, '--hc-neutral')}`);
        await expectAccessible(page);
        await screenshot(page, `shell-scheme-${scheme}-${mode.toLowerCase()}`);
      }
    }
    expect(seen.size).toBe(10);
    await choose(page, 'Mode', 'Light');
    await choose(page, 'Colour scheme', 'Blue');
  });

  it('changes the size of form controls with each control size', async () => {
    const heights: number[] = [];
    for (const [size, label] of SIZES) {
      await choose(page, 'Size of buttons and fields', label);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.controlSize))
        .toBe(size);
      const box = await page.getByLabel('First name').boundingBox();
      heights.push(Math.round(box!.height));
      await screenshot(page, `shell-size-${size}`);
    }
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(new Set(heights).size).toBe(4);
    await choose(page, 'Size of buttons and fields', 'Medium');
  });

  it('mirrors the whole layout right to left, by direction and by language', async () => {
    await choose(page, 'Text direction', 'Right to left');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const nav = await page.locator('#side-nav').boundingBox();
    expect(nav!.x).toBeGreaterThan(640);
    await expectAccessible(page);
    await screenshot(page, 'shell-direction-rtl');
    await choose(page, 'Text direction', 'Left to right');
    expect((await page.locator('#side-nav').boundingBox())!.x).toBe(0);
    await screenshot(page, 'shell-direction-ltr');

    await choose(page, 'Language', 'Pseudo right-to-left (test)');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar-XB');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('\u202eAccount settings\u202c');
    expect((await theme(page)).direction).toBe('rtl');
    await screenshot(page, 'shell-language-ar-XB');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('ar-XB');
    // Back to English by the same control (its label is pseudo-localised now).
    await page
      .locator('label', { has: page.locator('input[name="language"][value="en"]') })
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Account settings');
  });

  it('collapses the side menu to 80 px and back to 290 px; the menu works by keyboard', async () => {
    const nav = page.locator('#side-nav');
    expect((await nav.boundingBox())!.width).toBe(290);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBe(80);
    expect((await theme(page)).layout.sideNavCollapse).toBe(true);
    await screenshot(page, 'shell-side-nav-collapsed');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBe(290);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Results');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Manage help articles',
    );
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Access log');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Operations');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operations$/);
  });

  it('a route’s own layout applies while on it and the previous one returns after', async () => {
    await page.goto('/settings');
    await choose(page, 'Layout', 'Classic top bar');
    await page.goto('/access-denied');
    await expect.poll(() => page.locator('[data-layout="blank"]').count(), WAIT).toBe(1);
    expect((await theme(page)).layout).toMatchObject({
      type: 'blank',
      previousType: 'topBarClassic',
    });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => page.locator('[data-layout="topBarClassic"]').count(), WAIT).toBe(1);
    expect((await theme(page)).layout.previousType).toBe('');
  });

  it('on a small screen every layout’s menu is a drawer that opens and closes by keyboard', async () => {
    // The same signed-in page at phone size: the provider limits how often tests may sign in.
    const phone = page;
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto('/home');
    await phone.locator('[data-layout]').waitFor(WAIT);
    for (const [type] of LAYOUTS) {
      for (const mode of ['light', 'dark'] as const) {
        await phone.evaluate(
          ({ t, m }) => {
            const entry = JSON.parse(
              localStorage.getItem('theme') ??
                '{"state":{"themeSchema":"","direction":"ltr","mode":"light","panelExpand":false,"controlSize":"md","layout":{"type":"collapsibleSide","sideNavCollapse":false}},"version":0}',
            ) as StoredTheme;
            entry.state.layout.type = t;
            entry.state.mode = m;
            localStorage.setItem('theme', JSON.stringify(entry));
          },
          { t: type, m: mode },
        );
        await phone.reload();
        await expect.poll(() => phone.locator(`[data-layout="${type}"]`).count(), WAIT).toBe(1);
        expect(await phone.locator('#side-nav').isVisible()).toBe(false);
        await screenshot(phone, `shell-mobile-${type}-${mode}`);
      }
      await phone.getByRole('button', { name: 'Open menu' }).click();
      const drawer = phone.getByRole('dialog', { name: 'Main menu' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await expectAccessible(phone);
      await screenshot(phone, `shell-mobile-${type}-drawer`);
      await phone.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
    }
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('dialog').getByRole('link', { name: 'Help Centre' }).click();
    await phone.waitForURL(/\/supportHub$/);
    await expect.poll(() => phone.getByRole('dialog').isVisible()).toBe(false);
    await phone.setViewportSize({ width: 1280, height: 800 });
  });
});
