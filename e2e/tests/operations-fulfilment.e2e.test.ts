import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext, signIn } from '../support/browser.ts';
import { buyKit, heading, screenshots, visible } from './order-support.ts';

/** The UK calendar day of an instant (the console's dates are UK days). */
function ukDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(ms);
}

/** POSTs JSON to the API with the signed-in staff member's access token. */
async function staffRequest(page: Page, url: string, body: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ url, body }) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string })
        .access_token;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          // The API's double-submit cookie (as the app's own HTTP client sends it).
          'x-xsrf-token': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as unknown;
    },
    { url, body },
  );
}

/** Moves one order's timeline back by `days` through the test server's test clock. */
async function shiftOrderBack(page: Page, id: string, days: number): Promise<void> {
  expect(await staffRequest(page, `/api/test-clock/orders/${id}`, { days })).toEqual({
    id,
    shiftedDays: days,
  });
}

describe('operations console: fulfilment by staff', () => {
  let browser: Browser;
  let customerContext: BrowserContext;
  let adminContext: BrowserContext;
  let customer: Page;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Staff and customers far from the UK: the console's days are UK days whatever the browser's
    // zone (Auckland is a day ahead of London for half of every day, Los Angeles behind).
    customerContext = await newContext(browser, { timezoneId: 'America/Los_Angeles' });
    adminContext = await newContext(browser, { timezoneId: 'Pacific/Auckland' });
    // The shared server may be busy (other suites' analysis jobs): allow slower steps.
    customerContext.setDefaultTimeout(30_000);
    adminContext.setDefaultTimeout(30_000);
    customer = await customerContext.newPage();
    admin = await adminContext.newPage();
    await signIn(customer, 'customer@example.com');
    await signIn(admin, 'admin@example.com');
  });
  afterAll(async () => {
    await customerContext.close();
    await adminContext.close();
    await browser.close();
  });

  async function openOrder(number: string) {
    await admin.goto('/operations');
    await heading(admin, 'Operations');
    await admin.getByLabel('Search orders').fill(number);
    await expect
      .poll(() => admin.getByRole('button', { name: new RegExp(number) }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await admin.getByRole('button', { name: new RegExp(number) }).click();
    await heading(admin, `Order ${number}`);
  }

  it('dispatches, marks delivered and received, with every step in the audit log', async () => {
    const order = await buyKit(customer);
    await openOrder(order.number);
    await expectAccessible(admin);
    await screenshots(admin, 'operations-paid');

    await admin.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await admin.getByRole('button', { name: 'Confirm dispatch' }).click();
    await visible(admin, 'Enter the tracking number.');
    await admin.getByLabel('Tracking number').fill('RM 1234 5678 GB');
    await admin.getByRole('button', { name: 'Confirm dispatch' }).click();
    await visible(admin, "Enter the recorder's serial number from its label.");
    await admin.getByLabel('Recorder serial number (on its label)').fill('HC-E2E-0001');
    await admin.getByRole('button', { name: 'Confirm dispatch' }).click();
    await visible(admin, `Order ${order.number} dispatched.`);

    await customer.goto(`/order-details/${order.id}`);
    await expect
      .poll(() => customer.getByTestId('tracking-number').textContent(), { timeout: 30_000 })
      .toContain('RM 1234 5678 GB');
    await visible(customer, 'Wearing your heart monitor');

    // The date field offers today in the UK, which the API accepts at any hour.
    await admin.getByRole('button', { name: 'Mark delivered', exact: true }).click();
    expect(await admin.getByLabel('Delivered on').inputValue()).toBe(ukDay(Date.now()));
    await admin.getByRole('button', { name: 'Confirm delivery' }).click();
    await visible(admin, `Order ${order.number} marked as delivered.`);
    await customer.reload();
    await visible(customer, 'Returning your device');
    await expectAccessible(customer);
    await screenshots(customer, 'order-details-delivered');

    // The customer says they have posted it back (optional step).
    await customer.getByRole('button', { name: 'I have posted it back' }).click();
    await visible(customer, 'Thank you. We will let you know when it arrives.');
    await admin.reload();
    await heading(admin, `Order ${order.number}`);

    // The recorder back is checked against the one sent: another one is refused.
    await admin.getByRole('button', { name: 'Mark received back', exact: true }).click();
    await visible(admin, 'Sent with recorder HC-E2E-0001');
    await admin.getByLabel('Recorder serial number (on its label)').fill('HC-E2E-0002');
    await admin.getByRole('button', { name: 'Confirm received' }).click();
    await visible(admin, "this may be another patient's recording");
    await admin.getByLabel('Recorder serial number (on its label)').fill('hc-e2e-0001');
    await admin.getByRole('button', { name: 'Confirm received' }).click();
    await visible(admin, `Order ${order.number} marked as received back.`);
    await expect
      .poll(async () => (await admin.getByTestId('audit-action').allTextContents()).join(','), {
        timeout: 30_000,
      })
      .toBe(
        [
          'Order placed',
          'Checkout started',
          'Payment received',
          'Dispatched',
          'Delivered',
          'Posted back by the customer',
          'Received back',
        ].join(','),
      );
    await expectAccessible(admin);
    await screenshots(admin, 'operations-received');

    await customer.reload();
    await visible(customer, 'Your device is back with us.');
  }, 180_000);

  it('charges the replacement fee for an overdue device once, never twice', async () => {
    const order = await buyKit(customer);
    await openOrder(order.number);
    await admin.getByRole('button', { name: 'Dispatch', exact: true }).click();
    await admin.getByLabel('Tracking number').fill('RM 9999 0000 GB');
    await admin.getByLabel('Recorder serial number (on its label)').fill('HC-E2E-0003');
    await admin.getByRole('button', { name: 'Confirm dispatch' }).click();
    await visible(admin, `Order ${order.number} dispatched.`);
    await admin.getByRole('button', { name: 'Mark delivered', exact: true }).click();
    // A cleared date is a missing answer, not today.
    await admin.getByLabel('Delivered on').fill('');
    await admin.getByRole('button', { name: 'Confirm delivery' }).click();
    await visible(admin, 'Enter the day the recorder was delivered.');
    // Delivery days are UK calendar days, never before the day the kit was dispatched.
    const twelveDaysAgo = ukDay(Date.now() - 12 * 86_400_000);
    await admin.getByLabel('Delivered on').fill(twelveDaysAgo);
    await admin.getByRole('button', { name: 'Confirm delivery' }).click();
    await visible(
      admin,
      `Delivered on: the delivery date cannot be before the day the order was dispatched (${ukDay(Date.now())}).`,
    );
    // The test clock moves this order's timeline back 13 days, as if dispatched then.
    await shiftOrderBack(admin, order.id, 13);
    await admin.getByRole('button', { name: 'Confirm delivery' }).click();
    await visible(admin, 'The device is past its return due date.');

    await customer.goto(`/order-details/${order.id}`);
    await visible(customer, 'Your device is overdue');
    await expectAccessible(customer);
    await screenshots(customer, 'order-details-overdue');

    await admin.getByRole('button', { name: 'Flag not returned', exact: true }).click();
    await visible(admin, 'The replacement fee of £68.00 is charged once');
    await screenshots(admin, 'operations-flag-confirm');
    await admin.getByRole('button', { name: 'Flag and charge' }).click();
    await visible(admin, `Order ${order.number} flagged as not returned.`);
    await visible(admin, /£68\.00 charged on/);
    expect(
      await admin.getByRole('button', { name: 'Flag not returned', exact: true }).count(),
    ).toBe(0);

    // A second attempt (e.g. another member of staff, or a replayed request) is refused.
    const second = (await staffRequest(admin, '/api/graphql', {
      query: 'mutation($id: ID!) { flagOrderNotReturned(id: $id) { id } }',
      variables: { id: order.id },
    })) as { errors?: { message: string }[] };
    expect(second.errors?.[0]?.message).toMatch(/already flagged as not returned/);
    await admin.reload();
    await expect
      .poll(
        async () =>
          (await admin.getByTestId('audit-action').allTextContents()).filter(
            (a) => a === 'Replacement fee charged',
          ),
        { timeout: 30_000 },
      )
      .toEqual(['Replacement fee charged']);
    await expectAccessible(admin);
    await screenshots(admin, 'operations-not-returned');

    await customer.reload();
    await visible(customer, 'Device not returned');
    await visible(customer, /a replacement fee of £68\.00 was charged/);
  }, 180_000);

  it('keeps customers out of the console', async () => {
    await customer.goto('/operations');
    await customer.waitForURL(/\/access-denied$/);
  }, 180_000);
});
