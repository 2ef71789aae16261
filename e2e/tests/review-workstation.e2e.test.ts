import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { receivedOrder } from '../support/received-order.ts';
import { pdfText } from '../support/pdf-text.ts';
import { saveScreenVariants } from '../support/screen-variants.ts';

/** The engine's vendored excerpt of MIT-BIH 208: frequent uniform PVCs, couplets, bigeminy. */
const MITDB = path.resolve(import.meta.dirname, '../../packages/ecg/test/data/mitdb');

async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const binary = body instanceof Uint8Array;
  const response = await fetch(`${baseUrl()}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': binary ? 'application/octet-stream' : 'application/json',
    },
    ...(body === undefined
      ? {}
      : { body: binary ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A binary GET (a PDF) with the bearer token. */
async function bytes(token: string, url: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl()}/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** "1 couplet", "3 couplets": as the documents word a count (results/findings.ts). */
const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

/** The part of a FHIR Observation the test reads. */
interface Observation {
  code?: { text?: string; coding?: { code: string }[] };
  valueQuantity?: { value: number };
}

async function poll(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the cardiologist corrects beat labels on a real recording', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('relabels the ventricular template of MIT-BIH 208 and the counts follow', async () => {
    const { id: orderId, status, adminToken, customerToken } = await receivedOrder(browser);

    // The returned device's recording: the 208 excerpt as WFDB (its header sent with it).
    const dat = new Uint8Array(fs.readFileSync(path.join(MITDB, '208.dat')));
    const upload = await call<{ id: string }>(
      adminToken,
      'POST',
      `/orders/${orderId}/recording/uploads`,
      {
        fileName: '208.dat',
        sizeBytes: dat.length,
        sha256: createHash('sha256').update(dat).digest('hex'),
        wfdbHeader: fs.readFileSync(path.join(MITDB, '208.hea'), 'utf8'),
      },
    );
    await call(adminToken, 'PUT', `/recording-uploads/${upload.id}/chunks?offset=0`, dat);
    await call(adminToken, 'POST', `/recording-uploads/${upload.id}/complete`, {});
    await poll(async () => (await status()) === 'results_ready', 90_000);

    // The cardiologist opens the review: the ventricular template is there, with its count.
    const doctor = await newContext(browser);
    const review = await doctor.newPage();
    await signIn(review, 'cardiologist@example.com');
    await review.goto(`/reviews/${orderId}`);
    const tiles = review.getByRole('list', { name: 'Templates, largest first' });
    await tiles.waitFor();
    const vCount = async () => Number(await review.getByTestId('count-V').textContent());
    const before = await vCount();
    expect(before).toBeGreaterThan(300);
    const ventricular = tiles.getByRole('button', { name: /labelled Ventricular/ }).first();
    const beats = Number((await ventricular.getAttribute('aria-label'))!.match(/(\d+) beats/)![1]);
    await ventricular.focus();
    await review.keyboard.press('n');
    await expect.poll(vCount).toBeLessThan(before - beats / 2);
    expect(await review.getByTestId('count-N').textContent()).not.toBe('');
    await review
      .getByRole('region', { name: 'Audit of edits' })
      .getByText(/Relabelled template/)
      .waitFor();
    // Issue 20: nothing scrolls sideways on a phone (375 px); the episode picker (its options as
    // wide as the longest episode) once did, by 13 px.
    await review.getByRole('combobox', { name: 'Go to an episode' }).waitFor();
    await review.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => review.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await review.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(review);
    await screenshot(review, 'review-workstation-208-relabelled');
    if (SCREENSHOTS_WANTED) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await review
        .locator('section[aria-labelledby="workstation-title"]')
        .screenshot({ path: path.join(SCREENSHOT_DIR, 'review-workstation-208-tiles.png') });
    }

    // The full disclosure's labels follow (one beat file, the edits replayed on it).
    const corrected = review.getByTestId('disclosure-labels-corrected');
    await corrected.waitFor();

    // Undo restores the engine's count; redo puts the relabel back.
    const relabelled = await vCount();
    await review.keyboard.press('Control+z');
    await expect.poll(vCount).toBe(before);
    await corrected.waitFor({ state: 'detached' });
    await tiles.getByRole('button').first().focus();
    await review.keyboard.press('Control+Shift+z');
    await expect.poll(vCount).toBe(relabelled);

    // A template's beats, each with its RR intervals (a premature beat's timing, which its shape
    // does not show); the chosen one shown in the review's ECG strip.
    await tiles.getByRole('button').first().focus();
    await review.keyboard.press('Enter');
    const picker = review.getByRole('region', { name: /^Beats of template / });
    const last = picker.getByRole('list').getByRole('button').last();
    expect(await last.getAttribute('aria-label')).toMatch(
      /^Beat \d+: RR before (\d+|–) ms, after (\d+|–) ms$/,
    );
    const position = review
      .locator('section[aria-labelledby="strip-title"]')
      .getByTestId('strip-position');
    const at = await position.textContent();
    await last.click();
    await picker.getByRole('button', { name: 'Show the chosen beat in the ECG' }).click();
    await expect.poll(() => position.textContent()).not.toBe(at);
    await last.click();
    // Its premature beats labelled S by their timing (20 %), in one edit, and undone.
    const sBefore = await review.getByTestId('count-S').textContent();
    await picker.getByRole('button', { name: 'Label premature beats' }).click();
    await review
      .getByRole('region', { name: 'Audit of edits' })
      .getByText(/Relabelled premature beats/)
      .waitFor();
    const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));
    await expect
      .poll(async () => number(await review.getByTestId('count-S').textContent()))
      .toBeGreaterThan(number(sBefore));
    if (SCREENSHOTS_WANTED)
      await saveScreenVariants(review, SCREENSHOT_DIR, 'review-workstation-beats', picker);
    await review.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => review.getByTestId('count-S').textContent()).toBe(sBefore);

    // An episode: a counted pause rejected (its strip is noise, say); the engine's other pause,
    // found in poor signal, is not counted anyway.
    const shown = async (key: string) =>
      Number((await review.getByTestId(`count-${key}`).textContent())!.replace(/,/g, ''));
    const pausesBefore = await shown('pauses');
    expect(pausesBefore).toBeGreaterThan(0);
    await review
      .locator('[data-testid^="episode-pause-"]')
      .filter({ hasNotText: 'in poor signal' })
      .first()
      .getByRole('button', { name: 'Reject' })
      .click();
    await expect.poll(() => shown('pauses')).toBe(pausesBefore - 1);
    // A couplet's type changed in one edit (as the engine's AF that is flutter would be): it is
    // listed as changed, and counted as the run it became, in the workstation and the documents.
    const couplets = await shown('vCouplets');
    const runs = await shown('vRuns');
    const couplet = review
      .locator('[data-testid^="episode-couplet-"]')
      .filter({ hasNotText: 'in poor signal' })
      .first();
    const coupletKey = (await couplet.getAttribute('data-testid'))!;
    await couplet.getByRole('button', { name: 'Change type' }).click();
    await couplet.getByLabel('New type').selectOption({ label: 'Ventricular tachycardia' });
    if (SCREENSHOTS_WANTED)
      await saveScreenVariants(review, SCREENSHOT_DIR, 'review-workstation-change-type', couplet);
    await couplet.getByRole('button', { name: 'Save' }).click();
    const changed = review.getByTestId(coupletKey);
    await expect.poll(() => changed.textContent()).toContain('changed to Ventricular tachycardia');
    await expect.poll(() => shown('vCouplets')).toBe(couplets - 1);
    expect(await shown('vRuns')).toBe(runs + 1);
    await review
      .locator('[data-testid^="episode-added-"]', { hasText: 'changed from Couplet' })
      .waitFor();
    if (SCREENSHOTS_WANTED)
      await saveScreenVariants(
        review,
        SCREENSHOT_DIR,
        'review-workstation-changed',
        review.locator('section[aria-labelledby="episodes-title"]'),
      );
    // Noise the engine read as beats (issue 19): another couplet called unanalysable signal in
    // one edit; its beats leave the counts, and the documents below must agree.
    const vBefore = await shown('vEctopic');
    const noisy = review
      .locator('[data-testid^="episode-couplet-"]')
      .filter({ hasNotText: 'in poor signal' })
      .filter({ hasNotText: 'changed to' })
      .first();
    const noisyKey = (await noisy.getAttribute('data-testid'))!;
    await noisy.getByRole('button', { name: 'Change type' }).click();
    await noisy.getByLabel('New type').selectOption({ label: 'Unanalysable signal' });
    await noisy.getByRole('button', { name: 'Save' }).click();
    // its beats gone, the couplet is no longer found; the stretch says what it was
    await review
      .locator('[data-testid^="episode-added-"]', { hasText: 'Unanalysable signal' })
      .filter({ hasText: 'changed from Couplet' })
      .waitFor();
    expect(await review.getByTestId(noisyKey).count()).toBe(0);
    await expect.poll(() => shown('vCouplets')).toBe(couplets - 2);
    expect(await shown('vEctopic')).toBeLessThanOrEqual(vBefore - 2);
    // Atrial flutter and VF can be added (issue 19), named as the episode list names them.
    const addType = review.getByLabel('Episode type');
    expect(await addType.locator('option').allTextContents()).toEqual([
      'Atrial fibrillation',
      'Atrial flutter',
      'Ventricular fibrillation or flutter',
      'Ventricular tachycardia',
      'Supraventricular tachycardia',
      'Pause',
      'AV block (second-degree or higher)',
      'Unanalysable signal',
      'Other',
    ]);
    await addType.selectOption({ label: 'Atrial flutter' });
    if (SCREENSHOTS_WANTED)
      await saveScreenVariants(
        review,
        SCREENSHOT_DIR,
        'review-workstation-add-flutter',
        review.locator('section[aria-labelledby="add-episode-title"]'),
      );
    // What the workstation shows is what every document must say once signed.
    const ws = {
      v: await shown('vEctopic'),
      couplets: await shown('vCouplets'),
      runs: await shown('vRuns'),
      pauses: await shown('pauses'),
    };

    // Signed: the cardiac report, with the workstation's figures as the one truth.
    await review
      .getByLabel('Findings')
      .fill('Sinus rhythm; the wide complexes of template 1 are aberrant normal beats.');
    await review.getByLabel('Conclusion').fill('No ventricular ectopy; one pause was artefact.');
    await review.getByRole('button', { name: 'Sign and publish' }).click();
    await review
      .getByRole('alertdialog', { name: 'Sign and publish version 1?' })
      .getByRole('button', { name: 'Confirm: sign and publish' })
      .click();
    await review.getByText('Version 1 signed and published to the customer.').waitFor();

    // Both PDFs, as the customer downloads them.
    const figures = [
      `Ventricular ectopic beats ${ws.v.toLocaleString('en-GB')} (`,
      `Ventricular couplets and runs (3 or more beats) ${plural(ws.couplets, 'couplet')}, ${plural(ws.runs, 'run')}`,
      `Pauses over 2 s ${ws.pauses}`,
    ];
    for (const pdf of [
      `/cardiac-reports/${orderId}/report.pdf`,
      `/results/${orderId}/report.pdf`,
    ]) {
      const text = pdfText(await bytes(customerToken, pdf)).replace(/\s+/g, ' ');
      for (const figure of figures) expect(text, pdf).toContain(figure);
    }
    // The share page a GP opens from the customer's link.
    const { token } = await call<{ token: string }>(customerToken, 'POST', '/shares', {
      orderId,
      report: 'cardiac',
    });
    const gp = await (await newContext(browser)).newPage();
    await gp.goto(`/share/${token}`);
    const figure = (label: string) =>
      gp
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await figure('Ventricular ectopic beats').waitFor();
    expect(await figure('Ventricular ectopic beats').textContent()).toMatch(
      new RegExp(`^${ws.v.toLocaleString('en-GB')} \\(`),
    );
    expect(await figure('Pauses over 2 s').textContent()).toMatch(new RegExp(`^${ws.pauses}\\b`));
    // FHIR: the ventricular premature beats Observation (SNOMED 17338001) and the pauses'.
    const bundle = await call<{ entry: { resource: Observation }[] }>(
      customerToken,
      'GET',
      `/results/${orderId}/fhir`,
    );
    const observation = (code: string) =>
      bundle.entry.find((e) => e.resource.code?.coding?.[0]?.code === code)!.resource;
    expect(observation('17338001').code!.text).toMatch(new RegExp(`: ${ws.v} in total`));
    expect(observation('pauses').valueQuantity?.value).toBe(ws.pauses);
  }, 300_000);
});
