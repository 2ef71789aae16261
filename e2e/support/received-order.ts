import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, newContext, signIn } from './browser.ts';

// The Terms version in force (packages/contracts/src/terms.ts): the customer accepts it at checkout.
const TERMS_VERSION = '2026-11-26';

/** The access token the app keeps in its `token` cookie. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value);
}

/** One GraphQL call with a bearer token; fails the test on any GraphQL error. */
export async function gql<T>(
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

/**
 * A paid order of the demo customer, bought through the payment page with the success card and
 * dispatched, delivered and received back by the admin: its id, a probe of its status, and the
 * admin's token for the upload that follows and the customer's for what they read after.
 */
export async function receivedOrder(browser: Browser) {
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
  return { id, status, adminToken, customerToken };
}
