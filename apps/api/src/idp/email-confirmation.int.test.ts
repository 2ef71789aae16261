import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession } from '../../test/oidc-login.ts';
import { outboxMessages } from '../modules/outbox/public.ts';
import { CONFIRM_BEFORE_ORDERING } from '../modules/users/public.ts';
import { completePasswordReset, createPasswordReset, findAccountByEmail } from './accounts.ts';
import { idpEmailConfirmations } from './schema.ts';

const PASSWORD = 'Lub-Dub-2026';
const ADDRESS = {
  recipientName: 'Robin Confirm',
  address: '1 High Street',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
};

describe.each(testDatabaseKinds())('confirming the email address on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const mailTo = async (email: string) =>
    t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt));

  /** The confirmation link in the newest message to the address. */
  const linkIn = async (email: string): Promise<string> => {
    const text = (await mailTo(email))[0]!.textBody;
    const link = /http\S+\/confirm-email\?token=[\w-]+/.exec(text)?.[0];
    expect(link, text).toBeDefined();
    return link!;
  };

  /** Signs up through the provider's form, signs in and tells the portal; returns the token. */
  async function signUp(email: string): Promise<string> {
    const session = new ProviderSession(t.url);
    await session.submit(await session.authorize({ screen_hint: 'signup' }), '/sign-up', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      givenName: 'Robin',
      familyName: 'Confirm',
    });
    const token = await t.tokenFor(email, PASSWORD);
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    return token;
  }

  const status = async (token: string) =>
    (
      await t.graphql<{ emailConfirmation: { confirmed: boolean; email: string } }>(
        '{ emailConfirmation { confirmed email } }',
        {},
        token,
      )
    ).body.data!.emailConfirmation;

  const order = (token: string) =>
    t.graphql<{ createOrder: { id: string } }>(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { deliveryAddress: ADDRESS, acceptedTermsVersion: TERMS_VERSION } },
      token,
    );

  /** Opens a link as a browser would, then presses its button. */
  async function confirmThrough(link: string): Promise<{ opened: string; pressed: Response }> {
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    const token = /name="token" value="([\w-]+)"/.exec(html)?.[1];
    const pressed = await fetch(`${t.url}/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: token ?? '' }),
    });
    return { opened: html, pressed };
  }

  it('refuses an order until the link in the welcome email is used, then takes it', async () => {
    const email = `confirm-${kind}@example.com`;
    const token = await signUp(email);
    expect(await status(token)).toEqual({ confirmed: false, email });
    const refused = await order(token);
    expect(refused.body.errors?.[0]?.message).toBe(CONFIRM_BEFORE_ORDERING);

    const link = await linkIn(email);
    expect((await mailTo(email))[0]!.kind).toBe('sign-up-welcome');
    // Opening the link (as a mail scanner would) confirms nothing: the page asks first.
    const { opened, pressed } = await confirmThrough(link);
    expect(opened).toContain('Confirm my email address');
    expect(await pressed.text()).toContain('Your email address is confirmed');
    expect(await status(token)).toEqual({ confirmed: true, email });
    expect((await order(token)).body.errors).toBeUndefined();

    // A link works once; opened again it does not say "expired", which would alarm someone
    // whose address is confirmed.
    const again = await fetch(link);
    expect(again.status).toBe(400);
    const text = await again.text();
    expect(text).toContain('This link has been used or is not valid');
    expect(text).not.toContain('expired');
  });

  it('sends a new link on request, a few an hour, and none once confirmed', async () => {
    const email = `resend-${kind}@example.com`;
    const token = await signUp(email);
    const send = async () =>
      (
        await t.graphql<{ sendEmailConfirmation: { result: string; message: string } }>(
          'mutation { sendEmailConfirmation { result message } }',
          {},
          token,
        )
      ).body.data!.sendEmailConfirmation;
    const results = [await send(), await send(), await send(), await send()];
    expect(results.map((r) => r.result)).toEqual(['SENT', 'SENT', 'SENT', 'TOO_MANY']);
    expect(results[3]!.message).toMatch(/try again later/);
    const mails = await mailTo(email);
    expect(mails.map((m) => m.kind)).toEqual([
      'email-confirmation',
      'email-confirmation',
      'email-confirmation',
      'sign-up-welcome',
    ]);
    // Any live link confirms; the rest go with it.
    const older = /http\S+\/confirm-email\?token=[\w-]+/.exec(mails[2]!.textBody)![0];
    expect(await (await confirmThrough(older)).pressed.text()).toContain('is confirmed');
    expect((await fetch(await linkIn(email))).status).toBe(400);
    expect((await send()).result).toBe('ALREADY_CONFIRMED');
  });

  it('says a link past its 7 days has expired, on opening and on pressing, and confirms nothing', async () => {
    const email = `expired-${kind}@example.com`;
    const token = await signUp(email);
    const link = await linkIn(email);
    const opened = await fetch(link);
    const html = await opened.text();
    const secret = /name="token" value="([\w-]+)"/.exec(html)![1]!;
    const account = await findAccountByEmail(t.app.database.db, email);
    await t.app.database.db
      .update(idpEmailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpEmailConfirmations.accountId, account!.id));
    const reopened = await fetch(link);
    expect(reopened.status).toBe(400);
    expect(await reopened.text()).toContain('This confirmation link is more than 7 days old.');
    const pressed = await fetch(`${t.url}/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: secret }),
    });
    expect(pressed.status).toBe(400);
    expect(await pressed.text()).toContain('This link has expired');
    expect((await status(token)).confirmed).toBe(false);
  });

  it('counts a completed password reset as a confirmation, and refuses a forged token', async () => {
    const email = `reset-${kind}@example.com`;
    const token = await signUp(email);
    const account = await findAccountByEmail(t.app.database.db, email);
    const reset = await createPasswordReset(t.app.database.db, account!.id);
    await completePasswordReset(t.app.database.db, reset, 'Lub-Dub-2027');
    expect((await status(token)).confirmed).toBe(true);

    const forged = await fetch(`${t.url}/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'x'.repeat(43) }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This link has been used or is not valid');
    expect((await fetch(`${t.url}/confirm-email`)).status).toBe(400);
  });

  it('lets the demo customer, whose address the seed confirmed, order as before', async () => {
    const token = await t.tokenFor('customer@example.com');
    expect((await status(token)).confirmed).toBe(true);
  });
});
