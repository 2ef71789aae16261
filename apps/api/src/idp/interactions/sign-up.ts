import type { Hono } from 'hono';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { logger } from '../../lib/logger.ts';
import { createAccount, findAccountByEmail, normaliseEmail } from '../accounts.ts';
import {
  CONFIRMATION_TTL_DAYS,
  confirmationLink,
  createEmailConfirmation,
} from '../email-confirmation.ts';
import { renderSignIn, renderSignUp } from '../pages.ts';
import { passwordProblem } from '../password-policy.ts';
import { type Bindings, emailSchema, formValues, type InteractionKit, nameSchema } from './kit.ts';

type SignUpValues = { email: string; givenName: string; familyName: string };

/** Field errors of the sign-up form, keyed by field name (empty when it is valid). */
function signUpErrors(values: SignUpValues, form: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = emailSchema.safeParse(values.email.trim());
  if (!email.success) errors.email = email.error.issues[0]!.message;
  const pw = passwordProblem(form.password ?? '');
  if (pw) errors.password = pw;
  if ((form.confirmPassword ?? '') !== (form.password ?? ''))
    errors.confirmPassword = 'The passwords do not match.';
  for (const [key, label] of [
    ['givenName', 'given name'],
    ['familyName', 'surname'],
  ] as const) {
    const parsed = nameSchema(label).safeParse(values[key]);
    if (!parsed.success) errors[key] = parsed.error.issues[0]!.message;
  }
  return errors;
}

/** Mails about one address per 15 minutes: 5, so the sign-up form cannot flood an inbox. */
const SIGN_UP_MAIL_LIMIT = 5;
const SIGN_UP_MAIL_WINDOW_MS = 15 * 60_000;

/** What the form answers to every valid sign-up, new address or not (no account enumeration). */
const SIGN_UP_NOTICE =
  'Thank you. We have sent an email to that address about your HeartCheck account. Sign in with your email address and the password you chose.';

function welcomeText(givenName: string, confirmUrl: string, signInUrl: string): string {
  return `Hello ${givenName},\n\nYour HeartCheck account has been created. Please confirm that this is your email address, so that we can send your orders and results here (the link works once, for ${CONFIRMATION_TTL_DAYS} days):\n\n${confirmUrl}\n\nYou can then sign in here with your email address and the password you chose:\n\n${signInUrl}\n\nIf you did not create this account, you can ignore this email: the account cannot order anything until this address is confirmed.\n\nHeartCheck support (Monday to Friday, 9am-5pm UK time)`;
}

function existingText(givenName: string, publicUrl: string): string {
  return `Hello ${givenName},\n\nSomeone tried to create a HeartCheck account with this email address, which already has one. If it was you, sign in here:\n\n${publicUrl}/sign-in\n\nIf you have forgotten your password, choose a new one here:\n\n${publicUrl}/forgot-password\n\nIf it was not you, you can ignore this email: nothing has changed on your account.\n\nHeartCheck support (Monday to Friday, 9am-5pm UK time)`;
}

/**
 * The sign-up form: validate, then answer every valid form the same way, whether or not the
 * address is registered, so the form cannot tell anyone which addresses have accounts (OWASP
 * Authentication Cheat Sheet, "Authentication and Error Messages"). A new address gets its
 * account and a welcome mail; the owner of a registered one is told by mail instead. Both then
 * sign in on the page that follows.
 */
export function mountSignUp(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
  const { db, config, mailer } = kit;
  const mailLimiter = createRateLimiter({
    db,
    name: 'sign-up-mail',
    limit: SIGN_UP_MAIL_LIMIT,
    windowMs: SIGN_UP_MAIL_WINDOW_MS,
    key: () => '',
  });
  app.post('/:uid/sign-up', async (c) => {
    const uid = (await kit.details(c)).uid;
    const form = await formValues(c);
    const values = {
      email: form.email ?? '',
      givenName: form.givenName ?? '',
      familyName: form.familyName ?? '',
    };
    const errors = signUpErrors(values, form);
    if (Object.keys(errors).length > 0) {
      const error = 'Please correct the highlighted fields.';
      return c.html(renderSignUp({ uid, values, errors, error }), 400);
    }
    const email = values.email.trim();
    const account = await createAccount(db, { ...values, password: form.password! });
    if (account) logger.info('identity account created', { accountId: account.id });
    if ((await mailLimiter.hit(normaliseEmail(email))) === undefined) {
      const existing = account ? undefined : await findAccountByEmail(db, email);
      // Delivered after the answer, like the reset email: neither the mail server's time nor
      // which of the two emails it is can be read from how long the form takes to answer.
      const mailId = await db.transaction(async (tx) => {
        if (account) {
          const confirmUrl = confirmationLink(
            config.publicUrl,
            await createEmailConfirmation(tx, account),
          );
          return mailer.queue(tx, {
            to: account.email,
            kind: 'sign-up-welcome',
            subject: 'Welcome to HeartCheck: please confirm your email address',
            text: welcomeText(account.givenName, confirmUrl, `${config.publicUrl}/sign-in`),
          });
        }
        return existing
          ? mailer.queue(tx, {
              to: existing.email,
              kind: 'sign-up-existing-account',
              subject: 'Someone tried to sign up to HeartCheck with your email address',
              text: existingText(existing.givenName, config.publicUrl),
            })
          : undefined;
      });
      if (mailId) void mailer.deliver(mailId);
    }
    return c.html(renderSignIn({ uid, email, notice: SIGN_UP_NOTICE }));
  });
}
