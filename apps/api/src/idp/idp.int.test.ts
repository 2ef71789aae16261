import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, signInWithPassword, type Step } from '../../test/oidc-login.ts';
import { outboxMessages } from '../modules/outbox/public.ts';
import { createPasswordReset, findAccountByEmail } from './accounts.ts';
import { SIGN_IN_REFUSED } from './interactions/sign-in.ts';
import { idpAccounts, idpPasswordResets } from './schema.ts';

function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** Fills in the sign-up form of a new session, then signs in on the page it answers with. */
async function signUpAndSignIn(url: string, email: string, password: string) {
  const session = new ProviderSession(url);
  const answer = await session.submit(
    await session.authorize({ screen_hint: 'signup' }),
    '/sign-up',
    {
      email,
      password,
      confirmPassword: password,
      givenName: 'Robin',
      familyName: 'Reset',
    },
  );
  return session.exchange(await session.submit(answer, '/login', { email, password }));
}

/** A provider page without the interaction id, to compare two answers. */
function withoutUid(step: Step): string {
  if (step.kind !== 'page') return step.kind;
  return step.html.replaceAll(/\/idp\/interaction\/[\w-]+/g, '/idp/interaction/UID');
}

describe.each(testDatabaseKinds())('built-in identity provider on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** The messages sent to an address, newest first. */
  const mailTo = (email: string) =>
    t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt));

  it('publishes OpenID discovery with PKCE S256 and RS256 signing', async () => {
    const doc = (await (
      await fetch(`${t.url}/idp/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${t.url}/idp`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.id_token_signing_alg_values_supported).toEqual(['RS256']);
  });

  it('issues a JWT access token for the API audience with scope Access.Functions, and an ID token with the profile', async () => {
    const tokens = await signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72');
    const access = decodeJwt(tokens.accessToken);
    expect(access).toMatchObject({
      iss: `${t.url}/idp`,
      aud: 'api://heartcheck',
      scope: 'Access.Functions',
      email: 'customer@example.com',
    });
    const id = decodeJwt(tokens.idToken);
    expect(id).toMatchObject({
      given_name: 'Alex',
      family_name: 'Taylor',
      email: 'customer@example.com',
      roles: [],
    });
    expect(tokens.refreshToken).toBeDefined();
  });

  it('redeems the refresh token for a new access token (the silent-renewal path), rotating it', async () => {
    const first = await signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72');
    const refresh = async (token: string) =>
      fetch(`${t.url}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'heartcheck-web',
        }),
      });
    const response = await refresh(first.refreshToken!);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; refresh_token: string };
    expect(decodeJwt(body.access_token)).toMatchObject({
      aud: 'api://heartcheck',
      scope: 'Access.Functions',
    });
    expect(body.refresh_token).not.toBe(first.refreshToken);
    // A rotated refresh token cannot be used again.
    const reused = await refresh(first.refreshToken!);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const session = new ProviderSession(t.url);
    const step = await session.authorize({ code_challenge: '', code_challenge_method: '' });
    expect(step.kind === 'error' || (step.kind === 'page' && step.status >= 400)).toBe(true);
  });

  it('says so when the password is wrong, without revealing whether the account exists', async () => {
    const session = new ProviderSession(t.url);
    const page = await session.authorize();
    const wrong = await session.submit(page, '/login', {
      email: 'customer@example.com',
      password: 'nope-Nope-1',
    });
    const unknown = await session.submit(page, '/login', {
      email: 'nobody@example.com',
      password: 'nope-Nope-1',
    });
    for (const step of [wrong, unknown]) {
      expect(step).toMatchObject({ kind: 'page', status: 401 });
      expect(step.kind === 'page' && step.html).toContain(
        'Your email address or password is incorrect.',
      );
    }
  });

  it('signs a new customer up from the combined page, then they sign in', async () => {
    const session = new ProviderSession(t.url);
    const signInPage = await session.authorize();
    expect(signInPage.kind === 'page' && signInPage.html).toContain('Sign up now');
    const signUp = await session.get(
      `${new URL((signInPage as { url: string }).url).pathname}/sign-up`,
    );
    const invalid = await session.submit(signUp, '/sign-up', {
      email: 'not-an-email',
      password: 'tuba-ox-7',
      confirmPassword: 'other',
      givenName: '',
      familyName: 'Jones',
    });
    expect(invalid).toMatchObject({ kind: 'page', status: 400 });
    const html = invalid.kind === 'page' ? invalid.html : '';
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('Your password must be at least 10 characters.');
    expect(html).toContain('The passwords do not match.');
    expect(html).toContain('Enter your given name.');
    expect(html).toContain('value="Jones"');

    const email = `new-${kind}@example.com`;
    const done = await session.submit(signUp, '/sign-up', {
      email,
      password: 'Lub-Dub-2026',
      confirmPassword: 'Lub-Dub-2026',
      givenName: 'Jamie',
      familyName: 'Jones',
    });
    expect(done).toMatchObject({ kind: 'page', status: 200 });
    expect(done.kind === 'page' && done.html).toContain('We have sent an email to that address');
    const tokens = await session.exchange(
      await session.submit(done, '/login', { email, password: 'Lub-Dub-2026' }),
    );
    expect(decodeJwt(tokens.idToken)).toMatchObject({ email, given_name: 'Jamie' });
    const [welcome] = await mailTo(email);
    expect(welcome).toMatchObject({ kind: 'sign-up-welcome' });
  });

  it('answers a sign-up with a registered address exactly as a new one, and mails the owner', async () => {
    const form = (email: string) => ({
      email,
      password: 'Lub-Dub-2026',
      confirmPassword: 'Lub-Dub-2026',
      givenName: 'Mallory',
      familyName: 'Probe',
    });
    const submit = async (email: string) => {
      const session = new ProviderSession(t.url);
      return session.submit(
        await session.authorize({ screen_hint: 'signup' }),
        '/sign-up',
        form(email),
      );
    };
    const registered = await submit('Customer@Example.com');
    const fresh = await submit('customer@example.com'.replace('customer', `fresh-${kind}`));
    expect(registered).toMatchObject({ kind: 'page', status: 200 });
    expect(withoutUid(registered).replace('Customer@Example.com', 'EMAIL')).toBe(
      withoutUid(fresh).replace(`fresh-${kind}@example.com`, 'EMAIL'),
    );
    expect(withoutUid(registered)).not.toMatch(/already/i);

    const [notice] = await mailTo('customer@example.com');
    expect(notice).toMatchObject({ kind: 'sign-up-existing-account' });
    expect(notice!.textBody).toContain('Hello Alex');
    expect(notice!.textBody).toContain(`${t.config.publicUrl}/sign-in`);
    expect(notice!.textBody).toContain(`${t.config.publicUrl}/forgot-password`);
    // The owner's account is untouched: the demo password still signs in.
    await expect(
      signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72'),
    ).resolves.toBeDefined();
  });

  it('refuses common and breached passwords on sign-up and reset, and accepts a passphrase', async () => {
    const session = new ProviderSession(t.url);
    const page = await session.authorize({ screen_hint: 'signup' });
    for (const password of ['Password1!', 'Passw0rd!', 'Welcome123', 'Qwerty123!']) {
      const refused = await session.submit(page, '/sign-up', {
        email: `weak-${kind}@example.com`,
        password,
        confirmPassword: password,
        givenName: 'Wes',
        familyName: 'Weak',
      });
      expect(refused, password).toMatchObject({ kind: 'page', status: 400 });
      expect(refused.kind === 'page' && refused.html, password).toContain(
        'on a list of common and breached passwords',
      );
    }
    const passphrase = 'lantern orbit teacup meadow';
    const tokens = await signUpAndSignIn(t.url, `phrase-${kind}@example.com`, passphrase);
    expect(decodeJwt(tokens.idToken).email).toBe(`phrase-${kind}@example.com`);

    const account = await findAccountByEmail(t.app.database.db, `phrase-${kind}@example.com`);
    const token = await createPasswordReset(t.app.database.db, account!.id);
    const reset = new ProviderSession(t.url);
    const choose = await reset.authorize({ screen_hint: 'reset-password', reset_token: token });
    const weak = await reset.submit(choose, '/reset', {
      password: 'Welcome123',
      confirmPassword: 'Welcome123',
    });
    expect(weak).toMatchObject({ kind: 'page', status: 400 });
    expect(weak.kind === 'page' && weak.html).toContain(
      'on a list of common and breached passwords',
    );
  });

  it('resets a forgotten password with a single-use link from the outbox', async () => {
    const email = `reset-${kind}@example.com`;
    await signUpAndSignIn(t.url, email, 'Old-Password-1');

    const forgot = new ProviderSession(t.url);
    const form = await forgot.authorize({ screen_hint: 'forgot-password' });
    expect(form.kind === 'page' && form.html).toContain('Send reset link');
    const sent = await forgot.submit(form, '/forgot', { email });
    expect(sent.kind === 'page' && sent.html).toContain(
      'If an account exists for that email address',
    );
    // Same answer for an unknown address.
    const unknown = await forgot.submit(form, '/forgot', { email: 'nobody-here@example.com' });
    expect(unknown.kind === 'page' && unknown.html).toContain(
      'If an account exists for that email address',
    );

    const [message] = await t.app.database.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(message).toMatchObject({ recipient: email, kind: 'password-reset' });
    const token = /reset-password\?token=([\w-]+)/.exec(message!.textBody)![1]!;

    const reset = new ProviderSession(t.url);
    const choose = await reset.authorize({ screen_hint: 'reset-password', reset_token: token });
    expect(choose.kind === 'page' && choose.html).toContain('Choose a new password');
    const tokens = await reset.exchange(
      await reset.submit(choose, '/reset', {
        password: 'Kettle-Harbour-9',
        confirmPassword: 'Kettle-Harbour-9',
      }),
    );
    expect(decodeJwt(tokens.idToken).email).toBe(email);

    await expect(signInWithPassword(t.url, email, 'Old-Password-1')).rejects.toThrow();
    await expect(signInWithPassword(t.url, email, 'Kettle-Harbour-9')).resolves.toBeDefined();

    // Opened again, the link says it was used (not "expired", which would send someone who
    // just changed their password to change it again).
    const reuse = new ProviderSession(t.url);
    const used = await reuse.authorize({ screen_hint: 'reset-password', reset_token: token });
    expect(used).toMatchObject({ kind: 'page', status: 400 });
    expect(used.kind === 'page' && used.html).toContain('This link has been used');

    // A link past its 30 minutes says so.
    const account = await findAccountByEmail(t.app.database.db, email);
    const stale = await createPasswordReset(t.app.database.db, account!.id);
    await t.app.database.db
      .update(idpPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpPasswordResets.accountId, account!.id));
    const late = new ProviderSession(t.url);
    const expired = await late.authorize({ screen_hint: 'reset-password', reset_token: stale });
    expect(expired).toMatchObject({ kind: 'page', status: 400 });
    expect(expired.kind === 'page' && expired.html).toContain(
      'This password reset link is more than 30 minutes old.',
    );
  });

  it('locks an account for 15 minutes after 10 wrong passwords, answering as for an unknown address', async () => {
    const email = `lock-${kind}@example.com`;
    const nobody = `no-account-${kind}@example.com`;
    await signUpAndSignIn(t.url, email, 'Right-Password-1');
    const tryOnce = async (address: string, password: string) => {
      const session = new ProviderSession(t.url);
      return session.submit(await session.authorize(), '/login', { email: address, password });
    };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await tryOnce(email, `Wrong-${attempt}-pass`);
      await tryOnce(nobody, `Wrong-${attempt}-pass`);
    }
    const locked = await tryOnce(email, 'Right-Password-1');
    const unknown = await tryOnce(nobody, 'Right-Password-1');
    expect(locked).toMatchObject({ kind: 'page', status: 401 });
    expect(locked.kind === 'page' && locked.html).toContain(SIGN_IN_REFUSED);
    // Nothing but the address typed back tells the two apart.
    expect(withoutUid(locked).replaceAll(email, 'EMAIL')).toBe(
      withoutUid(unknown).replaceAll(nobody, 'EMAIL'),
    );
    const [row] = await t.app.database.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, email));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('cancelling returns access_denied to the app', async () => {
    const session = new ProviderSession(t.url);
    const step = await session.submit(await session.authorize(), '/abort', {});
    expect(step).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: 'The sign-in was cancelled.',
    });
  });
});
