import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { outboxMessages, type Mailer } from '../outbox/public.ts';
import { users } from '../users/public.ts';
import { recordPayment } from './cancel.ts';
import { createOrder } from './create.ts';
import { processPaymentEvent } from './payment-events.ts';
import { orders, type OrderRow } from './schema.ts';
import { paidSession } from './testing.ts';
import type { OrderDeps } from './types.ts';

const CUSTOMER = 'customer@example.com';

/**
 * A step's email commits with the step (transactional outbox): an order is never paid without
 * its payment email, and an email never reports a step that did not happen.
 */
describe.each(testDatabaseKinds())('step emails on %s', (kind) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { LOG_LEVEL: 'silent' });
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, await t.tokenFor(CUSTOMER));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app's order services with another mailer (the real one's outbox, other behaviour). */
  const withMailer = (mailer: Partial<Mailer>): OrderDeps => ({
    ...t.app.services.orders,
    mailer: { ...t.app.services.orders.mailer, ...mailer },
  });

  async function unpaidOrder(): Promise<OrderRow> {
    const db = t.app.database.db;
    const user = (await db.select().from(users).where(eq(users.email, CUSTOMER)))[0]!;
    const created = await createOrder(t.app.services.orders, user, {
      acceptedTermsVersion: TERMS_VERSION,
      deliveryAddress: {
        address: '1 High Street',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    });
    return (await db.select().from(orders).where(eq(orders.id, created.id)))[0]!;
  }

  const stateOf = async (order: OrderRow) => {
    const db = t.app.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'order-paid'), eq(outboxMessages.recipient, CUSTOMER)));
    return {
      status: row!.status,
      mails: mail.filter((m) => m.subject.includes(order.number)).length,
    };
  };

  const stopped = () => Promise.reject(new Error('the process stopped'));

  it('keeps the payment email when the process stops after the payment commits', async () => {
    const order = await unpaidOrder();
    const deps = withMailer({ send: stopped, deliver: stopped });
    await expect(recordPayment(deps, order.id, `pi_stop_${kind}`, null)).rejects.toThrow(
      'the process stopped',
    );
    // Delivery is the retry loop's (or, with no SMTP, the outbox is the delivery).
    expect(await stateOf(order)).toEqual({ status: 'paid', mails: 1 });
  });

  it('keeps it on the webhook path too', async () => {
    const order = await unpaidOrder();
    n += 1;
    const event = {
      id: `evt_step_mail_${kind}_${Date.now()}_${n}`,
      type: 'checkout.session.completed',
      data: {
        object: paidSession(order, {
          session: `cs_step_mail_${kind}_${n}`,
          intent: `pi_step_mail_${kind}_${n}`,
          customer: null,
        }),
      },
    } as unknown as Stripe.Event;
    const deps = withMailer({ send: stopped, deliver: stopped });
    await expect(processPaymentEvent(deps, event)).rejects.toThrow('the process stopped');
    expect(await stateOf(order)).toEqual({ status: 'paid', mails: 1 });
  });

  it('writes no email when the step does not commit', async () => {
    const order = await unpaidOrder();
    const real = t.app.services.orders.mailer;
    // The email is written, then the transaction fails (as a full disk or a lost connection would).
    const deps = withMailer({
      queue: async (tx, message) => {
        await real.queue(tx, message);
        throw new Error('the database refused');
      },
    });
    await expect(recordPayment(deps, order.id, `pi_fail_${kind}`, null)).rejects.toThrow(
      'the database refused',
    );
    expect(await stateOf(order)).toEqual({ status: 'awaiting_payment', mails: 0 });
  });
});
