import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from '../support/browser.ts';
import {
  AUTHENTICATION_CARD,
  DECLINED_CARD,
  acceptTerms,
  expectPaidConfirmation,
  fillCard,
  heading,
  screenshots,
  startOrder,
  SUCCESS_CARD,
  visible,
  watchCsp,
} from './order-support.ts';

describe('ordering and paying for the heart check', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newContext(browser);
    // The shared server may be busy (other suites' analysis jobs): allow slower steps.
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
    await signIn(page, 'customer@example.com');
  });
  afterEach(() => context.close());

  it('buys with the success card and ends on a paid confirmation', async () => {
    const csp = watchCsp(page);
    await page.goto('/newOrder');
    await heading(page, 'New Order');
    // No drip pricing: the first price shown is the price paid, with its make-up.
    await expect.poll(() => page.getByTestId('quote-total').textContent()).toBe('£316.94');
    await page.getByText('Total you pay, including 6% tax: £299.00 + £17.94 tax.').waitFor();
    await page.getByText(/within 10 days of delivery, a replacement fee of £68.00/).waitFor();
    expect(await page.getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/products');
    await expectAccessible(page);
    await screenshots(page, 'order-new');

    await page.getByRole('link', { name: 'Order this heart check' }).click();
    await page.waitForURL(/\/OrderCreate/);
    await heading(page, 'Create order');
    // Prefilled from the profile, and editable.
    await expect
      .poll(() => page.getByLabel('Address', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe('221 Baker Street');
    expect(await page.getByLabel('Postcode', { exact: true }).inputValue()).toBe('NW1 6XE');
    await page.getByLabel('Address', { exact: true }).fill('10 Downing Street');
    await page.getByLabel('Postcode', { exact: true }).fill('SW1A 2AA');
    // The wearer's date of birth is required, the NHS number optional but checked.
    await page.getByLabel('NHS number (optional)').fill('943 476 5918');
    // Why the check and the GP practice: optional, the ODS code's form checked (issue 21).
    await page.getByRole('radio', { name: 'My GP' }).check();
    await page.getByLabel('Why did they ask you to have it?').fill('Palpitations at night');
    await page.getByLabel('GP practice name').fill('Church Street Surgery');
    await page.getByLabel('GP practice code (ODS code)').fill('ABC');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page
      .getByText('A GP practice code is a letter and five digits, such as A81001.')
      .waitFor();
    await page.getByLabel('GP practice code (ODS code)').fill('b86001');
    await page.getByText('Enter your date of birth.').waitFor();
    await page.getByText('Check the NHS number: it is 10 digits').waitFor();
    // The Terms must be accepted explicitly, by version (issue 21).
    await page.getByText('Tick the box to accept the Terms & Conditions before you pay.').waitFor();
    await acceptTerms(page);
    await page.getByLabel('Date of birth').fill('1980-03-05');
    await page.getByLabel('NHS number (optional)').fill('943 476 5919');
    const summary = await page.getByTestId('price-summary').textContent();
    expect(summary).toContain('£299.00');
    expect(summary).toContain('Tax (6%, included)');
    expect(summary).toContain('£17.94');
    expect(summary).toContain('£316.94');
    // The replacement rule is shown before payment; the new address may be saved to the profile.
    expect(await page.getByTestId('checkout-return-rule').textContent()).toContain(
      'within 10 days of delivery, a replacement fee of £68.00',
    );
    const save = page.getByLabel('Save this address to my profile for next time');
    expect(await save.isChecked()).toBe(false);
    await expectAccessible(page);
    await screenshots(page, 'order-create');

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/sandbox\/checkout\/cs_test_/);
    await heading(page, 'Pay for your order');
    await expectAccessible(page);
    await screenshots(page, 'sandbox-checkout');
    // The expiry as printed on a card, "1229", is accepted; a forgotten CVC keeps the number.
    await page.getByLabel('Card number').fill(SUCCESS_CARD);
    await page.getByLabel('Expiry date').fill('1229');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await visible(page, "Enter your card's 3 or 4 digit security code.");
    expect(await page.getByLabel('Card number').inputValue()).toBe(SUCCESS_CARD);
    expect(await page.getByLabel('Expiry date').inputValue()).toBe('1229');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();

    const order = await expectPaidConfirmation(page);
    await expectAccessible(page);
    await screenshots(page, 'order-confirmation');
    expect(csp).toEqual([]);

    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(new RegExp(`/order-details/${order.id}$`));
    await heading(page, `Order ${order.number}`);
    await visible(page, 'Payment confirmed');
    await visible(page, 'We can only process your data once the device is received back.');
    expect(await page.locator('address').textContent()).toContain('10 Downing Street');
    expect(await page.getByTestId('price-summary').textContent()).toContain('Total paid£316.94');
    const referral = await page.getByTestId('referral-card').textContent();
    expect(referral).toContain('Palpitations at night');
    expect(referral).toContain('ODS code B86001');
    await expectAccessible(page);
    await screenshots(page, 'order-details-paid');

    await page.goto('/OrderList');
    await heading(page, 'My Orders');
    await page.getByLabel('Search orders').fill(order.number);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByRole('row').nth(1).textContent()).toContain('Paid');
    await page.getByLabel('Status').selectOption('cancelled');
    await visible(page, 'No orders match your search.');
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search orders').fill('');
    await expectAccessible(page);
    await screenshots(page, 'order-list');

    await page.goto('/home');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Hello, Alex');
    await expect
      .poll(() => page.getByTestId('current-order').textContent(), { timeout: 30_000 })
      .toContain(order.number);
    // The delivery address, a line each as on an envelope, names the country, not its code.
    await expect
      .poll(() => page.getByTestId('home-address').locator('span').allTextContents())
      .toEqual(['221 Baker Street', 'London', 'NW1 6XE', 'United Kingdom']);
    await expectAccessible(page);
    await screenshots(page, 'home-dashboard');
  }, 180_000);

  it('a declined card leaves the order awaiting payment with a message and a retry', async () => {
    await startOrder(page);
    await fillCard(page, DECLINED_CARD);
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toContain('Your card was declined.');
    expect(page.url()).toMatch(/\/sandbox\/checkout\/cs_test_/);
    const sessionUrl = page.url();
    await screenshots(page, 'sandbox-declined');

    await page.getByRole('link', { name: 'Back to your order' }).first().click();
    await page.waitForURL(/\/order-details\/.+\?payment=cancelled/);
    await visible(page, 'Your payment did not go through');
    await visible(page, 'Your card was declined.');
    await visible(page, /Terms & Conditions version \d{4}-\d{2}-\d{2} accepted/);
    await expectAccessible(page);
    await screenshots(page, 'order-details-declined');

    // "Pay Now" again returns to the same open checkout session.
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/sandbox\/checkout\/cs_test_/);
    expect(page.url()).toBe(sessionUrl);
    await fillCard(page, SUCCESS_CARD);
    await expectPaidConfirmation(page);
  }, 180_000);

  it('the authentication card shows a 3-D Secure challenge; Fail then Complete', async () => {
    const csp = watchCsp(page);
    await startOrder(page);
    await fillCard(page, AUTHENTICATION_CARD);
    await page.waitForURL(/\/authenticate$/);
    await heading(page, 'Confirm this payment');
    await expectAccessible(page);
    await screenshots(page, 'sandbox-3ds');
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toContain('unable to authenticate');

    await fillCard(page, AUTHENTICATION_CARD);
    await page.waitForURL(/\/authenticate$/);
    await page.getByRole('button', { name: 'Complete' }).click();
    await expectPaidConfirmation(page);
    expect(csp).toEqual([]);
  }, 180_000);

  it('cancels a paid order before dispatch with a refund', async () => {
    await startOrder(page);
    await fillCard(page, SUCCESS_CARD);
    const order = await expectPaidConfirmation(page);
    await page.goto(`/order-details/${order.id}`);
    await page.getByRole('link', { name: 'Edit order' }).click();
    await page.waitForURL(/\/OrderEdit\?id=/);
    await heading(page, /Edit order/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await visible(page, 'refunded to the card you paid with');
    await expectAccessible(page);
    await screenshots(page, 'order-edit-confirm');
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await visible(
      page,
      `Order ${order.number} has been cancelled and £316.94 refunded to your card.`,
    );

    // The edit page no longer says the order can be changed.
    await page.reload();
    await visible(page, 'it can no longer be changed');
    expect(await page.getByText('You can change the delivery address').count()).toBe(0);

    await page.goto(`/order-details/${order.id}`);
    await visible(page, 'This order was cancelled and £316.94 refunded to your card.');
    expect(await page.getByRole('link', { name: 'Edit order' }).count()).toBe(0);
    expect(await page.getByTestId('price-summary').textContent()).toContain(
      'Total refunded£316.94',
    );
    await screenshots(page, 'order-details-refunded');

    // /OrderEdit without an order says which is missing and offers the way to the orders.
    await page.goto('/OrderEdit');
    await page.getByRole('link', { name: 'Back to my orders' }).click();
    await page.waitForURL(/\/OrderList$/);
  }, 180_000);

  it("a customer cannot open another customer's order", async () => {
    await page.goto('/order-details/00000000-0000-4000-8000-000000000000');
    await heading(page, 'Order not found');
    await expectAccessible(page);
  }, 180_000);
});
