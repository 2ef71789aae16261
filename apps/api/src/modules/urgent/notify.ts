import type { Database } from '../../db/client.ts';
import {
  orderProductFacts,
  queueMail,
  type Letter,
  type OrderRow,
  type OrderDeps,
} from '../orders/public.ts';

type UrgentContact = { outOfHours: boolean; phone: string };

/** Support hours as the customer reads them (hours.ts: staffed hours). */
const SUPPORT_HOURS = 'Monday to Friday, 9am-5pm UK time, except bank holidays';

/**
 * What the customer must do now. Within staffed hours: their GP the same day, or NHS 111 when the
 * surgery is closed. Out of hours (GP surgeries closed): NHS 111 now. Always 999 for red flags:
 * NHS guidance's emergency heart symptoms (nhs.uk, "When to call 999").
 */
export function urgentAdvice(product: { recordingHours: number }, outOfHours: boolean): string[] {
  const finding = `a cardiologist has flagged a finding on your ${product.recordingHours}-hour heart monitor`;
  return [
    outOfHours
      ? `Please call NHS 111 now (or go to 111.nhs.uk): our team and GP surgeries are closed. Tell them ${finding} and show them your results and cardiac report.`
      : `Please contact your GP surgery today. If it is closed, call NHS 111 (or go to 111.nhs.uk). Tell them ${finding} and show them your results and cardiac report.`,
    'Call 999 now if you have chest pain, faint or collapse, are severely short of breath, or feel your heart racing or very slow and feel unwell.',
  ];
}

/**
 * The email for a report signed with an urgent finding, written in `tx`, the signature's
 * transaction (deliver it after). On the first signature it replaces the usual "results ready"
 * email (one message, urgent first); on an amendment it is sent alone.
 */
export async function queueUrgent(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
  first: boolean,
  flag: UrgentContact,
): Promise<string | undefined> {
  return queueMail(deps, tx, order, await urgentLetter(tx, deps.publicUrl, order, first, flag));
}

async function urgentLetter(
  db: Database,
  publicUrl: string,
  order: OrderRow,
  first: boolean,
  flag: UrgentContact,
): Promise<Letter> {
  const product = await orderProductFacts(db, order.productId);
  const call = !flag.phone
    ? 'We have no phone number for you, so please reply to this email or add your number in your account settings so that we can call you.'
    : flag.outOfHours
      ? `Our team will also telephone you when we open (${SUPPORT_HOURS}).`
      : `Our team will also telephone you today (${SUPPORT_HOURS}).`;
  return {
    kind: first ? 'results-ready-urgent' : 'urgent-finding',
    subject: flag.outOfHours
      ? `Important: please call NHS 111 now about your heart check (${order.number})`
      : `Important: please contact your GP today about your heart check (${order.number})`,
    lines: [
      `A cardiologist has reviewed your recording for order ${order.number} and found something that needs prompt medical attention.`,
      '',
      ...urgentAdvice(product, flag.outOfHours),
      '',
      call,
      `Your results and cardiac report: ${publicUrl}/results (you can share them with your GP from there).`,
    ],
  };
}

/** What happens next with the GP: the practice given at order and the customer's consent. */
function gpSentence(order: OrderRow): string {
  if (!order.gpPracticeName)
    return 'You did not give us your GP practice, so please show your results and cardiac report to your GP yourself.';
  return order.gpConsent
    ? `As you agreed, we will also contact your GP practice (${order.gpPracticeName}).`
    : `You did not agree that we contact your GP practice (${order.gpPracticeName}), so please show your results and cardiac report to your GP yourself.`;
}

/**
 * After the calls and the retry failed: the advice in writing, and a request to call us; written
 * in `tx`, the call's transaction (deliver it after).
 */
export async function queueUnreached(
  deps: OrderDeps,
  tx: Database,
  order: OrderRow,
): Promise<string | undefined> {
  return queueMail(deps, tx, order, await unreachedLetter(tx, deps.publicUrl, order));
}

async function unreachedLetter(db: Database, publicUrl: string, order: OrderRow): Promise<Letter> {
  const product = await orderProductFacts(db, order.productId);
  return {
    kind: 'urgent-unreached',
    subject: `We could not reach you by phone about your heart check (${order.number})`,
    lines: [
      `We have tried to telephone you several times about an urgent finding in your heart check (order ${order.number}) and could not reach you.`,
      '',
      ...urgentAdvice(product, false),
      '',
      `Please reply to this email or call us (${SUPPORT_HOURS}), and check the phone number in your account settings. ${gpSentence(order)}`,
      `Your results and cardiac report: ${publicUrl}/results`,
    ],
  };
}
