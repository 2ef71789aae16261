/**
 * Browser half of the full-disclosure benchmark (issue 20 item 1): with the server that
 * `node apps/api/bench/disclosure.ts --keep FILE` left running, opens the 72-hour review as the
 * cardiologist in headless Chromium and measures (1) from navigation to the first page drawn,
 * (2) each PageDown from the key press to the next page drawn, and the canvas's own draw time
 * (the `data-draw-ms` the page records), back to back and at reading pace (1.5 s a page, the
 * neighbours fetched ahead), (3) End and a click on the trend. Takes screenshots
 * (light, dark, 375 px) into test-results/screenshots. Usage:
 *   node e2e/bench/disclosure-draw.ts FILE [--pages 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser.ts';

const info = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as {
  url: string;
  orderId: string;
};
const flag = process.argv.indexOf('--pages');
const pages = flag > 0 ? Number(process.argv[flag + 1]) : 20;
const round = (x: number) => Math.round(x * 10) / 10;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const canvas = (page: Page, n: number) =>
  page.locator(`[data-testid="disclosure-canvas"][data-drawn-page="${n}"]`);

/**
 * Wall time (ms) from `act` until page `n` is drawn as the test sees it, the same in the page
 * itself (from the key press or click event to the end of the draw, without the test's own
 * round trips), and the canvas's draw time.
 */
async function timeTo(page: Page, n: number, act: () => Promise<unknown>) {
  await page.evaluate(() => {
    const w = window as unknown as { inputAt?: number };
    w.inputAt = undefined;
    for (const type of ['keydown', 'mousedown'])
      document.addEventListener(type, () => (w.inputAt ??= performance.now()), {
        capture: true,
        once: true,
      });
  });
  const t0 = performance.now();
  await act();
  await canvas(page, n).waitFor();
  const wall = performance.now() - t0;
  const draw = Number(await canvas(page, n).getAttribute('data-draw-ms'));
  const drawnAt = Number(await canvas(page, n).getAttribute('data-drawn-at'));
  const inputAt = await page.evaluate(
    () => (window as unknown as { inputAt?: number }).inputAt ?? Number.NaN,
  );
  return { wall, draw, drawnAt, inPage: drawnAt - inputAt };
}

const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    baseURL: info.url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, 'cardiologist@example.com');
  const open = await timeTo(page, 0, () => page.goto(`/reviews/${info.orderId}`));
  const group = page.getByRole('group', { name: 'Full-disclosure pages' });
  await group.focus();
  const turns: Awaited<ReturnType<typeof timeTo>>[] = [];
  for (let n = 1; n <= pages; n++)
    turns.push(await timeTo(page, n, () => page.keyboard.press('PageDown')));
  // At reading pace (a page looked at for a second or more) the next page is already fetched.
  const paced: Awaited<ReturnType<typeof timeTo>>[] = [];
  for (let n = pages + 1; n <= pages + 5; n++) {
    await page.waitForTimeout(1500);
    paced.push(await timeTo(page, n, () => page.keyboard.press('PageDown')));
  }
  const pageCount = Number(
    (await page.getByTestId('disclosure-position').textContent())?.match(/of (\d+)/)?.[1] ?? 0,
  );
  const end = await timeTo(page, pageCount - 1, () => page.keyboard.press('End'));
  const trend = page.getByTestId('disclosure-trend');
  const box = (await trend.boundingBox())!;
  // The middle of the trend: the page holding the recording's middle minute.
  const middle = Math.floor(Math.floor((pageCount * 30) / 2) / 30);
  const jump = await timeTo(page, middle, () =>
    trend.click({ position: { x: box.width / 2 + 1, y: box.height / 2 } }),
  );
  const section = page.locator('section[aria-labelledby="disclosure-title"]');
  fs.mkdirSync('test-results/screenshots', { recursive: true });
  await section.screenshot({ path: 'test-results/screenshots/disclosure-light.png' });
  const darkMode = page.getByRole('button', { name: 'Dark mode' });
  const before = await canvas(page, middle).getAttribute('data-drawn-at');
  await darkMode.click();
  // Redrawn in the dark palette.
  await page.waitForFunction(
    (was) =>
      document.querySelector('[data-testid="disclosure-canvas"]')?.getAttribute('data-drawn-at') !==
      was,
    before,
  );
  await page.waitForTimeout(500);
  await section.screenshot({ path: 'test-results/screenshots/disclosure-dark.png' });
  await darkMode.click();
  await page.setViewportSize({ width: 375, height: 800 });
  await canvas(page, middle).waitFor();
  await section.screenshot({ path: 'test-results/screenshots/disclosure-375.png' });
  await page.screenshot({
    path: 'test-results/screenshots/disclosure-review-375.png',
    fullPage: true,
  });
  console.log(
    JSON.stringify(
      {
        pageCount,
        openToFirstPageDrawnMs: round(open.wall),
        // performance.now() counts from the navigation's start.
        openNavigationToFirstPageDrawnMs: round(open.drawnAt),
        firstPageDrawMs: round(open.draw),
        pageDown: {
          pages: turns.length,
          wallP50Ms: round(
            quantile(
              turns.map((x) => x.wall),
              0.5,
            ),
          ),
          wallMaxMs: round(Math.max(...turns.map((x) => x.wall))),
          inPageP50Ms: round(
            quantile(
              turns.map((x) => x.inPage),
              0.5,
            ),
          ),
          inPageMaxMs: round(Math.max(...turns.map((x) => x.inPage))),
          drawP50Ms: round(
            quantile(
              turns.map((x) => x.draw),
              0.5,
            ),
          ),
          drawMaxMs: round(Math.max(...turns.map((x) => x.draw))),
        },
        pageDownAtReadingPace: {
          pages: paced.length,
          wallMaxMs: round(Math.max(...paced.map((x) => x.wall))),
          inPageMaxMs: round(Math.max(...paced.map((x) => x.inPage))),
          drawMaxMs: round(Math.max(...paced.map((x) => x.draw))),
        },
        endKeyWallMs: round(end.wall),
        endKeyInPageMs: round(end.inPage),
        trendClickWallMs: round(jump.wall),
        trendClickInPageMs: round(jump.inPage),
        trendClickDrawMs: round(jump.draw),
        loadAverage: os.loadavg().map(round),
      },
      null,
      1,
    ),
  );
} finally {
  await browser.close();
}
