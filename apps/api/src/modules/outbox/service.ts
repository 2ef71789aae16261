import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { outboxMessages, type OutboxMessageRow } from './schema.ts';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; kind: string }): Promise<string>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  /** Where an operator reads undelivered mail (dev only); printed so the link is findable. */
  outboxUrl: string | undefined;
}

/**
 * Records every message in the outbox table, then delivers it by SMTP when configured. With no
 * mail server the outbox is the delivery: the operator reads it at /dev/outbox.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const rows = await options.db
        .insert(outboxMessages)
        .values({
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          kind: message.kind,
        })
        .returning({ id: outboxMessages.id });
      const id = rows[0]!.id;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
          });
          await options.db
            .update(outboxMessages)
            .set({ deliveredAt: new Date() })
            .where(eq(outboxMessages.id, id));
        } catch (error) {
          await options.db
            .update(outboxMessages)
            .set({ deliveryError: describeError(error).errorMessage.slice(0, 500) })
            .where(eq(outboxMessages.id, id));
          logger.warn('mail delivery failed', {
            messageId: id,
            kind: message.kind,
            ...describeError(error),
          });
        }
      } else {
        logger.info('mail written to the local outbox', {
          messageId: id,
          kind: message.kind,
          ...(options.outboxUrl ? { readAt: `${options.outboxUrl}/${id}` } : {}),
        });
      }
      return id;
    },
  };
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
