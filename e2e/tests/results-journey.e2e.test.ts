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
  SCREENSHOT_DIR,
  SCREENSHOTS_WANTED,
  signIn,
} from '../support/browser.ts';
import { pdfText } from '../support/pdf-text.ts';
import { saveScreenVariants } from '../support/screen-variants.ts';

// The Terms version in force (packages/contracts/src/terms.ts): the customer accepts it at checkout.
const TERMS_VERSION = '2026-11-26';

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value);
}

async function gql<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

async function poll(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Screenshots in light, dark and at 375 px. Dark through the shell's own switch when the page
 * has one (it also changes the colour scheme's variables: the class alone leaves cards white),
 * else the root class; after the colour transitions, in any language (found by aria-pressed).
 */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light`);
  const toggle = page.locator('header button[aria-pressed]').first();
  const viaShell = (await toggle.count()) > 0;
  if (viaShell) await toggle.click();
  else await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  await screenshot(page, `${name}-dark`);
  if (viaShell) await toggle.click();
  else await page.evaluate(() => document.documentElement.classList.remove('dark'));
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  if (size) await page.setViewportSize(size);
}

async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return fs.readFileSync(await file.path());
}

describe('from returned device to results, cardiac report and GP link', () => {
  let browser: Browser;
  let dir: string;
  let recording: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-e2e-rec-'));
    recording = path.join(dir, 'returned-device.edf');
    // 20 minutes that ended 5 minutes ago, so a diary entry of 10 minutes ago falls inside it.
    // The device records UK wall-clock time: write the start as London time, whatever the TZ here.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(Date.now() - 25 * 60_000))
        .map((p) => [p.type, Number(p.value)]),
    ) as Record<string, number>;
    const start = new Date(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute);
    await writeSyntheticRecording(recording, {
      format: 'edf',
      samplingRate: 250,
      durationS: 20 * 60,
      seed: 11,
      heartRate: 72,
      hrStd: 3,
      ectopicRate: 0.003,
      startTime: start,
    });
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads, analyses, shows results, signs the report, downloads both PDFs and shares a revocable link', async () => {
    // Customer orders and pays with the sandbox card.
    const customer = await newContext(browser);
    const page = await customer.newPage();
    await signIn(page, 'customer@example.com');
    const customerToken = await tokenOf(customer);
    const { createOrder } = await gql<{ createOrder: { id: string; number: string } }>(
      customerToken,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id number } }',
      {
        input: {
          acceptedTermsVersion: TERMS_VERSION,
          deliveryAddress: {
            address: '221 Baker Street',
            city: 'London',
            postalCode: 'NW1 6XE',
            country: 'GB',
          },
          dateOfBirth: '1980-03-05',
          nhsNumber: '9434765919',
          sex: 'female',
        },
      },
    );
    const orderId = createOrder.id;
    const checkout = await fetch(`${baseUrl()}/api/payments/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customerToken}` },
      body: JSON.stringify({ orderId }),
    });
    const { url } = (await checkout.json()) as { url: string };
    await page.goto(url);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/orderConfirmation/);

    // Operations: dispatched and delivered.
    const admin = await newContext(browser);
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@example.com');
    const adminToken = await tokenOf(admin);
    const status = async () =>
      (
        await gql<{ order: { status: string } }>(
          customerToken,
          'query($id: ID!) { order(id: $id) { status } }',
          { id: orderId },
        )
      ).order.status;
    await poll(async () => (await status()) === 'paid');
    await gql(
      adminToken,
      'mutation($id: ID!) { dispatchOrder(id: $id, trackingNumber: "RM123456789GB") { id } }',
      { id: orderId },
    );
    await gql(adminToken, 'mutation($id: ID!) { markOrderDelivered(id: $id) { id } }', {
      id: orderId,
    });

    // While wearing the device, the customer notes a symptom in the diary.
    await page.goto(`/order-details/${orderId}/diary`);
    await page.getByRole('heading', { name: 'Symptom diary' }).waitFor();
    const tenMinutesAgo = new Date(
      Date.now() - 10 * 60_000 - new Date().getTimezoneOffset() * 60_000,
    )
      .toISOString()
      .slice(0, 16);
    await page.getByLabel('When did it happen?').fill(tenMinutesAgo);
    // The diary is not monitored: it says so, and chest pain brings the 999 advice at once.
    await page
      .getByTestId('diary-not-monitored')
      .getByText(/Nobody reads this diary/)
      .waitFor();
    await page.getByLabel('What did you feel?').selectOption('chest_pain');
    await page
      .getByRole('alert')
      .getByText(/call 999 now/)
      .waitFor();
    await shots(page, 'results-diary-emergency');
    await page.getByLabel('What did you feel?').selectOption('palpitations');
    expect(await page.getByTestId('diary-emergency-advice').count()).toBe(0);
    await page.getByLabel('What were you doing?').selectOption('walking');
    await page.getByLabel('Anything else (optional)').fill('After the stairs');
    await page.getByRole('button', { name: 'Add to diary' }).click();
    await page.getByTestId('diary-entry').first().waitFor();
    await expectAccessible(page);
    await shots(page, 'results-diary');

    // The device comes back; the admin uploads its recording from the operations console.
    await gql(adminToken, 'mutation($id: ID!) { markOrderReceived(id: $id) { id } }', {
      id: orderId,
    });
    await adminPage.goto(`/operations/orders/${orderId}/recording`);
    await adminPage
      .getByRole('heading', { name: `Recording for order ${createOrder.number}` })
      .waitFor();
    await adminPage.getByLabel('Recording file').setInputFiles(recording);
    // Whose recording it is, confirmed against the return form (no serial was recorded at
    // this order's dispatch, so there is none to type).
    await adminPage
      .getByRole('checkbox', {
        name: 'The name, date of birth and order number on the return form match these',
      })
      .check();
    await expectAccessible(adminPage);
    await adminPage.getByRole('button', { name: 'Upload and analyse' }).click();
    await poll(
      async () =>
        (await adminPage
          .getByTestId('analysis-status')
          .getAttribute('data-status')
          .catch(() => null)) === 'succeeded',
      45_000,
    );
    await shots(adminPage, 'results-upload');
    expect(await status()).toBe('results_ready');

    // Release after review: until the cardiologist signs, the customer sees where the recording
    // is and when to expect it, and none of the automated findings.
    await page.goto('/results');
    const waiting = page.getByTestId('results-pending');
    await waiting.waitFor();
    expect(await waiting.getAttribute('data-stage')).toBe('with_cardiologist');
    await waiting.getByText(/We expect to release your results and cardiac report by/).waitFor();
    expect(await page.getByRole('heading', { name: 'Your six indices' }).count()).toBe(0);
    await expectAccessible(page);
    await shots(page, 'results-pending');

    // The cardiologist reviews (the diary entry sits beside the rhythm) and signs.
    const doctor = await newContext(browser);
    const doctorPage = await doctor.newPage();
    await signIn(doctorPage, 'cardiologist@example.com');
    await doctorPage.goto('/reviews');
    await doctorPage.getByRole('link', { name: createOrder.number }).click();
    await doctorPage
      .getByRole('heading', { name: `Review of order ${createOrder.number}` })
      .waitFor();
    // Who the patient is, and events grouped by priority with counts; the strip opens in place.
    expect(await doctorPage.getByTestId('review-patient').textContent()).toMatch(
      /^Alex Taylor · born 5 March 1980 \(age \d+\) · female · NHS 943 476 5919$/,
    );
    const group = doctorPage.getByTestId('event-group').first();
    expect(await group.getByRole('heading').textContent()).toMatch(/\(\d+ of \d+ shown\)/);
    await group.getByRole('button', { name: 'Show ECG' }).first().click();
    await group.getByTestId('inline-strip').waitFor();
    // The cardiologist prints the first event's ECG in the report.
    await group.getByLabel('Strip in report').first().check();
    // The diary entry sits inside the recording: its ECG opens beside the rhythm at that moment.
    await doctorPage
      .getByRole('listitem')
      .filter({ hasText: 'After the stairs' })
      .getByRole('button', { name: 'Show ECG' })
      .click();
    await doctorPage
      .getByLabel('Findings')
      .fill('Sinus rhythm throughout with isolated ventricular ectopics.');
    await doctorPage
      .getByLabel('Conclusion')
      .fill('No significant arrhythmia; palpitations correspond to sinus rhythm.');
    await expectAccessible(doctorPage);
    await shots(doctorPage, 'results-review');
    // An urgent finding: flagged on signing, which asks first and says what the customer receives.
    await doctorPage.getByLabel(/This finding needs the customer to see a doctor today/).check();
    await doctorPage.getByLabel('Finding', { exact: true }).selectOption('long_pauses');
    await doctorPage.getByRole('button', { name: 'Sign and publish' }).click();
    const confirm = doctorPage.getByRole('alertdialog', { name: 'Sign and publish version 1?' });
    await confirm.getByText(/A call task is created on the operations console/).waitFor();
    expect(await status()).toBe('results_ready');
    await expectAccessible(doctorPage);
    await shots(doctorPage, 'results-sign-confirm');
    await confirm.getByRole('button', { name: 'Confirm: sign and publish' }).click();
    await doctorPage.getByText('Version 1 signed and published to the customer.').waitFor();
    expect(await status()).toBe('cardiac_report_ready');

    // Operations sees the call to make, records it, and the task closes.
    await adminPage.goto('/operations');
    const task = adminPage
      .getByTestId('urgent-task')
      .filter({ hasText: `Order ${createOrder.number}: Long pauses` });
    await task.getByText(/^Call by /).waitFor();
    await expectAccessible(adminPage);
    await shots(adminPage, 'results-urgent-task');
    await task.getByLabel('Outcome').selectOption('reached');
    await task.getByLabel('Note').fill('Advised to see GP today');
    await task.getByRole('button', { name: 'Record call' }).click();
    await poll(async () => (await task.getAttribute('data-status')) === 'done');
    await task.getByText(/Reached the customer · Advised to see GP today/).waitFor();

    // The customer's results: first what to do now, then six indices, charts and the ECG strip.
    await page.goto('/results');
    await page
      .getByTestId('urgent-advice')
      .getByText(/Call 999 now if you have chest pain/)
      .waitFor();
    await page.getByRole('heading', { name: 'Your six indices' }).waitFor();
    const ids = ['pns', 'sns', 'stress', 'averageHeartRate', 'respiratoryRate', 'rrInterval'];
    const shown: string[] = [];
    for (const id of ids) {
      const card = page.getByTestId(`index-${id}`);
      shown.push((await card.getByTestId('index-value').textContent())!.trim());
      expect(await card.getByRole('link').getAttribute('href')).toMatch(
        /^\/support-hub\/article\/tips-/,
      );
    }
    expect(shown[3]).toMatch(/^\d+ bpm$/);
    // A 20-minute recording is described as what it is, never as "your 72-hour recording".
    const resultsText = (await page.locator('main').textContent()) ?? '';
    expect(resultsText).toMatch(/\d+ minutes of analysable ECG over 20 minutes worn/);
    expect(resultsText).not.toMatch(/72[- ]hour/);
    await page.getByRole('img', { name: 'Heart rate over the whole recording' }).waitFor();
    await page.getByRole('img', { name: 'Poincaré plot' }).waitFor();
    const before = await page.getByTestId('strip-position').textContent();
    await page.getByRole('button', { name: 'Later' }).click();
    await poll(async () => (await page.getByTestId('strip-position').textContent()) !== before);
    await expectAccessible(page);
    await shots(page, 'results-page');
    const resultsFile = await download(page, 'Download results report');
    if (SCREENSHOTS_WANTED)
      fs.writeFileSync(path.join(SCREENSHOT_DIR, 'results-report.pdf'), resultsFile);
    const resultsPdf = pdfText(resultsFile);
    // A GP can file it: who, when (one time zone, stated), who signed, which report, which page.
    for (const text of [
      'Date of birth: 5 March 1980 · Sex: female',
      'NHS number: 943 476 5919',
      'GMC 7000001',
      'UK local time',
      `${createOrder.number}-R-v1`,
      'Page 1 of',
    ])
      expect(resultsPdf).toContain(text);
    for (const value of shown) expect(resultsPdf).toContain(value);

    // The customer reads and downloads the cardiac report.
    await page.goto('/cardiacReport');
    await page.getByTestId('cardiac-conclusion').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/72[- ]hour/);
    const meanHr = (await page.getByTestId('summary-meanHr').textContent())!.trim();
    const beats = (await page.getByTestId('summary-totalBeats').textContent())!.trim();
    // The event the cardiologist chose, with its ECG.
    await page.getByTestId('key-event').first().getByRole('img').first().waitFor();
    await expectAccessible(page);
    await shots(page, 'results-cardiac-report');
    const cardiacFile = await download(page, 'Download cardiac report');
    if (SCREENSHOTS_WANTED)
      fs.writeFileSync(path.join(SCREENSHOT_DIR, 'cardiac-report.pdf'), cardiacFile);
    const cardiacPdf = pdfText(cardiacFile);
    for (const text of ['Date of birth: 5 March 1980', 'Consultant Cardiologist, GMC 7000001'])
      expect(cardiacPdf).toContain(text);
    expect(cardiacPdf).toContain(`${createOrder.number}-C-v1`);
    expect(cardiacPdf).toContain(
      'No significant arrhythmia; palpitations correspond to sinus rhythm.',
    );
    expect(cardiacPdf).toContain(meanHr);
    expect(cardiacPdf).toContain(beats);
    expect(cardiacPdf).toContain('Palpitations');
    expect(cardiacPdf).toContain('Key events chosen by your cardiologist');

    // My Orders on a phone: the longest status and the total fit without a sideways scroll.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/OrderList');
    const row = page.getByRole('row').filter({ hasText: createOrder.number });
    await row.getByText('Results and report ready').waitFor();
    await expect(row.getByText(/^Total £\d+\.\d\d$/).isVisible()).resolves.toBe(true);
    const region = page.getByRole('region', { name: 'Your orders' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    if (SCREENSHOTS_WANTED) await saveScreenVariants(page, SCREENSHOT_DIR, 'order-list-ready');
    await page.setViewportSize(wide);

    // A link for the GP: works until revoked.
    await page.goto('/results');
    await page.getByRole('heading', { name: 'Share with your GP' }).waitFor();
    await page.getByLabel('Report').selectOption('cardiac');
    await page.getByRole('button', { name: 'Create link' }).click();
    const shareUrl = (await page.getByTestId('share-url').textContent())!.trim();
    const gp = await newContext(browser);
    const gpPage = await gp.newPage();
    await gpPage.goto(shareUrl);
    await gpPage.getByRole('heading', { name: 'Cardiac report' }).waitFor();
    await gpPage
      .getByText('No significant arrhythmia; palpitations correspond to sinus rhythm.')
      .waitFor();
    await expectAccessible(gpPage);
    await shots(gpPage, 'results-shared');
    await page.reload();
    await page.getByTestId('share-row').first().waitFor();
    await page.getByRole('button', { name: 'Withdraw' }).first().click();
    await poll(async () => (await page.getByRole('button', { name: 'Withdraw' }).count()) === 0);
    await gpPage.reload();
    await gpPage.getByRole('heading', { name: 'This link no longer works' }).waitFor();

    // Who has seen my data: the cardiologist's review is listed by name, role, GMC number and
    // purpose, the operations team by its role; the customer's own reads above are not listed.
    // Reads are counted per clock hour, so a journey that straddles one lists a reader twice
    // (CI failed at 13:00 on two entries): each check takes the newest entry.
    await page.goto('/settings');
    const seen = page.getByRole('list', { name: 'Who has seen your health data' });
    const ofOrder = seen.getByTestId('data-access-entry').filter({ hasText: createOrder.number });
    const reviewed = ofOrder.filter({ hasText: 'Your case for review' }).first();
    await reviewed.getByText(/, Consultant Cardiologist, GMC 7000001$/).waitFor();
    await reviewed
      .getByText('To review your recording and write or amend your cardiac report')
      .waitFor();
    await ofOrder
      .filter({ hasText: 'The urgent finding on your results, to call you' })
      .first()
      .getByText('HeartCheck operations team')
      .waitFor();
    expect(await ofOrder.filter({ hasText: 'Your results on screen' }).count()).toBe(0);
    await expectAccessible(page);
    await shots(page, 'access-who-has-seen');

    // The admin's access log, found by the order number.
    await adminPage.goto('/access-log');
    await adminPage.getByLabel('Order number or customer email').fill(createOrder.number);
    const logged = adminPage
      .getByTestId('access-log-entry')
      .filter({ hasText: 'Review case: results, ECG, diary, patient details' })
      .filter({ hasText: 'Cardiologist review' })
      .first();
    await logged.getByText(createOrder.number).waitFor();
    await logged.getByText('Alex Taylor').waitFor();
    await expectAccessible(adminPage);
    await shots(adminPage, 'access-log');

    // Right to left (the pseudo-locale): the charts' labels stay inside the charts, numbers read
    // left to right, and the strip's buttons and slider run the way the strip does.
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .locator('label', { has: page.locator('input[name="language"][value="ar-XB"]') })
      .click();
    await poll(async () => (await page.evaluate(() => document.documentElement.dir)) === 'rtl');
    await page.goto('/results');
    await page.getByTestId('index-value').first().waitFor();
    await page.getByTestId('poincare-points').waitFor();
    await page.getByTestId('strip-position').waitFor();
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main svg[role="img"]')].flatMap((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')]
          .map((text) => ({ text: text.textContent, rect: text.getBoundingClientRect() }))
          .filter(
            ({ rect }) =>
              rect.width > 0 &&
              (rect.left < box.left - 1 ||
                rect.right > box.right + 1 ||
                rect.top < box.top - 1 ||
                rect.bottom > box.bottom + 1),
          )
          .map(({ text }) => `${svg.getAttribute('aria-labelledby')}: ${text}`);
      }),
    );
    expect(outside, 'chart labels outside their chart').toEqual([]);
    expect(await page.getByTestId('index-value').first().locator('bdi').getAttribute('dir')).toBe(
      'ltr',
    );
    // An interpolated number is a left-to-right isolate ("12.5 s" never reads "s 12.5").
    expect(await page.getByTestId('strip-position').textContent()).toContain('\u2066');
    const earlier = await page.getByRole('button', { name: /Earlier/ }).boundingBox();
    const later = await page.getByRole('button', { name: /Later/ }).boundingBox();
    expect(earlier!.x).toBeLessThan(later!.x);
    const slider = page.getByRole('slider').first();
    expect(await slider.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    await expectAccessible(page);
    await shots(page, 'results-page-rtl');
    await page.goto('/cardiacReport');
    await page.getByTestId('cardiac-conclusion').waitFor();
    await page.getByTestId('key-event').first().getByRole('img').first().waitFor();
    // The API's English figures and the cardiologist's words keep their own left-to-right order.
    const direction = (testId: string) =>
      page
        .getByTestId(testId)
        .evaluate((element) => getComputedStyle(element.querySelector('bdi') ?? element).direction);
    expect(await direction('summary-meanHr')).toBe('ltr');
    expect(await direction('cardiac-conclusion')).toBe('ltr');
    await expectAccessible(page);
    await shots(page, 'results-cardiac-report-rtl');

    await Promise.all([customer.close(), admin.close(), doctor.close(), gp.close()]);
  }, 240_000);
});
