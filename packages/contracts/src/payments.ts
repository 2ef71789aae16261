import { z } from 'zod';
import { requestBody } from './common.ts';

/** Body of POST /api/payments/create-checkout-session. */
export const checkoutInput = requestBody({ orderId: z.string().min(1).max(100) });
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** Answer of POST /api/payments/create-checkout-session: where to send the customer. */
export const checkoutStart = z.object({
  url: z.string(),
  sessionId: z.string(),
  /** true when an open session was reused (a second "Pay Now"). */
  reused: z.boolean(),
});
export type CheckoutStart = z.infer<typeof checkoutStart>;
