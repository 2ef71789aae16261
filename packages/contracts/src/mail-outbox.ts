import { z } from 'zod';

/**
 * Where the product's outgoing mail stands (GET /api/mail-outbox, role admin): counts only, no
 * addresses, subjects or server replies (they can name a recipient), so an operator can watch
 * the mail server from a production deployment, where the /dev/outbox page does not exist.
 */
export const mailOutboxStatus = z.object({
  /** SMTP_URL is set: messages are sent, else they stay in the local outbox. */
  smtpConfigured: z.boolean(),
  delivered: z.number().int(),
  /** Not yet accepted by the mail server; retried with backoff until it is. */
  waiting: z.number().int(),
  /** Refused for good by the mail server (a 5xx answer to the recipient); not retried. */
  refused: z.number().int(),
  /** Written while no SMTP server was configured: read at /dev/outbox (development). */
  localOnly: z.number().int(),
  /** When the oldest waiting message was written (ISO 8601), or null when none waits. */
  oldestWaitingSince: z.string().nullable(),
  /** The most attempts any waiting message has had. */
  mostAttempts: z.number().int(),
});
export type MailOutboxStatus = z.infer<typeof mailOutboxStatus>;
