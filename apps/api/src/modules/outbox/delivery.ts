import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { outboxMessages, type OutboxMessageRow } from './schema.ts';

export interface DeliveryOptions {
  db: Database;
  transport: Transporter;
  from: string;
  /** First retry delay; each later one doubles, capped at MAX_RETRY_MS. */
  retryMs: number;
  /**
   * How long a claim holds a message. Longer than the longest send the transport allows
   * (SEND_TIMEOUTS below add up to 2 minutes), so a live sender never loses its claim.
   */
  leaseMs: number;
}

/** An hour: a mail server down for a day is retried hourly, not forgotten and not hammered. */
export const MAX_RETRY_MS = 60 * 60_000;

/** Default claim: 5 minutes, over twice the transport's worst case (see SEND_TIMEOUTS). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * nodemailer's own defaults wait up to 10 minutes on a silent socket (its SMTP connection
 * documentation: connectionTimeout 2 min, greetingTimeout 30 s, socketTimeout 10 min); bounded
 * here so a send always ends well inside its lease.
 */
export const SEND_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

/** The delay before the attempt after `attempts` failed ones: retryMs · 2^(attempts−1), capped. */
export function retryDelayMs(retryMs: number, attempts: number): number {
  return Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.max(0, attempts - 1));
}

/** The sender's domain for Message-IDs (RFC 5322 §3.6.4: id-left "@" id-right). */
export function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'heartcheck.localhost';
}

/** The Message-ID of an outbox row: fixed by its id, so a resent copy carries the same one. */
export function messageIdOf(id: string, from: string): string {
  return `<${id}@${messageIdDomain(from)}>`;
}

/**
 * A refusal that no retry can change: the server refused the recipient or sender for good
 * (a 5xx reply to the envelope, RFC 5321 §4.2.1). Everything else (server down, 4xx, TLS or
 * authentication problems an operator can fix) is retried.
 */
function isPermanent(error: unknown): boolean {
  const e = error as { code?: unknown; responseCode?: unknown };
  return e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

const claimable = (now: Date) =>
  and(
    isNull(outboxMessages.deliveredAt),
    lte(outboxMessages.nextAttemptAt, now),
    or(isNull(outboxMessages.leaseUntil), lt(outboxMessages.leaseUntil, now)),
  );

/**
 * Claims up to `limit` due messages (or the one given) for this process: one UPDATE whose rows
 * are locked with SKIP LOCKED, so two processes claiming at once get different messages, and
 * re-checked on the latest row version, so a message claimed a moment ago is not claimed again.
 */
export async function claimDue(
  options: DeliveryOptions,
  select: { id: string } | { limit: number },
): Promise<OutboxMessageRow[]> {
  const now = new Date();
  const due = options.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(claimable(now), 'id' in select ? eq(outboxMessages.id, select.id) : undefined))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit('id' in select ? 1 : select.limit)
    .for('update', { skipLocked: true });
  return options.db
    .update(outboxMessages)
    .set({
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(and(inArray(outboxMessages.id, due), claimable(now)))
    .returning();
}

/** Sends one claimed message and records the outcome; never throws. */
export async function deliverClaimed(
  options: DeliveryOptions,
  message: OutboxMessageRow,
): Promise<boolean> {
  try {
    await options.transport.sendMail({
      from: options.from,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      messageId: messageIdOf(message.id, options.from),
      date: message.createdAt,
    });
  } catch (error) {
    await recordFailure(options, message, error);
    return false;
  }
  await options.db
    .update(outboxMessages)
    .set({ deliveredAt: new Date(), deliveryError: null, nextAttemptAt: null, leaseUntil: null })
    .where(and(eq(outboxMessages.id, message.id), isNull(outboxMessages.deliveredAt)));
  return true;
}

async function recordFailure(
  options: DeliveryOptions,
  message: OutboxMessageRow,
  error: unknown,
): Promise<void> {
  const permanent = isPermanent(error);
  const delay = retryDelayMs(options.retryMs, message.attempts);
  await options.db
    .update(outboxMessages)
    .set({
      deliveryError: describeError(error).errorMessage.slice(0, 500),
      nextAttemptAt: permanent ? null : new Date(Date.now() + delay),
      leaseUntil: null,
    })
    .where(and(eq(outboxMessages.id, message.id), isNull(outboxMessages.deliveredAt)));
  logger.warn('mail delivery failed', {
    messageId: message.id,
    kind: message.kind,
    attempt: message.attempts,
    willRetry: !permanent,
    ...(permanent ? {} : { retryInSeconds: Math.round(delay / 1000) }),
    ...describeError(error),
  });
}

/** Delivers every due message, a batch at a time, until none is left; answers how many were sent. */
export async function deliverDue(options: DeliveryOptions, batch = 20): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(options, { limit: batch });
    for (const message of claimed) if (await deliverClaimed(options, message)) sent++;
    if (claimed.length < batch) return sent;
  }
}
