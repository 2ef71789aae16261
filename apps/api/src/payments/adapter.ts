import Stripe from 'stripe';

/**
 * The one payment adapter, written against Stripe's API with the official SDK. With a real key it
 * talks to api.stripe.com; without one it is pointed (host/port/protocol plus a base path) at the
 * local payments sandbox, which speaks the same subset of the API.
 */

export interface CheckoutSessionInput {
  orderId: string;
  orderNumber: string;
  productName: string;
  quantity: number;
  unitAmountPence: number;
  taxPence: number;
  taxRate: number;
  currency: string;
  customerEmail: string | undefined;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutSessionResult {
  id: string;
  url: string;
  expiresAt: Date;
}

export interface CheckoutSessionState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: string;
  paymentIntentId: string | null;
  customerId: string | null;
  orderId: string | null;
}

export interface OffSessionChargeInput {
  /** The order's original payment, whose card was saved for off-session use. */
  originalPaymentIntentId: string;
  customerId: string;
  amountPence: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface PaymentAdapter {
  readonly kind: 'stripe' | 'sandbox';
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSessionResult>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState>;
  expireCheckoutSession(id: string): Promise<void>;
  refund(input: {
    paymentIntentId: string;
    orderId: string;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  chargeOffSession(input: OffSessionChargeInput): Promise<{ id: string; status: string }>;
  /** Verifies a webhook's Stripe-Signature and parses the event; throws on a bad signature. */
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event;
}

export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
  readonly paymentIntentId: string | undefined;
  constructor(message: string, paymentIntentId?: string) {
    super(message);
    this.paymentIntentId = paymentIntentId;
  }
}

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret: string;
  kind: 'stripe' | 'sandbox';
  /** Where the API is (read on first use); absent for api.stripe.com. */
  endpoint?: () => { protocol: 'http' | 'https'; host: string; port: number; basePath: string };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function createClient(options: StripeAdapterOptions): Stripe {
  const endpoint = options.endpoint?.();
  const basePath = endpoint?.basePath.replace(/\/$/, '') ?? '';
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'HeartCheck', version: '0.1.0' },
    ...(endpoint
      ? {
          host: endpoint.host,
          port: endpoint.port,
          protocol: endpoint.protocol,
          // The SDK has no base-path option: prefix its /v1/… paths on the way out.
          httpClient: Stripe.createFetchHttpClient((url, init) => {
            const target = new URL(url instanceof Request ? url.url : url);
            target.pathname = `${basePath}${target.pathname}`;
            return fetch(target, init);
          }),
        }
      : {}),
  });
}

export function createStripeAdapter(options: StripeAdapterOptions): PaymentAdapter {
  let client: Stripe | undefined;
  const sdk = (): Stripe => (client ??= createClient(options));

  return {
    kind: options.kind,

    async createCheckoutSession(input) {
      const session = await sdk().checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.orderId,
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          customer_creation: 'always',
          line_items: [
            {
              quantity: input.quantity,
              price_data: {
                currency: input.currency,
                unit_amount: input.unitAmountPence,
                product_data: { name: input.productName },
              },
            },
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.taxPence,
                product_data: { name: `Tax (${input.taxRate}%)` },
              },
            },
          ],
          metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
          payment_intent_data: {
            // Saves the card for the off-session replacement-fee charge (help content, §5).
            setup_future_usage: 'off_session',
            description: `HeartCheck order ${input.orderNumber}`,
            metadata: { orderId: input.orderId, orderNumber: input.orderNumber, kind: 'order' },
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('the checkout session has no URL');
      return {
        id: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async retrieveCheckoutSession(id) {
      const session = await sdk().checkout.sessions.retrieve(id);
      return {
        id: session.id,
        status: (session.status ?? 'open') as CheckoutSessionState['status'],
        paymentStatus: session.payment_status,
        paymentIntentId: idOf(session.payment_intent),
        customerId: idOf(session.customer),
        orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
      };
    },

    async expireCheckoutSession(id) {
      await sdk().checkout.sessions.expire(id);
    },

    async refund(input) {
      const refund = await sdk().refunds.create(
        { payment_intent: input.paymentIntentId, metadata: { orderId: input.orderId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    async chargeOffSession(input) {
      const original = await sdk().paymentIntents.retrieve(input.originalPaymentIntentId);
      const paymentMethod = idOf(original.payment_method);
      if (!paymentMethod)
        throw new PaymentDeclinedError('No card was saved with the original payment.');
      try {
        const intent = await sdk().paymentIntents.create(
          {
            amount: input.amountPence,
            currency: input.currency,
            customer: input.customerId,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: intent.id, status: intent.status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
          throw new PaymentDeclinedError(error.message, raw?.payment_intent?.id);
        }
        throw error;
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('No Stripe-Signature header');
      return sdk().webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
  };
}
