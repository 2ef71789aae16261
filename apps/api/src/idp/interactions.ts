import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import type { Mailer } from '../modules/outbox/service.ts';
import { clientAddress, createRateLimiter } from '../http/rate-limit.ts';
import {
  authenticate,
  completePasswordReset,
  createAccount,
  createPasswordReset,
  findAccountByEmail,
  findValidReset,
} from './accounts.ts';
import {
  layout,
  alertBox,
  renderForgotPassword,
  renderResetPassword,
  renderSignIn,
  renderSignUp,
} from './pages.ts';
import { passwordProblem } from './passwords.ts';

type Bindings = { incoming: IncomingMessage; outgoing: ServerResponse };
type Ctx = Context<{ Bindings: Bindings }>;

const emailSchema = z
  .email({ error: 'Enter a valid email address, like name@example.com.' })
  .max(254);
const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, `Your ${label} must be 100 characters or fewer.`);

/** An authorization request parameter as a string ('' when absent or not a string). */
function paramString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

async function formValues(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  return out;
}

export interface InteractionDeps {
  config: AppConfig;
  db: Database;
  provider: Provider;
  mailer: Mailer;
}

/** The sign-in, sign-up and password-reset screens of the built-in provider. */
export function createInteractionRoutes({ config, db, provider, mailer }: InteractionDeps) {
  const app = new Hono<{ Bindings: Bindings }>();
  // Failed sign-ins per 5 minutes: 20 for one address and email (above the 10-failure account
  // lock, so the lock is what a guesser meets first) and 30 from one address across accounts.
  // Successful sign-ins are not counted, so people behind one shared address are not throttled.
  const perAccount = createRateLimiter({ limit: 20, windowMs: 5 * 60_000, key: () => '' });
  const perAddress = createRateLimiter({ limit: 30, windowMs: 5 * 60_000, key: () => '' });
  const mailLimiter = createRateLimiter({ limit: 5, windowMs: 15 * 60_000, key: () => '' });

  const details = (c: Ctx) => provider.interactionDetails(c.env.incoming, c.env.outgoing);
  async function finish(c: Ctx, result: Parameters<Provider['interactionResult']>[2]) {
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return c.redirect(returnTo, 303);
  }

  app.onError((error, c) => {
    const expired = error.name === 'SessionNotFound' || error.name === 'InvalidRequest';
    if (!expired) logger.error('identity provider interaction failed', describeError(error));
    return c.html(
      layout(
        expired ? 'Your sign-in has expired' : 'Something went wrong',
        `${alertBox(expired ? 'This sign-in page has expired. Please start again from HeartCheck.' : 'We could not complete the sign-in. Please try again.')}
<p class="aside"><a href="/">Return to HeartCheck</a></p>`,
      ),
      expired ? 400 : 500,
    );
  });

  app.get('/:uid', async (c) => {
    const interaction = await details(c);
    if (interaction.uid !== c.req.param('uid'))
      return c.redirect(`/idp/interaction/${interaction.uid}`, 303);
    if (interaction.prompt.name === 'consent') {
      // First-party client: grant what it asked for without a consent screen.
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({
            accountId: interaction.session!.accountId,
            clientId: String(interaction.params.client_id),
          });
      if (!grant) throw new Error('grant not found');
      const missing = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        c.env.incoming,
        c.env.outgoing,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
      return c.redirect(returnTo, 303);
    }
    const hint = interaction.params.screen_hint;
    if (hint === 'signup') return c.html(renderSignUp({ uid: interaction.uid }));
    if (hint === 'forgot-password') return c.html(renderForgotPassword({ uid: interaction.uid }));
    if (hint === 'reset-password') {
      const token = paramString(interaction.params.reset_token);
      const valid = token !== '' && (await findValidReset(db, token)) !== undefined;
      return c.html(
        renderResetPassword({ uid: interaction.uid, tokenValid: valid }),
        valid ? 200 : 400,
      );
    }
    return c.html(renderSignIn({ uid: interaction.uid }));
  });

  app.get('/:uid/sign-up', async (c) => c.html(renderSignUp({ uid: (await details(c)).uid })));
  app.get('/:uid/forgot', async (c) =>
    c.html(renderForgotPassword({ uid: (await details(c)).uid })),
  );

  app.post('/:uid/login', async (c) => {
    const interaction = await details(c);
    const form = await formValues(c);
    const email = (form.email ?? '').trim();
    const address = clientAddress(c, config.trustProxy);
    const accountKey = `${address}|${email.toLowerCase()}`;
    const wait = perAddress.check(address) ?? perAccount.check(accountKey);
    if (wait !== undefined) {
      c.header('Retry-After', String(wait));
      return c.html(
        renderSignIn({
          uid: interaction.uid,
          email,
          error: `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.`,
        }),
        429,
      );
    }
    if (!emailSchema.safeParse(email).success || !form.password) {
      return c.html(
        renderSignIn({
          uid: interaction.uid,
          email,
          error: 'Enter your email address and password.',
        }),
        400,
      );
    }
    const result = await authenticate(db, email, form.password);
    if (!result.ok) {
      perAddress.hit(address);
      perAccount.hit(accountKey);
      const error =
        result.reason === 'locked'
          ? 'Your account is temporarily locked after too many incorrect passwords. Try again in 15 minutes, or reset your password.'
          : 'Your email address or password is incorrect.';
      return c.html(renderSignIn({ uid: interaction.uid, email, error }), 401);
    }
    return finish(c, { login: { accountId: result.account.id, remember: true } });
  });

  app.post('/:uid/sign-up', async (c) => {
    const interaction = await details(c);
    const form = await formValues(c);
    const values = {
      email: form.email ?? '',
      givenName: form.givenName ?? '',
      familyName: form.familyName ?? '',
    };
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
    if (Object.keys(errors).length > 0) {
      return c.html(
        renderSignUp({
          uid: interaction.uid,
          values,
          errors,
          error: 'Please correct the highlighted fields.',
        }),
        400,
      );
    }
    const account = await createAccount(db, {
      email: values.email,
      password: form.password!,
      givenName: values.givenName,
      familyName: values.familyName,
    });
    if (!account) {
      return c.html(
        renderSignUp({
          uid: interaction.uid,
          values,
          errors: {
            email:
              'An account with this email address already exists. Sign in instead, or reset your password.',
          },
        }),
        409,
      );
    }
    logger.info('identity account created', { accountId: account.id });
    return finish(c, { login: { accountId: account.id, remember: true } });
  });

  app.post('/:uid/forgot', async (c) => {
    const interaction = await details(c);
    const form = await formValues(c);
    const email = (form.email ?? '').trim();
    if (!emailSchema.safeParse(email).success) {
      return c.html(
        renderForgotPassword({
          uid: interaction.uid,
          email,
          error: 'Enter a valid email address, like name@example.com.',
        }),
        400,
      );
    }
    const limited = mailLimiter.hit(
      `${clientAddress(c, config.trustProxy)}|${email.toLowerCase()}`,
    );
    const account = limited === undefined ? await findAccountByEmail(db, email) : undefined;
    if (account) {
      const token = await createPasswordReset(db, account.id);
      await mailer.send({
        to: account.email,
        kind: 'password-reset',
        subject: 'Reset your HeartCheck password',
        text: `Hello ${account.givenName},\n\nWe received a request to reset the password of your HeartCheck account. Choose a new password here (the link works once, for 30 minutes):\n\n${config.publicUrl}/reset-password?token=${token}\n\nIf you did not ask for this, you can ignore this email: your password has not changed.\n\nHeartCheck support (Monday to Friday, 9am-5pm UK time)`,
      });
    }
    // The same answer whether or not the account exists, so addresses cannot be probed.
    return c.html(renderForgotPassword({ uid: interaction.uid, sent: true }));
  });

  app.post('/:uid/reset', async (c) => {
    const interaction = await details(c);
    const form = await formValues(c);
    const token = paramString(interaction.params.reset_token);
    const errors: { password?: string; confirmPassword?: string } = {};
    const pw = passwordProblem(form.password ?? '');
    if (pw) errors.password = pw;
    if ((form.confirmPassword ?? '') !== (form.password ?? ''))
      errors.confirmPassword = 'The passwords do not match.';
    if (errors.password || errors.confirmPassword) {
      const valid = token !== '' && (await findValidReset(db, token)) !== undefined;
      return c.html(renderResetPassword({ uid: interaction.uid, tokenValid: valid, errors }), 400);
    }
    const accountId = token ? await completePasswordReset(db, token, form.password!) : undefined;
    if (!accountId)
      return c.html(renderResetPassword({ uid: interaction.uid, tokenValid: false }), 400);
    logger.info('identity password reset', { accountId });
    return finish(c, { login: { accountId, remember: true } });
  });

  app.post('/:uid/abort', async (c) => {
    await details(c);
    return finish(c, { error: 'access_denied', error_description: 'The sign-in was cancelled.' });
  });

  return app;
}
