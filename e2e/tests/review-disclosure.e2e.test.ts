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

// The Terms version in force (packages/contracts/src/terms.ts): the customer accepts it at checkout.
const TERMS_VERSION = '2026-11-26';

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value);
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

/**
 * A paid order of the demo customer whose device came back with `file`, uploaded by operations
 * and analysed: resolves with the order's id once its results are ready for review.
 */
async function analysedOrder(browser: Browser, file: string): Promise<string> {
  const customer = await newContext(browser);
  const page = await customer.newPage();
  await signIn(page, 'customer@example.com');
  const customerToken = await tokenOf(customer);
  const { createOrder } = await gql<{ createOrder: { id: string } }>(
    customerToken,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    {
      input: {
        acceptedTermsVersion: TERMS_VERSION,
        deliveryAddress: {
          address: '221 Baker Street',
          city: 'London',
          postalCode: 'NW1 6XE',
          country: 'GB',
        },
      },
    },
  );
  const id = createOrder.id;
  const checkout = await fetch(`${baseUrl()}/api/payments/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
    body: JSON.stringify({ orderId: id }),
  });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/orderConfirmation/);
  const status = async () =>
    (
      await gql<{ order: { status: string } }>(
        customerToken,
        'query($id: ID!) { order(id: $id) { status } }',
        { id },
      )
    ).order.status;
  await expect.poll(status).toBe('paid');
  await customer.close();

  const admin = await newContext(browser);
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin@example.com');
  const adminToken = await tokenOf(admin);
  await admin.close();
  for (const mutation of [
    'dispatchOrder(id: $id, trackingNumber: "RM123456789GB")',
    'markOrderDelivered(id: $id)',
    'markOrderReceived(id: $id)',
  ])
    await gql(adminToken, `mutation($id: ID!) { ${mutation} { id } }`, { id });
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
  }, 240_000);
});
