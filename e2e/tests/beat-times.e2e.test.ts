import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { receivedOrder } from '../support/received-order.ts';
import { saveScreenVariants } from '../support/screen-variants.ts';

/** 15 minutes of MIT-BIH AF database 04015's beats, 250 Hz, no header (its README). */
const QRS = path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/beat-times/04015.qrs');
/** Where the screens of this feature are kept for review (light/dark, ltr/rtl, 1280/375 px). */
const SHOTS = process.env.BEAT_TIMES_SHOTS;

/** The same screen in light and dark, ltr and rtl, 1280 and 375 px when SHOTS names a folder. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return screenshot(page, name);
  await saveScreenVariants(page, SHOTS, name);
}

describe('beat times only (no ECG)', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('staff upload a beat annotation file with its rate; the review, results and cardiac report say beat times only', async () => {
    const { id, status } = await receivedOrder(browser);
    context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin@example.com');
    await page.goto(`/operations/orders/${id}/recording`);
    await page.getByRole('radio', { name: 'Beat times only (no ECG)' }).check();
    await page.getByLabel('Recording file').setInputFiles(QRS);
    await page.getByTestId('rate-missing').waitFor();
    await shots(page, 'intake-beat-times');
    await page.getByLabel('Sampling rate of the annotation file (Hz)').fill('250');
    await page
      .getByRole('checkbox', {
        name: 'The name, date of birth and order number on the return form match these',
      })
      .check();
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    await expect.poll(status, { timeout: 120_000, interval: 1_000 }).toBe('results_ready');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('recording-length').textContent())
      .toMatch(/^1[45] minutes of beat times only \(no ECG\)$/);
    // the typed rate can be corrected later (audited, analysed again): the form is offered
    await page.getByTestId('beat-rate-panel').waitFor();
    await expectAccessible(page);
    await shots(page, 'intake-beat-rate');
    await context.close();

    context = await newContext(browser);
    const review = await context.newPage();
    await signIn(review, 'cardiologist@example.com');
    await review.goto(`/reviews/${id}`);
    await review.getByTestId('beat-times-review').waitFor();
    await review.getByTestId('beat-times-strips').waitFor();
    expect(await review.getByRole('heading', { name: 'Full disclosure' }).count()).toBe(0);
    expect(await review.getByRole('button', { name: 'Show ECG' }).count()).toBe(0);
    await expectAccessible(review);
    await shots(review, 'review-beat-times');
    await review.getByLabel('Findings').fill('Paroxysmal atrial fibrillation on beat times only.');
    await review.getByLabel('Conclusion').fill('Paroxysmal AF.');
    await review.getByRole('button', { name: 'Sign and publish' }).click();
    await review
      .getByRole('alertdialog', { name: 'Sign and publish version 1?' })
      .getByRole('button', { name: 'Confirm: sign and publish' })
      .click();
    await review.getByText('Version 1 signed and published to the customer.').waitFor();
    await expect.poll(status, { timeout: 30_000 }).toBe('cardiac_report_ready');
    await context.close();

    context = await newContext(browser);
    const customer = await context.newPage();
    await signIn(customer, 'customer@example.com');
    await customer.goto('/results');
    // other tests' orders may be listed too: choose this one where there is a choice
    const choose = customer.locator('#results-order');
    await customer.getByRole('heading', { level: 1 }).waitFor();
    if (await choose.count()) await choose.selectOption(id);
    await customer.getByTestId('beat-times-customer').waitFor();
    await customer.getByTestId('beat-times-strips').waitFor();
    await expectAccessible(customer);
    await shots(customer, 'results-beat-times');
    await customer.goto('/cardiacReport');
    await customer.getByTestId('beat-times-customer').first().waitFor();
    await shots(customer, 'cardiac-report-beat-times');
  }, 300_000);
});
