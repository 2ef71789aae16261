import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import { openRecording } from '@heartcheck/ecg/io/open';
import { encodeIshne } from '@heartcheck/ecg/io/ishne-writer';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { buyKit, heading, screenshots, visible } from './order-support.ts';

/** A GraphQL call as the signed-in staff member (token and XSRF header as the app sends them). */
async function staffGraphql(page: Page, query: string, variables: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ query, variables }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string })
        .access_token;
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-xsrf-token': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as unknown;
    },
    { query, variables },
  );
}

/** An ISHNE 1.0 Holter file of 2 minutes of synthetic ECG, set up for someone other than Alex Taylor. */
async function otherPatientsHolter(dir: string): Promise<string> {
  const edf = path.join(dir, 'syn.edf');
  await writeSyntheticRecording(edf, {
    format: 'edf',
    samplingRate: 250,
    durationS: 120,
    seed: 5,
    heartRate: 66,
    startTime: new Date(2026, 0, 5, 21, 0, 0),
  });
  const samples: number[] = [];
  for await (const chunk of (await openRecording(edf)).samples()) samples.push(...chunk);
  const file = path.join(dir, 'holter.ecg');
  const bytes = encodeIshne({
    samplingRate: 250,
    leads: [Float32Array.from(samples)],
    resolutionNv: [1000],
    firstName: 'Sam',
    lastName: 'Smith',
    birthDate: [5, 3, 1980],
    recordDate: [5, 1, 2026],
    startTime: [21, 0, 0],
  });
  fs.writeFileSync(file, bytes);
  return file;
}

/** Picks a language in the settings and waits for the page direction it implies. */
async function chooseLanguage(page: Page, language: 'ar-XB' | 'en'): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .locator('label', { has: page.locator(`input[name="language"][value="${language}"]`) })
    .click();
  const dir = language === 'en' ? 'ltr' : 'rtl';
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(dir);
}

describe('recording intake: a file naming another patient', () => {
  let browser: Browser;
  let customerContext: BrowserContext;
  let adminContext: BrowserContext;
  let admin: Page;
  let customer: Page;
  let dir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    customerContext = await newContext(browser);
    adminContext = await newContext(browser);
    customerContext.setDefaultTimeout(30_000);
    adminContext.setDefaultTimeout(30_000);
    customer = await customerContext.newPage();
    admin = await adminContext.newPage();
    await signIn(customer, 'customer@example.com');
    await signIn(admin, 'admin@example.com');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-intake-'));
  });
  afterAll(async () => {
    await customerContext.close();
    await adminContext.close();
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds it, shows both sets of details and attaches it only with a reason', async () => {
    const [order, holter] = await Promise.all([buyKit(customer), otherPatientsHolter(dir)]);
    const serial = `HC-E2E-${order.number.slice(-4)}`;
    // Dispatch, delivery and return as staff (the console's own journey is another file's).
    for (const [query, variables] of [
      [
        'mutation($id: ID!, $s: String) { dispatchOrder(id: $id, trackingNumber: "RM 1 GB", deviceSerial: $s) { status } }',
        { id: order.id, s: serial },
      ],
      ['mutation($id: ID!) { markOrderDelivered(id: $id) { status } }', { id: order.id }],
      [
        'mutation($id: ID!, $s: String) { markOrderReceived(id: $id, deviceSerial: $s) { status } }',
        { id: order.id, s: serial },
      ],
    ] as const)
      expect(await staffGraphql(admin, query, variables)).not.toHaveProperty('errors');

    await admin.goto(`/operations/orders/${order.id}/recording`);
    await heading(admin, `Recording for order ${order.number}`);
    await admin.getByLabel('Recording file').setInputFiles(holter);
    await admin
      .getByRole('checkbox', {
        name: 'The name, date of birth and order number on the return form match these',
      })
      .check();
    await admin.getByLabel("Serial number on the recorder's label").fill(serial);
    await admin.getByRole('button', { name: 'Upload and analyse' }).click();

    const panel = admin.getByTestId('patient-mismatch');
    await panel.getByRole('heading', { name: 'The file names another patient' }).waitFor();
    await expect
      .poll(() => panel.getByRole('row', { name: /Name differs Sam Smith Alex Taylor/ }).count())
      .toBe(1);
    await visible(admin, 'Order status: device received back');
    await expectAccessible(admin);
    await screenshots(admin, 'recording-intake-mismatch');
    // Right to left (the pseudo-locale), then back to English; the held upload is still shown.
    await chooseLanguage(admin, 'ar-XB');
    await admin.goto(`/operations/orders/${order.id}/recording`);
    await panel.waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'recording-intake-mismatch-rtl');
    await chooseLanguage(admin, 'en');
    await admin.goto(`/operations/orders/${order.id}/recording`);

    await panel
      .getByRole('checkbox', {
        name: "I have checked: this recording is this patient's. Attach it anyway",
      })
      .check();
    await panel
      .getByLabel("Why it is this patient's recording (kept in the audit log)")
      .fill('Recorder set up under the clinic test name; confirmed with the patient');
    await expectAccessible(admin);
    await screenshot(admin, 'recording-intake-mismatch-reason');
    await panel.getByRole('button', { name: 'Attach with this reason' }).click();
    await expect
      .poll(() => admin.getByTestId('file-patient').textContent())
      .toMatch(
        /Sam Smith, born 5 March 1980.*Attached despite a patient mismatch: Recorder set up/,
      );
    await expect.poll(() => panel.count()).toBe(0);
    await screenshot(admin, 'recording-intake-attached');
  });
});
