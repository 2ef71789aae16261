import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, signInWithPassword } from '../../test/oidc-login.ts';
import { api, receivedOrder } from '../modules/results/testing.ts';
import { outboxMessages } from '../modules/outbox/schema.ts';
import { users } from '../modules/users/schema.ts';
import { describeError, logger, setLogLevel, setLogSink } from './logger.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

/** Personal details the journeys below send; none may appear in the log. */
const PERSON = {
  firstName: 'Quintessa',
  lastName: 'Marlowe',
  dialCode: '+44',
  phoneNumber: '7700900456',
  address: '42 Larkspur Crescent',
  city: 'Harrogate',
  postalCode: 'HG1 2AB',
  country: 'GB',
};
const DIARY_NOTE = 'Fluttering after my espresso at the allotment';
const SHARE_TOKEN = 'Zq8vT3share7capability9Token0xYz';

describe.each(testDatabaseKinds())('logs of the main journeys on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    setLogSink((_level, line) => lines.push(line));
    setLogLevel('debug');
  });
  afterAll(async () => {
    setLogSink(undefined);
    await t?.close();
  });

  it('keep names, emails, addresses, tokens and diary text out of the log', async () => {
    const tokens = await signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72');
    const token = tokens.accessToken;
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const updated = await t.graphql(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { errors { field } } }',
      { input: PERSON },
      token,
    );
    expect(updated.body.errors).toBeUndefined();
    await t.graphql(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { deliveryAddress: PERSON, acceptedTermsVersion: TERMS_VERSION } },
      token,
    );
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const asCustomer = api(t, token);
    expect(
      (
        await asCustomer('POST', `/orders/${order.id}/diary`, {
          occurredAt: new Date().toISOString(),
          symptom: 'palpitations',
          activity: 'resting',
          note: DIARY_NOTE,
        })
      ).status,
    ).toBe(201);
    // A GP's share link (capability in the path) and a bad request carrying personal data.
    await fetch(`${t.url}/api/shared/${SHARE_TOKEN}`);
    await fetch(`${t.url}/api/shared/${SHARE_TOKEN}/report.pdf`);
    // The same link mistyped or pasted oddly: another case, a doubled slash, an escaped letter.
    for (const odd of ['//api/shared/', '/Share/', '/API/Shared/', '/%73hare/'])
      await fetch(`${t.url}${odd}${SHARE_TOKEN}`);
    await asCustomer('POST', `/orders/${order.id}/diary`, { note: `${DIARY_NOTE}\u0000` });

    // Password reset: the link travels by mail and comes back in a query string.
    const forgot = new ProviderSession(t.url);
    await forgot.submit(await forgot.authorize({ screen_hint: 'forgot-password' }), '/forgot', {
      email: 'customer@example.com',
    });
    const [mail] = await t.app.database.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    await new ProviderSession(t.url).authorize({
      screen_hint: 'reset-password',
      reset_token: resetToken,
    });
    await fetch(`${t.url}/reset-password?token=${resetToken}`);

    // A failed statement whose parameters are personal data, described as the app logs errors.
    const failed = await t.app.database.db
      .update(users)
      .set({ address: sql`${PERSON.address}::int` })
      .where(eq(users.email, 'customer@example.com'))
      .catch((error: unknown) => error);
    logger.error('unhandled error', describeError(failed));

    const log = lines.join('\n');
    expect(lines.some((line) => line.includes('/api/shared/[redacted]'))).toBe(true);
    expect(log).toContain('unhandled error');
    for (const secret of [
      'Alex',
      'Taylor',
      'customer@example.com',
      '221 Baker Street',
      PERSON.firstName,
      PERSON.lastName,
      PERSON.phoneNumber,
      PERSON.address,
      PERSON.city,
      PERSON.postalCode,
      DIARY_NOTE,
      SHARE_TOKEN,
      resetToken,
      token,
      tokens.refreshToken!,
      tokens.idToken,
    ])
      expect(log, secret.slice(0, 24)).not.toContain(secret);
  });
});
