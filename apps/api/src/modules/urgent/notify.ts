import {
  mailCustomer,
  orderProductFacts,
  type OrderRow,
  type OrderDeps,
} from '../orders/public.ts';

/**
 * What the customer must do now: their GP or NHS 111 the same day, 999 for red flags. The red
 * flags are NHS 111/999 guidance's emergency heart symptoms (nhs.uk, "When to call 999").
 */
export function urgentAdvice(product: { recordingHours: number }): string[] {
  return [
    `Please contact your GP surgery today. If it is closed, call NHS 111 (or go to 111.nhs.uk). Tell them a cardiologist has flagged a finding on your ${product.recordingHours}-hour heart monitor and show them your results and cardiac report.`,
    'Call 999 now if you have chest pain, faint or collapse, are severely short of breath, or feel your heart racing or very slow and feel unwell.',
  ];
}

/**
 * The email for a report signed with an urgent finding. On the first signature it replaces the
 * usual "results ready" email (one message, urgent first); on an amendment it is sent alone.
 */
export async function notifyUrgent(
  deps: OrderDeps,
  order: OrderRow,
  first: boolean,
): Promise<void> {
  const product = await orderProductFacts(deps.db, order.productId);
  return mailCustomer(
    deps,
    order,
    first ? 'results-ready-urgent' : 'urgent-finding',
    `Important: please contact your GP today about your heart check (${order.number})`,
    [
      `A cardiologist has reviewed your recording for order ${order.number} and found something that needs prompt medical attention.`,
      '',
      ...urgentAdvice(product),
      '',
      'Our team will also telephone you during support hours (Monday to Friday, 9am to 5pm UK time).',
      `Your results and cardiac report: ${deps.publicUrl}/results (you can share them with your GP from there).`,
    ],
  );
}
