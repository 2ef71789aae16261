import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ukDayOf } from '../../lib/uk-day.ts';
import { productFactsText, type ProductFacts } from '@heartcheck/contracts/product-facts';
import { catalogueProducts } from '../catalogue/public.ts';
import { fillPlaceholders, SEED_ARTICLES } from '../help/public.ts';
import { outboxMessages } from '../outbox/public.ts';
import { orders } from './schema.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

/**
 * A second product is data: a 24-hour monitor added as a catalogue row (no code) gets its own
 * wear time, return window and replacement fee in the quote, the order, the rules, the emails and
 * the help text, while the 72-hour heart check keeps its own.
 */
const DAY_MS = 86_400_000;
const MONITOR_24H = {
  id: 'holter-24h',
  name: '24-hour heart check',
  productCode: 'HC-24H',
  price: 149,
  costPerItem: 10,
  bulkDiscountPrice: 45,
  taxRate: 6,
  vendor: 'HeartCheck',
  description: '<p>Wear the recorder for 24 hours, then post it back.</p>',
  recordingHours: 24,
  minRecordingHours: 24,
  returnWindowDays: 8,
  replacementFeePence: 4500,
};
const FACTS = `productFacts { recordingHours minRecordingHours returnWindowDays postDays replacementFeePence }`;
const ORDER = `id number status returnDueAt overdue replacementFeePence replacementChargedAt ${FACTS}`;

interface OrderResult {
  id: string;
  number: string;
  status: string;
  returnDueAt: string | null;
  overdue: boolean;
  replacementFeePence: number | null;
  replacementChargedAt: string | null;
  productFacts: ProductFacts & { postDays: number };
}

describe.each(testDatabaseKinds())('a product added as data on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    for (const token of [customer, admin])
      await t.graphql('mutation { userSignedIn { user { id } } }', undefined, token);
    await t.app.database.db.insert(catalogueProducts).values(MONITOR_24H);
  });
  afterAll(() => t.close());

  async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
    const { body } = await t.graphql<T>(query, variables, token);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  async function paidOrder(productId: string): Promise<OrderResult> {
    const { createOrder } = await gql<{ createOrder: OrderResult }>(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER} } }`,
      {
        input: {
          productId,
          acceptedTermsVersion: TERMS_VERSION,
          deliveryAddress: {
            address: '1 High St',
            city: 'Leeds',
            postalCode: 'LS1 1AA',
            country: 'GB',
          },
        },
      },
      customer,
    );
    const session = await fetch(`${t.url}/api/payments/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify({ orderId: createOrder.id }),
    });
    const { sessionId } = (await session.json()) as { sessionId: string };
    const paid = await fetch(`${t.url}/sandbox/checkout/${sessionId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
    });
    expect(paid.status).toBe(303);
    return createOrder;
  }

  /** Waits for what the customer waits for: the payment webhook marks the order paid. */
  async function untilPaid(id: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { order } = await gql<{ order: OrderResult }>(
        `query($id: ID!) { order(id: $id) { status } }`,
        { id },
        customer,
      );
      if (order.status === 'paid') return;
      if (Date.now() > deadline) throw new Error(`order stayed ${order.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const staff = (mutation: string, id: string) =>
    gql<Record<string, OrderResult>>(
      `mutation($id: ID!) { ${mutation} { ${ORDER} } }`,
      { id },
      admin,
    );

  async function mail(kind: string, orderNumber: string): Promise<string> {
    const rows = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, kind), like(outboxMessages.subject, `%${orderNumber}%`)));
    expect(rows).toHaveLength(1);
    return rows[0]!.textBody;
  }

  it('quotes each product with its own wear time, return window and replacement fee', async () => {
    const quote = (productId: string) =>
      gql<{ orderQuote: Record<string, unknown> }>(
        `query($p: ID) { orderQuote(productId: $p) { productName totalPence recordingHours minRecordingHours returnDueDays replacementFeePence } }`,
        { p: productId },
        customer,
      );
    expect((await quote('holter-24h')).orderQuote).toEqual({
      productName: '24-hour heart check',
      totalPence: 15_794,
      recordingHours: 24,
      minRecordingHours: 24,
      returnDueDays: 8,
      replacementFeePence: 4500,
    });
    expect((await quote('heart-check-72h')).orderQuote).toMatchObject({
      recordingHours: 72,
      minRecordingHours: 24,
      returnDueDays: 10,
      replacementFeePence: 6800,
    });
  });

  it('an order of the 24-hour monitor follows its rules and says so in its emails', async () => {
    const order = await paidOrder('holter-24h');
    expect(order.productFacts).toEqual({
      recordingHours: 24,
      minRecordingHours: 24,
      returnWindowDays: 8,
      postDays: 7,
      replacementFeePence: 4500,
    });
    await untilPaid(order.id);
    await staff('dispatchOrder(id: $id, trackingNumber: "RM123456789GB")', order.id);
    const dispatched = await mail('order-dispatched', order.number);
    expect(dispatched).toContain('When it arrives, wear it for 24 hours: hold the button');
    expect(dispatched).not.toContain('72 hours');

    // Delivered 9 days ago: past the 24-hour monitor's 8-day window (not the heart check's 10).
    await t.app.database.db
      .update(orders)
      .set({ dispatchedAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(orders.id, order.id));
    const day = ukDayOf(new Date(Date.now() - 9 * DAY_MS));
    const { markOrderDelivered: delivered } = await staff(
      `markOrderDelivered(id: $id, deliveredOn: "${day}")`,
      order.id,
    );
    const deliveredAt = (
      await t.app.database.db.select().from(orders).where(eq(orders.id, order.id))
    )[0]!.deliveredAt!;
    expect(new Date(delivered!.returnDueAt!).getTime() - deliveredAt.getTime()).toBe(8 * DAY_MS);
    expect(delivered!.overdue).toBe(true);

    const { flagOrderNotReturned: flagged } = await staff(
      'flagOrderNotReturned(id: $id)',
      order.id,
    );
    expect(flagged).toMatchObject({ replacementFeePence: 4500 });
    expect(flagged!.replacementChargedAt).not.toBeNull();
    expect(await mail('replacement-fee', order.number)).toContain(
      'we have charged a replacement fee of £45.00 to the card you paid with',
    );
  });

  it('an order of the 72-hour heart check keeps its texts and rules', async () => {
    const order = await paidOrder('heart-check-72h');
    expect(order.productFacts).toEqual({
      recordingHours: 72,
      minRecordingHours: 24,
      returnWindowDays: 10,
      postDays: 7,
      replacementFeePence: 6800,
    });
    await untilPaid(order.id);
    await staff('dispatchOrder(id: $id, trackingNumber: "RM123456780GB")', order.id);
    expect(await mail('order-dispatched', order.number)).toContain(
      'When it arrives, wear it for 24 to 72 hours: hold the button for about 2 seconds to start',
    );
  });

  it('the help guides state the product’s facts', () => {
    const returning = SEED_ARTICLES.find((a) => a.id === 'returning-the-device')!.content;
    const facts = (product: ProductFacts) => productFactsText(product);
    expect(fillPlaceholders(returning, facts(MONITOR_24H))).toContain(
      'within 8 days of delivery (up to 24 hours of wear plus 7 days for the post), we charge you for a replacement: a fee of £45.00',
    );
    expect(
      fillPlaceholders(
        returning,
        facts({
          ...MONITOR_24H,
          recordingHours: 72,
          returnWindowDays: 10,
          replacementFeePence: 6800,
        }),
      ),
    ).toContain(
      'within 10 days of delivery (up to 72 hours of wear plus 7 days for the post), we charge you for a replacement: a fee of £68.00',
    );
    expect(() => fillPlaceholders('{{unknownFact}}', facts(MONITOR_24H))).toThrow(/unknownFact/);
  });
});
