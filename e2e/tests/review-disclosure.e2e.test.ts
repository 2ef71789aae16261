import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { receivedOrder } from '../support/received-order.ts';
import { saveScreenVariants } from '../support/screen-variants.ts';

/** Where the opened strip's beat edits are kept for review (light/dark, ltr/rtl, 1280/375 px). */
const SHOTS = process.env.DISCLOSURE_SHOTS;

/**
 * A paid order of the demo customer whose device came back with `file`, uploaded by operations
 * and analysed: resolves with the order's id once its results are ready for review.
 */
async function analysedOrder(browser: Browser, file: string): Promise<string> {
  const { id, status, adminToken } = await receivedOrder(browser);
  const bytes = fs.readFileSync(file);
  const auth = { authorization: `Bearer ${adminToken}` };
  const started = await fetch(`${baseUrl()}/api/orders/${id}/recording/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      fileName: path.basename(file),
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    }),
  });
  const upload = (await started.json()) as { id: string };
  const put = await fetch(`${baseUrl()}/api/recording-uploads/${upload.id}/chunks?offset=0`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  expect(put.status).toBeLessThan(300);
  const complete = await fetch(`${baseUrl()}/api/recording-uploads/${upload.id}/complete`, {
    method: 'POST',
    headers: auth,
  });
  expect(complete.status).toBe(200);
  await expect.poll(status, { timeout: 120_000, interval: 1_000 }).toBe('results_ready');
  return id;
}

describe('full disclosure and calipers', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dir: string;
  let recording: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // 35 minutes: a full first page of 30 one-minute rows and a second of 5.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-e2e-disclosure-'));
    const file = path.join(dir, 'disclosure.edf');
    await writeSyntheticRecording(file, {
      format: 'edf',
      samplingRate: 250,
      durationS: 35 * 60,
      seed: 20,
      heartRate: 72,
      hrStd: 3,
      ectopicRate: 0.01,
      startTime: new Date(2026, 0, 5, 9, 0, 0),
    });
    recording = file;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const drawn = (n: number) =>
    page.locator(`[data-testid="disclosure-canvas"][data-drawn-page="${n}"]`);

  it('draws every page of the recording, pages from the keyboard and measures with calipers', async () => {
    const orderId = await analysedOrder(browser, recording);
    context = await newContext(browser);
    page = await context.newPage();
    await signIn(page, 'cardiologist@example.com');
    await page.goto(`/reviews/${orderId}`);
    await page.getByRole('heading', { name: 'Full disclosure' }).waitFor();
    await drawn(0).waitFor();
    const position = page.getByTestId('disclosure-position');
    expect(await position.textContent()).toMatch(/^Page 1 of (\d+):/);
    const pages = Number((await position.textContent())!.match(/of (\d+)/)![1]);
    expect(pages).toBe(2);

    await page.getByRole('group', { name: 'Full-disclosure pages' }).focus();
    await page.keyboard.press('PageDown');
    await drawn(1).waitFor();
    expect(await position.textContent()).toMatch(/^Page 2 of /);
    await page.keyboard.press('k');
    await drawn(0).waitFor();
    await page.keyboard.press('End');
    await drawn(pages - 1).waitFor();
    await page.keyboard.press('Home');
    await drawn(0).waitFor();
    // A click near the end of the heart-rate trend jumps to the last page.
    const trend = page.getByTestId('disclosure-trend');
    const box = (await trend.boundingBox())!;
    await trend.click({ position: { x: box.width * 0.95, y: box.height / 2 } });
    await drawn(1).waitFor();
    expect(await position.textContent()).toMatch(/^Page 2 of 2/);
    await page.getByRole('button', { name: 'First page' }).click();
    await drawn(0).waitFor();

    // The page's rows as text; the first row opens at 25 mm/s with calipers.
    await page.getByText('Show this page as a table').click();
    const firstRow = page
      .getByRole('table', { name: /Rows of page 1/ })
      .locator('tbody tr')
      .first();
    expect(await firstRow.textContent()).toMatch(/\d/);
    await firstRow.getByRole('button').click();
    const strip = page.locator('section[aria-labelledby="disclosure-row-title"]');
    await strip.getByRole('button', { name: 'Calipers' }).click();
    const second = strip.getByRole('slider', { name: 'Second caliper marker' });
    await second.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
    await expect
      .poll(() => strip.getByTestId('caliper-reading').textContent())
      .toBe('RR 1000 ms · 60 bpm');
    await expectAccessible(page);
    await screenshot(page, 'review-disclosure');

    // Beats one by one: the strip's first beat marked not a beat, then a beat added where it was
    // by a click on the strip (what the cardiologist does where the detector missed a beat).
    await strip.getByRole('button', { name: 'Calipers' }).click();
    const beats = strip.getByTestId('strip-beats');
    const list = beats.getByRole('list', { name: 'Beats in this strip, in time order' });
    const first = list.getByRole('button').first();
    const [time, label] = (await first.textContent())!.split(' ');
    expect(label).toBe('N');
    await first.click();
    await beats.getByRole('button', { name: 'Not a beat (artefact)' }).click();
    await expect.poll(() => first.textContent()).toBe(`${time} A`);
    // the first letter above the trace is that beat's: a click there adds a beat at its moment
    const paper = strip.getByRole('img').first();
    const x = Number(await paper.locator('text').first().getAttribute('x'));
    const height = (await paper.boundingBox())!.height;
    await paper.click({ position: { x, y: height / 2 } });
    await beats.getByText(/^The beat goes at /).waitFor();
    await beats.getByLabel('Label of the new beat').selectOption('V');
    await beats.getByRole('button', { name: 'Add beat' }).click();
    const added = list.getByRole('button', { name: / V \(added\)$/ });
    await added.waitFor();
    // within a pixel (10 ms at this zoom) of the beat it stands for
    // "09:00:26.89" as seconds of the day (a beat and its click may fall either side of a minute)
    const seconds = (s: string) => s.split(':').reduce((a, part) => a * 60 + Number(part), 0);
    expect(
      Math.abs(seconds((await added.textContent())!.split(' ')[0]!) - seconds(time!)),
    ).toBeLessThan(0.05);
    const audit = page.getByRole('region', { name: 'Audit of edits' });
    await audit.getByText('Added missed beat V').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'review-disclosure-beats');
    if (SHOTS) await saveScreenVariants(page, SHOTS, 'disclosure-strip-beats', strip);
  }, 240_000);
});
