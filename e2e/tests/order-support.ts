import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from '../support/browser.ts';

/** Helpers of the order and operations browser tests (not a test file itself). */

export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const AUTHENTICATION_CARD = '4000 0025 0000 3155';

export async function visible(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 30_000 }).toBe(true);
}

export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { name }).first().isVisible(), { timeout: 30_000 })
    .toBe(true);
}

/** Ticks "I have read and accept the Terms & Conditions (version …)" on the order form. */
export async function acceptTerms(page: Page): Promise<void> {
  await page
    .getByRole('checkbox', { name: /^I have read and accept the Terms & Conditions \(version / })
    .check();
}

/** /newOrder → "Order this heart check" → /OrderCreate → "Pay Now" → the hosted card page. */
export async function startOrder(page: Page): Promise<void> {
  await page.goto('/newOrder');
  await heading(page, 'New Order');
  await page.getByRole('link', { name: 'Order this heart check' }).click();
  await page.waitForURL(/\/OrderCreate/);
  await heading(page, 'Create order');
  await expect
    .poll(() => page.getByLabel('Address', { exact: true }).inputValue(), { timeout: 30_000 })
    .not.toBe('');
  await page.getByLabel('Date of birth').fill('1980-03-05');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/sandbox\/checkout\/cs_test_/);
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** On the confirmation page: waits for the webhook-confirmed payment; returns the order id. */
export async function expectPaidConfirmation(page: Page): Promise<{ id: string; number: string }> {
  await page.waitForURL(/\/orderConfirmation\?orderId=/);
  await heading(page, 'Order confirmation');
  await visible(page, 'Payment confirmed');
  const id = new URL(page.url()).searchParams.get('orderId')!;
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  expect(number).toMatch(/^HC-\d{4}-\d{6}$/);
  return { id, number };
}

/** A paid order bought through the browser with the success card. */
export async function buyKit(page: Page): Promise<{ id: string; number: string }> {
  await startOrder(page);
  await fillCard(page, SUCCESS_CARD);
  return expectPaidConfirmation(page);
}

/** Screenshots in light mode, dark mode and at 375 px wide. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light`);
  // The shell's own switch when it has one (it also changes the colour scheme), else the class.
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  const viaShell = !page.url().includes('/sandbox/') && (await toggle.count()) > 0;
  const handle = viaShell ? await toggle.first().elementHandle() : null;
  if (handle) await handle.click();
  else await page.evaluate(() => document.documentElement.classList.add('dark'));
  if (page.url().includes('/sandbox/')) await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  if (handle) await handle.click();
  else await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  if (size) await page.setViewportSize(size);
}

/** Records violations of the Content-Security-Policy reported in the console. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
