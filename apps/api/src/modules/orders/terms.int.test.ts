import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const ADDRESS = { address: '1 High St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' };
const CREATE = `mutation($input: CreateOrderInput!) {
  createOrder(input: $input) { id termsVersion termsAcceptedAt }
}`;
type Created = { createOrder: { id: string; termsVersion: string; termsAcceptedAt: string } };

/**
 * Issue 21: an order is placed only with the current Terms & Conditions accepted, and the
 * version accepted and when are kept on the order.
 */
describe.each(testDatabaseKinds())('Terms accepted at checkout on %s', (kind) => {
  let t: TestApp;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { LOG_LEVEL: 'error' });
    customer = await t.tokenFor('customer@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, customer);
  });
  afterAll(() => t?.close());

  const create = async (acceptedTermsVersion?: string) =>
    (
      await t.graphql<Created>(
        CREATE,
        { input: { deliveryAddress: ADDRESS, acceptedTermsVersion } },
        customer,
      )
    ).body;
  const myOrderCount = async () =>
    (
      await t.graphql<{ myOrders: { total: number } }>(
        'query { myOrders { total } }',
        undefined,
        customer,
      )
    ).body.data!.myOrders.total;

  it('refuses an order without the Terms accepted, or with an old version, and creates none', async () => {
    const before = await myOrderCount();
    const without = await create();
    expect(without.errors?.[0]?.message).toBe(
      `Accept the Terms & Conditions (version ${TERMS_VERSION}) to place the order.`,
    );
    const old = await create('2025-01-01');
    expect(old.errors?.[0]?.message).toBe(
      `The Terms & Conditions have changed: read and accept the current version (${TERMS_VERSION}) to place the order.`,
    );
    expect(await myOrderCount()).toBe(before);
  });

  it('records the version accepted and when on the order', async () => {
    const started = Date.now();
    const body = await create(TERMS_VERSION);
    expect(body.errors).toBeUndefined();
    const order = body.data!.createOrder;
    expect(order.termsVersion).toBe(TERMS_VERSION);
    expect(Date.parse(order.termsAcceptedAt)).toBeGreaterThanOrEqual(started - 1000);
    const read = await t.graphql<{ order: { termsVersion: string; termsAcceptedAt: string } }>(
      'query($id: ID!) { order(id: $id) { termsVersion termsAcceptedAt } }',
      { id: order.id },
      customer,
    );
    expect(read.body.data!.order).toEqual({
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: order.termsAcceptedAt,
    });
  });
});
