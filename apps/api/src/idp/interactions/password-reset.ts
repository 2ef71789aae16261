import type { Hono } from 'hono';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { logger } from '../../lib/logger.ts';
import {
  completePasswordReset,
  createPasswordReset,
  findAccountByEmail,
  resetLinkState,
} from '../accounts.ts';
import { renderForgotPassword, renderResetPassword } from '../pages.ts';
import { passwordProblem } from '../password-policy.ts';
import { type Bindings, emailSchema, formValues, type InteractionKit, paramString } from './kit.ts';

/** Reset emails per address and email: 5 per 15 minutes, so the outbox cannot be flooded. */
const RESET_MAIL_LIMIT = 5;
const RESET_MAIL_WINDOW_MS = 15 * 60_000;

function resetMailText(givenName: string, link: string): string {
  return `Hello ${givenName},\n\nWe received a request to reset the password of your HeartCheck account. Choose a new password here (the link works once, for 30 minutes):\n\n${link}\n\nIf you did not ask for this, you can ignore this email: your password has not changed.\n\nHeartCheck support (Monday to Friday, 9am-5pm UK time)`;
}

/** "Forgot your password?": mails a single-use link, answering the same whether or not the account exists. */
function mountForgot(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
  const { db, config, mailer } = kit;
  const mailLimiter = createRateLimiter({
    db,
    name: 'password-reset-mail',
    limit: RESET_MAIL_LIMIT,
    windowMs: RESET_MAIL_WINDOW_MS,
    key: () => '',
  });
  app.post('/:uid/forgot', async (c) => {
    const uid = (await kit.details(c)).uid;
    const email = ((await formValues(c)).email ?? '').trim();
    if (!emailSchema.safeParse(email).success) {
      const error = 'Enter a valid email address, like name@example.com.';
      return c.html(renderForgotPassword({ uid, email, error }), 400);
    }
    const limitKey = `${clientAddress(c, config.trustProxy)}|${email.toLowerCase()}`;
    const limited = await mailLimiter.hit(limitKey);
    const account = limited === undefined ? await findAccountByEmail(db, email) : undefined;
    if (account) {
      // The link and its email commit together; the email is delivered after the answer, so
      // how long the mail server takes cannot tell anyone that this address has an account.
      const mailId = await db.transaction(async (tx) => {
        const token = await createPasswordReset(tx, account.id);
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        return mailer.queue(tx, {
          to: account.email,
          kind: 'password-reset',
          subject: 'Reset your HeartCheck password',
          text: resetMailText(account.givenName, link),
        });
      });
      void mailer.deliver(mailId);
    }
    // The same answer, in about the same time, whether or not the account exists, so addresses
    // cannot be probed (OWASP Forgot Password Cheat Sheet: "Ensure that responses return in a
    // consistent amount of time ... by using asynchronous calls").
    return c.html(renderForgotPassword({ uid, sent: true }));
  });
}

/** The new-password form behind a reset link: validate, use the link once, sign in. */
function mountReset(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
  const { db } = kit;
  app.post('/:uid/reset', async (c) => {
    const interaction = await kit.details(c);
    const uid = interaction.uid;
    const form = await formValues(c);
    const token = paramString(interaction.params.reset_token);
    const errors: { password?: string; confirmPassword?: string } = {};
    const pw = passwordProblem(form.password ?? '');
    if (pw) errors.password = pw;
    if ((form.confirmPassword ?? '') !== (form.password ?? ''))
      errors.confirmPassword = 'The passwords do not match.';
    if (errors.password || errors.confirmPassword) {
      const link = await resetLinkState(db, token);
      return c.html(renderResetPassword({ uid, link, errors }), 400);
    }
    const accountId = token ? await completePasswordReset(db, token, form.password!) : undefined;
    if (!accountId) {
      // Why not: read after the attempt, so a link used a moment ago reads as used.
      const link = await resetLinkState(db, token);
      return c.html(renderResetPassword({ uid, link: link === 'live' ? 'unknown' : link }), 400);
    }
    logger.info('identity password reset', { accountId });
    return kit.finish(c, { login: { accountId, remember: true } });
  });
}

export function mountPasswordReset(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
  mountForgot(app, kit);
  mountReset(app, kit);
}
