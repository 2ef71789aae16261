import { createRoute } from '@hono/zod-openapi';
import { checkoutInput, checkoutStart } from '@heartcheck/contracts/payments';
import { z } from 'zod';
import type { AppConfig } from '../config/env.ts';
import { requireViewer, type ApiApp, type ApiContext } from '../http/auth.ts';
import { documentedBody, failure, json } from '../http/openapi.ts';
import { clientAddress, createRateLimiter } from '../http/rate-limit.ts';
import { describeError, logger } from '../lib/logger.ts';
import {
  orderViewer,
  processPaymentEvent,
  OrderNotFoundError,
  OrderRuleError,
  PaymentProviderError,
  startCheckout,
  type OrderDeps,
} from '../modules/orders/public.ts';
import type { Payments } from './index.ts';

const checkout = createRoute({
  method: 'post',
  path: '/api/payments/create-checkout-session',
  summary: 'Start (or reuse) the card payment of an order awaiting payment',
  request: { body: documentedBody(checkoutInput, 'The order to pay.') },
  responses: {
    200: json(checkoutStart, 'Where to send the customer.'),
    400: failure('No order id.'),
    401: failure('Not signed in.'),
    404: failure('No such order of the caller’s.'),
    409: failure('The order cannot be paid now.'),
    429: failure('Too many payment attempts.'),
    502: failure('The payment provider did not answer.'),
  },
});

const webhook = createRoute({
  method: 'post',
  path: '/api/payments/webhook',
  summary: "The payment provider's events (Stripe-Signature checked on the raw body)",
  request: {
    body: documentedBody(z.looseObject({ id: z.string(), type: z.string() }), 'An event.'),
  },
  responses: {
    200: json(
      z.object({
        received: z.literal(true),
        duplicate: z.boolean(),
        ignored: z.boolean().optional(),
      }),
      'Taken (ignored: it did not fit its order).',
    ),
    400: failure('The signature does not verify.'),
    429: failure('Too many events from this address.'),
  },
});

/**
 * Card payment: POST /api/payments/create-checkout-session (spec §7) and the provider's webhook
 * at POST /api/payments/webhook; mounts the local payments sandbox when no Stripe key is set.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { config: AppConfig; orders: OrderDeps; payments: Payments },
): void {
  const { config } = deps;
  const checkoutLimiter = createRateLimiter({
    db: deps.orders.db,
    name: 'checkout-sessions',
    // Per signed-in user (the bearer token is verified before this runs), else per address.
    limit: 20,
    windowMs: 60_000,
    key: (c) => {
      const auth = (c as unknown as ApiContext).get('auth');
      return auth.status === 'authenticated'
        ? `checkout:user:${auth.principal.subject}`
        : `checkout:ip:${clientAddress(c, config.trustProxy)}`;
    },
    message: 'Too many payment attempts. Please wait a minute and try again.',
  });
  const webhookLimiter = createRateLimiter({
    db: deps.orders.db,
    name: 'payment-webhooks',
    limit: 600,
    windowMs: 60_000,
    key: (c) => `webhook:${clientAddress(c, config.trustProxy)}`,
  });

  app.openapi({ ...checkout, middleware: [checkoutLimiter.middleware] } as const, async (c) => {
    const { user, viewer } = await requireViewer(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ message: 'The request body must be JSON: { "orderId": "…" }.' }, 400);
    }
    const parsed = checkoutInput.safeParse(body);
    if (!parsed.success)
      return c.json({ message: 'orderId is required.', issues: parsed.error.issues }, 400);
    try {
      const result = await startCheckout(
        deps.orders,
        parsed.data.orderId,
        orderViewer(user, viewer),
      );
      return c.json(result, 200);
    } catch (error) {
      if (error instanceof OrderNotFoundError) return c.json({ message: error.message }, 404);
      if (error instanceof OrderRuleError) return c.json({ message: error.message }, 409);
      if (error instanceof PaymentProviderError) return c.json({ message: error.message }, 502);
      throw error;
    }
  });

  app.openapi({ ...webhook, middleware: [webhookLimiter.middleware] } as const, async (c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = deps.payments.adapter.verifyWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      logger.warn('payment webhook refused', describeError(error));
      return c.json({ message: 'Webhook signature verification failed.' }, 400);
    }
    const result = await processPaymentEvent(deps.orders, event);
    logger.info('payment webhook', {
      eventId: event.id,
      type: event.type,
      duplicate: result.duplicate,
      outcome: result.outcome,
    });
    // An event that does not fit its order is answered 2xx too: Stripe retries anything else for
    // days, and a retry would not fit any better. `ignored` says it was not applied.
    const ignored = result.outcome.startsWith('mismatch:');
    return c.json(
      { received: true as const, duplicate: result.duplicate, ...(ignored ? { ignored } : {}) },
      200,
    );
  });

  deps.payments.sandbox?.mount(app as never);
}
