import { describeError, logger } from '../../lib/logger.ts';
import type { MailKind, OutgoingMail } from '../outbox/public.ts';
import type { Database } from '../../db/client.ts';
import { type OrderRow } from './schema.ts';
import { wearHoursText } from '@heartcheck/contracts/product-facts';
import { orderProductFacts } from './product.ts';
import { type OrderAction } from './state-machine.ts';
import type { OrderDeps } from './types.ts';
import { customerOf } from './queries.ts';

/** Emails at each customer-visible step (outbox, or SMTP when configured). */

// ---------------------------------------------------------------------------------------------
// Mail

export function pounds(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

/** An email's kind, subject and lines; `queueMail` adds the greeting, the order link and sign-off. */
export interface Letter {
  kind: MailKind;
  subject: string;
  lines: string[];
}

/** The customer's email about their order, or undefined when the account has no address. */
async function composeMail(
  deps: Pick<OrderDeps, 'db' | 'publicUrl'>,
  order: OrderRow,
  kind: MailKind,
  subject: string,
  lines: string[],
): Promise<OutgoingMail | undefined> {
  const customer = await customerOf(deps.db, order);
  if (!customer?.email) return undefined;
  const greeting = customer.firstName ? `Hello ${customer.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `Follow your order: ${deps.publicUrl}/order-details/${order.id}`,
    '',
    'HeartCheck',
  ].join('\n');
  return { to: customer.email, subject, text, kind };
}

/** Sends now; a failure is logged, not thrown (the change it reports has already happened). */
async function sendLogged(deps: OrderDeps, order: OrderRow, message: OutgoingMail): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    logger.warn('order email failed', {
      orderId: order.id,
      kind: message.kind,
      ...describeError(error),
    });
  }
}

/**
 * Writes a customer email about the order into the outbox in `tx`, the transaction of the change
 * it reports; answers its id for `deliverNotice` after the commit (undefined: no address).
 */
export async function queueMail(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
  letter: Letter,
): Promise<string | undefined> {
  const message = await composeMail(
    { ...deps, db: tx },
    order,
    letter.kind,
    letter.subject,
    letter.lines,
  );
  return message && deps.mailer.queue(tx, message);
}

/** Sends the customer's email for a step the order has taken (outside its transaction). */
export async function notify(deps: OrderDeps, order: OrderRow, action: OrderAction): Promise<void> {
  const message = await composeNotice(deps, order, action);
  if (message) await sendLogged(deps, order, message);
}

/**
 * Writes the customer's email for a step into the outbox in `tx`, the step's own transaction, so
 * the email exists exactly when the step commits; answers its id for `deliverNotice` after the
 * commit. A failure here fails the step (its transaction cannot commit without the email).
 */
export async function queueNotice(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
  action: OrderAction,
): Promise<string | undefined> {
  const message = await composeNotice({ ...deps, db: tx }, order, action);
  return message && deps.mailer.queue(tx, message);
}

/** Delivers a queued email now, once its transaction has committed (SMTP configured). */
export async function deliverNotice(deps: OrderDeps, id: string | undefined): Promise<void> {
  if (id) await deps.mailer.deliver(id);
}

/** The customer's email for a step the order has taken, if the step has one. */
async function composeNotice(
  deps: Pick<OrderDeps, 'db' | 'publicUrl'>,
  order: OrderRow,
  action: OrderAction,
): Promise<OutgoingMail | undefined> {
  const n = order.number;
  switch (action) {
    case 'pay':
      return composeMail(deps, order, 'order-paid', `Payment received for order ${n}`, [
        `Thank you: we have received your payment of ${pounds(order.totalPence)} for order ${n}.`,
        'We will post your heart monitor within 2 working days and email you the tracking number.',
      ]);
    case 'dispatch':
      return composeMail(
        deps,
        order,
        'order-dispatched',
        `Your heart monitor is on its way (${n})`,
        [
          `Your kit for order ${n} has been dispatched. Tracking number: ${order.trackingNumber ?? ''}.`,
          `When it arrives, wear it for ${wearHoursText(await orderProductFacts(deps.db, order.productId))}: hold the button for about 2 seconds to start; the green light blinks every 20 seconds while it records. Hold about 8 seconds to stop.`,
          'Then post it back in the prepaid envelope. We can only process your data once the device is back with us.',
        ],
      );
    case 'resultsReady':
      // Release after review: nothing is sent when the automated analysis finishes; the
      // customer hears from us when the cardiologist has signed (cardiacReportReady).
      return undefined;
    case 'cardiacReportReady':
      return composeMail(
        deps,
        order,
        'results-ready',
        `Your heart check results and cardiac report are ready (${n})`,
        [
          `A cardiologist has reviewed your recording for order ${n} and signed your report.`,
          `Read your results and the cardiac report in your portal: ${deps.publicUrl}/results`,
        ],
      );
    case 'refund':
      return composeMail(deps, order, 'order-refunded', `Order ${n} cancelled and refunded`, [
        `Your order ${n} has been cancelled and ${pounds(order.totalPence)} refunded to your card. Refunds usually reach your account within 5 to 10 working days.`,
      ]);
    default:
      return undefined;
  }
}

/** The replacement fee's email, written in `tx`, the charge's transaction; deliver it after. */
export async function queueReplacement(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
): Promise<string | undefined> {
  const fee =
    order.replacementFeePence ?? (await orderProductFacts(tx, order.productId)).replacementFeePence;
  return queueMail(deps, tx, order, {
    kind: 'replacement-fee',
    subject: `Replacement fee charged for order ${order.number}`,
    lines: [
      `The heart monitor for order ${order.number} was due back by ${order.returnDueAt?.toISOString().slice(0, 10) ?? ''} and has not reached us.`,
      `As explained when you ordered, we have charged a replacement fee of ${pounds(fee)} to the card you paid with.`,
      'If you have posted it, please contact support.',
    ],
  });
}
