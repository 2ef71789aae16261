import type { Hono } from 'hono';
import { logger } from '../../lib/logger.ts';
import { createAccount } from '../accounts.ts';
import { renderSignUp } from '../pages.ts';
import { passwordProblem } from '../passwords.ts';
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

/** The sign-up form: validate, create the account (409 when the email is taken), sign in. */
export function mountSignUp(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
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
    const account = await createAccount(kit.db, { ...values, password: form.password! });
    if (!account) {
      const email =
        'An account with this email address already exists. Sign in instead, or reset your password.';
      return c.html(renderSignUp({ uid, values, errors: { email } }), 409);
    }
    logger.info('identity account created', { accountId: account.id });
    return kit.finish(c, { login: { accountId: account.id, remember: true } });
  });
}
