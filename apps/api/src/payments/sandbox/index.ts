import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { Keyring } from '../../config/secrets-key.ts';
import { loadOrCreateSecret } from '../../db/secrets.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { SandboxEngine } from './engine.ts';
import { createSandboxApi, createSandboxCheckoutPages } from './routes.ts';
import { SandboxStore, WebhookDispatcher } from './state.ts';

/** Where the sandbox's API is mounted; the adapter's SDK requests to /v1/… are sent below it. */
export const SANDBOX_API_BASE = '/sandbox/stripe';

export interface SandboxKeys {
  secretKey: string;
  webhookSecret: string;
}

/** The sandbox's API key and webhook signing secret, generated once and kept in the database. */
export async function loadSandboxKeys(db: Database, keyring: Keyring): Promise<SandboxKeys> {
  return loadOrCreateSecret(db, keyring, 'payments.sandbox-keys', async () => ({
    secretKey: `sk_test_sandbox_${randomBytes(24).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
  }));
}

export interface PaymentsSandbox {
  keys: SandboxKeys;
  /** Mounts the API at /sandbox/stripe and the hosted pages at /sandbox/checkout/…. */
  mount(app: Hono<never> | Hono): void;
  /** Starts delivering pending webhooks (after the server listens). */
  start(): void;
  close(): void;
}

export function createPaymentsSandbox(options: {
  db: Database;
  keys: SandboxKeys;
  publicUrl: string;
  /** The URL webhooks are posted to, resolved when delivering (the server's own address). */
  webhookUrl: () => string;
  trustProxy?: boolean;
}): PaymentsSandbox {
  const store = new SandboxStore(options.db);
  const events = new WebhookDispatcher(store, {
    url: options.webhookUrl,
    secret: options.keys.webhookSecret,
  });
  const engine = new SandboxEngine(store, events, options.publicUrl);
  let sweep: NodeJS.Timeout | undefined;
  return {
    keys: options.keys,
    mount(app) {
      const target = app as unknown as Hono;
      target.route(SANDBOX_API_BASE, createSandboxApi(engine, options.db, options.keys.secretKey));
      target.route(
        '/sandbox',
        createSandboxCheckoutPages(engine, options.db, options.trustProxy ?? false),
      );
    },
    start() {
      events.schedule(0);
      // Abandoned checkout pages expire after 24 h, like Stripe's, and say so by webhook.
      sweep ??= setInterval(() => {
        engine.expireDueSessions().catch((error: unknown) => {
          logger.warn('expiring sandbox checkout sessions failed', describeError(error));
        });
      }, 60_000);
      sweep.unref();
    },
    close() {
      if (sweep) clearInterval(sweep);
      events.close();
    },
  };
}
