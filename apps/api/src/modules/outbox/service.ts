import { desc, eq, sql } from 'drizzle-orm';
import type { MailOutboxStatus } from '@heartcheck/contracts/mail-outbox';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import {
  claimDue,
  DEFAULT_LEASE_MS,
  deliverClaimed,
  deliverDue,
  SEND_TIMEOUTS,
  type DeliveryOptions,
} from './delivery.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { outboxMessages, type OutboxMessageRow } from './schema.ts';

/**
 * Every kind of message the product sends. `send` takes only these, so a new kind of mail is
 * added here, and the SMTP test (smtp.int.test.ts), which sends each listed kind through a real
 * SMTP server, fails until it covers it.
 */
export const MAIL_KINDS = [
  'sign-up-welcome',
  'sign-up-existing-account',
  'email-confirmation',
  'password-reset',
  'order-paid',
  'order-dispatched',
  'results-ready',
  'results-ready-urgent',
  'urgent-finding',
  'urgent-unreached',
  'cardiac-report-amended',
  'order-refunded',
  'replacement-fee',
  'account-deletion',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
}

export interface Mailer {
  /** Records the message and, with SMTP configured, tries to deliver it at once. */
  send(message: OutgoingMail): Promise<string>;
  /**
   * Records the message in `tx`, so it exists exactly when the change it reports commits (an
   * order paid, a report signed); call `deliver` with its id after the commit. A process that
   * stops in between leaves it to the retry loop, not lost.
   */
  queue(tx: Database, message: OutgoingMail): Promise<string>;
  /**
   * Tries to deliver a queued message now (with SMTP configured); never throws. A caller may
   * leave it running (`void mailer.deliver(id)`): the process's `stop` waits for it.
   */
  deliver(id: string): Promise<void>;
}

/** The mailer of a process, with the loop that retries undelivered mail. */
export interface OutboxMailer extends Mailer {
  /** Delivers every due message now (what the loop does each tick); answers how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts retrying undelivered mail every `pollMs` (no-op without SMTP). */
  start(): void;
  /** Stops the loop and waits for every delivery in progress. */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  mail: Pick<MailConfig, 'smtpUrl' | 'from' | 'requireTls' | 'ca' | 'retrySeconds'>;
  /** Where an operator reads undelivered mail (dev only); printed so the link is findable. */
  outboxUrl: string | undefined;
  /** Claim length (default DEFAULT_LEASE_MS); tests shorten it to see a lapsed claim. */
  leaseMs?: number;
  /** How often the loop looks for due mail (default 15 s). */
  pollMs?: number;
}

/** 15 s: a retry is at most this late, and an idle process costs one indexed query per tick. */
const DEFAULT_POLL_MS = 15_000;

function createTransport(mail: MailerOptions['mail']): Transporter | undefined {
  if (!mail.smtpUrl) return undefined;
  const implicitTls = mail.smtpUrl.startsWith('smtps:');
  // The URL's own settings (host, port, auth, query options) win over these defaults.
  return nodemailer.createTransport({
    url: mail.smtpUrl,
    ...SEND_TIMEOUTS,
    // smtp:// upgrades with STARTTLS; required, so a server that does not offer it is refused
    // rather than sent password-reset links in clear. smtps:// is TLS from the start.
    requireTLS: mail.requireTls && !implicitTls,
    tls: { ...(mail.ca ? { ca: mail.ca } : {}), rejectUnauthorized: true },
  } as SMTPTransport.Options & { url: string });
}

/**
 * Records every message in the outbox table, then delivers it by SMTP when configured: at once,
 * and, if that fails, by the retry loop of whichever process (API or worker) claims it first.
 * With no mail server the outbox is the delivery: the operator reads it at /dev/outbox.
 */
export function createMailer(options: MailerOptions): OutboxMailer {
  const transport = createTransport(options.mail);
  const delivery: DeliveryOptions | undefined = transport && {
    db: options.db,
    transport,
    from: options.mail.from,
    retryMs: options.mail.retrySeconds * 1000,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  // Deliveries in progress, awaited or not (a form that answers before its mail is sent), so
  // `stop` lets each finish rather than closing the database under it.
  const delivering = new Set<Promise<void>>();
  const deliverNow = (): Promise<number> => {
    if (!delivery) return Promise.resolve(0);
    running = running
      .catch(() => 0)
      .then(() => deliverDue(delivery))
      .catch((error: unknown) => {
        logger.warn('mail delivery loop failed', describeError(error));
        return 0;
      });
    return running;
  };
  const deliverOnce = async (id: string): Promise<void> => {
    if (!delivery) return writtenLocally(options.outboxUrl, id);
    try {
      const claimed = await claimDue(delivery, { id });
      for (const row of claimed) await deliverClaimed(delivery, row);
    } catch (error) {
      // Recorded already: the retry loop sends it; the caller's change stands.
      logger.warn('mail delivery deferred to the retry loop', {
        messageId: id,
        ...describeError(error),
      });
    }
  };
  const deliver = (id: string): Promise<void> => {
    const attempt = deliverOnce(id).finally(() => delivering.delete(attempt));
    delivering.add(attempt);
    return attempt;
  };
  const queue = (db: Database, message: OutgoingMail) =>
    record(db, message, delivery !== undefined);
  return {
    async send(message) {
      const id = await queue(options.db, message);
      await deliver(id);
      return id;
    },
    queue,
    deliver,
    deliverDue: deliverNow,
    start() {
      if (!delivery || timer) return;
      timer = setInterval(() => void deliverNow(), options.pollMs ?? DEFAULT_POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await Promise.all([running, ...delivering]);
    },
  };
}

/** Writes the message (in the caller's transaction when `db` is one); due now when by SMTP. */
async function record(db: Database, message: OutgoingMail, bySmtp: boolean): Promise<string> {
  const rows = await db
    .insert(outboxMessages)
    .values({
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      kind: message.kind,
      nextAttemptAt: bySmtp ? new Date() : null,
    })
    .returning({ id: outboxMessages.id });
  return rows[0]!.id;
}

/** With no mail server the outbox is the delivery: say where to read it, once it is committed. */
function writtenLocally(outboxUrl: string | undefined, id: string): void {
  logger.info('mail written to the local outbox', {
    messageId: id,
    ...(outboxUrl ? { readAt: `${outboxUrl}/${id}` } : {}),
  });
}

export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
}

export async function findOutboxMessage(
  db: Database,
  id: string,
): Promise<OutboxMessageRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return rows[0];
}

/** Where a message stands, for the staff who look after mail. */
export function deliveryState(message: OutboxMessageRow): string {
  if (message.deliveredAt) return `delivered ${message.deliveredAt.toISOString()}`;
  if (message.nextAttemptAt)
    return message.attempts === 0
      ? 'waiting to be sent'
      : `waiting: ${message.attempts} attempt(s), next at ${message.nextAttemptAt.toISOString()} (last error: ${message.deliveryError ?? 'none'})`;
  if (message.deliveryError) return `refused by the mail server: ${message.deliveryError}`;
  return 'local outbox only (no SMTP_URL)';
}

/** Counts of the outbox by state, for GET /api/mail-outbox (no personal data). */
export async function outboxStatus(
  db: Database,
  smtpConfigured: boolean,
): Promise<MailOutboxStatus> {
  const rows = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${outboxMessages.deliveredAt} is not null)::int`,
      waiting: sql<number>`count(*) filter (where ${outboxMessages.deliveredAt} is null and ${outboxMessages.nextAttemptAt} is not null)::int`,
      refused: sql<number>`count(*) filter (where ${outboxMessages.deliveredAt} is null and ${outboxMessages.nextAttemptAt} is null and ${outboxMessages.deliveryError} is not null)::int`,
      localOnly: sql<number>`count(*) filter (where ${outboxMessages.deliveredAt} is null and ${outboxMessages.nextAttemptAt} is null and ${outboxMessages.deliveryError} is null)::int`,
      oldest: sql<
        string | null
      >`min(${outboxMessages.createdAt}) filter (where ${outboxMessages.deliveredAt} is null and ${outboxMessages.nextAttemptAt} is not null)`,
      mostAttempts: sql<number>`coalesce(max(${outboxMessages.attempts}) filter (where ${outboxMessages.deliveredAt} is null and ${outboxMessages.nextAttemptAt} is not null), 0)::int`,
    })
    .from(outboxMessages);
  const r = rows[0]!;
  return {
    smtpConfigured,
    delivered: r.delivered,
    waiting: r.waiting,
    refused: r.refused,
    localOnly: r.localOnly,
    oldestWaitingSince: r.oldest === null ? null : new Date(r.oldest).toISOString(),
    mostAttempts: r.mostAttempts,
  };
}
