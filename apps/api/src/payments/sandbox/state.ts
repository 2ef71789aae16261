import { createHmac, randomBytes } from 'node:crypto';
import { asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { sandboxDeliveries, sandboxObjects } from './schema.ts';

export type StripeLike = Record<string, unknown> & { id: string; object: string };

/** The API version the sandbox stamps on its events (the SDK's pinned version is accepted). */
export const SANDBOX_API_VERSION = '2026-10-28.endive';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Objects of the sandbox (sessions, payment intents, charges, …) stored as Stripe-shaped JSON. */
export class SandboxStore {
  readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async get<T extends StripeLike>(id: string, object?: string): Promise<T | undefined> {
    const rows = await this.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id));
    const row = rows[0];
    if (!row || (object && row.object !== object)) return undefined;
    return row.data as T;
  }

  async put<T extends StripeLike>(value: T): Promise<T> {
    await this.db
      .insert(sandboxObjects)
      .values({ id: value.id, object: value.object, data: value })
      .onConflictDoUpdate({
        target: sandboxObjects.id,
        set: { data: value, updatedAt: new Date() },
      });
    return value;
  }
}

export interface WebhookTarget {
  url: () => string;
  secret: string;
}

/** Stripe's signature scheme: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Creates events and delivers them to the webhook endpoint, signed, retrying with backoff until
 * the endpoint answers 2xx. Pending deliveries live in the database, so they survive restarts.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private closed = false;
  private readonly store: SandboxStore;
  private readonly target: WebhookTarget;

  constructor(store: SandboxStore, target: WebhookTarget) {
    this.store = store;
    this.target = target;
  }

  async emit(type: string, object: StripeLike): Promise<StripeLike> {
    const event: StripeLike = {
      id: newId('evt'),
      object: 'event',
      api_version: SANDBOX_API_VERSION,
      created: nowSeconds(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    await this.store.put(event);
    await this.store.db.insert(sandboxDeliveries).values({ eventId: event.id });
    this.schedule(0);
    return event;
  }

  schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delayMs);
    this.timer.unref();
  }

  /** Delivers every due event once, in creation order. */
  async run(): Promise<void> {
    if (this.running || this.closed) return;
    this.running = true;
    let nextDelay: number | undefined;
    try {
      const due = await this.store.db
        .select()
        .from(sandboxDeliveries)
        .where(lte(sandboxDeliveries.nextAttemptAt, new Date()))
        .orderBy(asc(sandboxDeliveries.nextAttemptAt));
      for (const delivery of due) {
        if (this.closed) return;
        const event = await this.store.get(delivery.eventId, 'event');
        if (!event) {
          await this.store.db
            .delete(sandboxDeliveries)
            .where(eq(sandboxDeliveries.eventId, delivery.eventId));
          continue;
        }
        const ok = await this.deliver(event).catch((error: unknown) => {
          logger.warn('sandbox webhook delivery failed', {
            eventId: event.id,
            ...describeError(error),
          });
          return false;
        });
        if (ok || delivery.attempts >= 11) {
          await this.store.db
            .delete(sandboxDeliveries)
            .where(eq(sandboxDeliveries.eventId, delivery.eventId));
        } else {
          const wait = Math.min(2 ** delivery.attempts * 500, 60_000);
          await this.store.db
            .update(sandboxDeliveries)
            .set({ attempts: delivery.attempts + 1, nextAttemptAt: new Date(Date.now() + wait) })
            .where(eq(sandboxDeliveries.eventId, delivery.eventId));
          nextDelay = Math.min(nextDelay ?? wait, wait);
        }
      }
      const more = await this.store.db.select().from(sandboxDeliveries).limit(1);
      if (more[0] && nextDelay === undefined) nextDelay = 1000;
    } catch (error) {
      if (!this.closed) logger.warn('sandbox webhook run failed', describeError(error));
      nextDelay = 2000;
    } finally {
      this.running = false;
    }
    if (nextDelay !== undefined) this.schedule(nextDelay);
  }

  private async deliver(event: StripeLike): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(this.target.url(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signPayload(payload, this.target.secret),
        'user-agent': 'HeartCheck-PaymentsSandbox/1.0 (+Stripe-compatible)',
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.ok;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
