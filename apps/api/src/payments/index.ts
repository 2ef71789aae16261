import type { Keyring } from '../config/secrets-key.ts';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createStripeAdapter, type PaymentAdapter } from './adapter.ts';
import {
  createPaymentsSandbox,
  loadSandboxKeys,
  SANDBOX_API_BASE,
  type PaymentsSandbox,
} from './sandbox/index.ts';

export type { PaymentAdapter } from './adapter.ts';

export interface Payments {
  adapter: PaymentAdapter;
  /** The local sandbox when no Stripe key is configured. */
  sandbox: PaymentsSandbox | undefined;
}

/** The server's own address for calls it makes to itself (sandbox API, webhook deliveries). */
export interface SelfAddress {
  port: number;
  host: string;
}

function loopbackHost(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the embedded sandbox on the same origin, with
 * the same adapter pointed at it.
 */
export async function createPayments(
  config: AppConfig,
  db: Database,
  self: () => SelfAddress,
  keyring: Keyring,
): Promise<Payments> {
  if (config.stripe.secretKey && config.stripe.webhookSecret) {
    return {
      adapter: createStripeAdapter({
        kind: 'stripe',
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
      }),
      sandbox: undefined,
    };
  }
  const keys = await loadSandboxKeys(db, keyring);
  const sandbox = createPaymentsSandbox({
    db,
    keys,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    webhookUrl: () => {
      const address = self();
      return `http://${loopbackHost(address.host)}:${address.port}/api/payments/webhook`;
    },
  });
  const adapter = createStripeAdapter({
    kind: 'sandbox',
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret,
    endpoint: () => {
      const address = self();
      return {
        protocol: 'http',
        host: loopbackHost(address.host),
        port: address.port,
        basePath: SANDBOX_API_BASE,
      };
    },
  });
  return { adapter, sandbox };
}
