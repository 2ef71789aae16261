import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Light or dark through the shell's own switch (it also changes the colour variables). */
export async function setDark(page: Page, dark: boolean): Promise<void> {
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  if ((await isDark()) === dark) return;
  // one toggle, named "Dark mode" (aria-pressed says which is on)
  await page.getByRole('button', { name: 'Dark mode' }).first().click();
  await expect.poll(isDark).toBe(dark);
}

/**
 * The same screen (or one part of it) in light and dark, left to right and right to left, at
 * 1280 and 375 px, saved as `<name>-<light|dark>-<ltr|rtl>-<width>.png` in `dir`, for a person to
 * look at (the working habit: every changed screen in all eight). The page is put back to light,
 * ltr, 1280 px afterwards.
 */
export async function saveScreenVariants(
  page: Page,
  dir: string,
  name: string,
  part?: Locator,
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375])
    for (const dark of [false, true])
      for (const direction of ['ltr', 'rtl']) {
        await page.setViewportSize({ width, height: 800 });
        await setDark(page, dark);
        await page.evaluate((d) => {
          document.documentElement.dir = d;
        }, direction);
        const file = path.join(dir, `${name}-${dark ? 'dark' : 'light'}-${direction}-${width}.png`);
        if (part) await part.screenshot({ path: file });
        else await page.screenshot({ path: file, fullPage: true });
      }
  await setDark(page, false);
  await page.evaluate(() => {
    document.documentElement.dir = 'ltr';
  });
  await page.setViewportSize({ width: 1280, height: 800 });
}
