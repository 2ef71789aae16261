import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { Mailer } from '../modules/outbox/public.ts';
import type { EmailConfirmation, UserRow } from '../modules/users/public.ts';
import { findAccountById } from './accounts.ts';
import {
  CONFIRMATION_TTL_DAYS,
  confirmationLink,
  createEmailConfirmation,
} from './email-confirmation.ts';

/** New links per account: 3 an hour, so the button cannot flood an inbox. */
const SEND_LIMIT = 3;
const SEND_WINDOW_MS = 60 * 60_000;

export function confirmationText(givenName: string, link: string): string {
  return `Hello ${givenName},\n\nPlease confirm that this is your email address, so that we can send your HeartCheck orders and results here. Open this link (it works once, for ${CONFIRMATION_TTL_DAYS} days):\n\n${link}\n\nIf you did not create a HeartCheck account, you can ignore this email: the account cannot order anything until this address is confirmed.\n\nHeartCheck support (Monday to Friday, 9am-5pm UK time)`;
}

/**
 * The built-in provider's confirmations: a user is the account whose id is their token's subject.
 * A user without such an account (signed in through a provider configured before) counts as
 * confirmed by that provider.
 */
export function createEmailConfirmationService(deps: {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
}): EmailConfirmation {
  const { db, mailer, config } = deps;
  const limiter = createRateLimiter({
    db,
    name: 'email-confirmation-mail',
    limit: SEND_LIMIT,
    windowMs: SEND_WINDOW_MS,
    key: () => '',
  });
  const accountOf = (user: UserRow) => findAccountById(db, user.subject);
  return {
    async status(user) {
      const account = await accountOf(user);
      return { confirmed: account?.emailVerified ?? true, email: account?.email ?? user.email };
    },
    async send(user) {
      const account = await accountOf(user);
      if (!account || account.emailVerified) return 'ALREADY_CONFIRMED';
      if ((await limiter.hit(account.id)) !== undefined) return 'TOO_MANY';
      const mailId = await db.transaction(async (tx) => {
        const token = await createEmailConfirmation(tx, account);
        return mailer.queue(tx, {
          to: account.email,
          kind: 'email-confirmation',
          subject: 'Confirm your email address for HeartCheck',
          text: confirmationText(account.givenName, confirmationLink(config.publicUrl, token)),
        });
      });
      void mailer.deliver(mailId);
      return 'SENT';
    },
  };
}
