import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, signInWithPassword, type Step } from '../../test/oidc-login.ts';
import { createAccount } from './accounts.ts';
import { SIGN_IN_REFUSED } from './interactions/sign-in.ts';
import { idpAccounts } from './schema.ts';

const RIGHT = 'Right-Password-1';

/** Posts the sign-in form of a fresh provider session (every test request comes from 127.0.0.1). */
async function attempt(t: TestApp, email: string, password: string): Promise<Step> {
  const session = new ProviderSession(t.url);
  return session.submit(await session.authorize(), '/login', { email, password });
}

function text(step: Step): string {
  return step.kind === 'page' ? step.html : '';
}

describe.each(testDatabaseKinds())('sign-in lock and limits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function account(name: string): Promise<string> {
    const email = `${name}-${kind}@example.com`;
    await createAccount(t.app.database.db, {
      email,
      password: RIGHT,
      givenName: 'Lee',
      familyName: 'Lock',
    });
    return email;
  }

  it('holds the 10-failure lock when 12 wrong passwords arrive at once', async () => {
    const email = await account('burst');
    // Open every form first, then post all the wrong passwords together.
    const forms = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const session = new ProviderSession(t.url);
        return { session, page: await session.authorize() };
      }),
    );
    const answers = await Promise.all(
      forms.map(({ session, page }, i) =>
        session.submit(page, '/login', { email, password: `Wrong-${i}-password` }),
      ),
    );
    for (const answer of answers) expect(answer).toMatchObject({ kind: 'page', status: 401 });
    const right = await attempt(t, email, RIGHT);
    expect(right).toMatchObject({ kind: 'page', status: 401 });
    // The right password is refused (with the answer every refusal gets: idp.int.test.ts).
    expect(text(right)).toContain(SIGN_IN_REFUSED);
    const [locked] = await t.app.database.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.email, email));
    expect(locked!.lockedUntil).not.toBeNull();

    // When the 15 minutes are over the right password works, and the count starts again.
    const db = t.app.database.db;
    await db
      .update(idpAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(idpAccounts.email, email));
    expect(await attempt(t, email, 'Wrong-again-password')).toMatchObject({ status: 401 });
    await expect(signInWithPassword(t.url, email, RIGHT)).resolves.toBeDefined();
    const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });

  it("does not lock the customer out after other people's failures from the same address", async () => {
    // Three colleagues behind the same address (an office, a family) forget their passwords and
    // keep trying after their own accounts have locked: 45 failures in all (the old limit per
    // address was 30).
    for (const name of ['alex', 'bo', 'cy']) {
      const other = await account(`colleague-${name}`);
      for (let i = 0; i < 15; i += 1) {
        const step = await attempt(t, other, `Forgotten-${i}-password`);
        expect(step).toMatchObject({ kind: 'page', status: 401 });
      }
    }
    await expect(
      signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72'),
    ).resolves.toMatchObject({ accessToken: expect.any(String) as string });
  });

  it('lets a browser the customer signed in from before past a busy address limit', async () => {
    const known = new ProviderSession(t.url);
    const first = await known.submit(await known.authorize(), '/login', {
      email: 'customer@example.com',
      password: 'Heart-Check-72',
    });
    await known.exchange(first);
    // Someone at the same address has used up its allowance of failures (100 per 15 minutes).
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1'])
      await t.app.database.db.execute(sql`
        insert into rate_limit_counters (limiter, key, count, reset_at)
        values ('sign-in-failures-address', ${address}, 100, now() + interval '15 minutes')
        on conflict (limiter, key) do update set count = 100, reset_at = excluded.reset_at`);

    const stranger = await attempt(t, 'customer@example.com', 'Heart-Check-72');
    expect(stranger).toMatchObject({ kind: 'page', status: 429 });
    const again = await known.submit(await known.authorize({ prompt: 'login' }), '/login', {
      email: 'customer@example.com',
      password: 'Heart-Check-72',
    });
    await expect(known.exchange(again)).resolves.toMatchObject({
      accessToken: expect.any(String) as string,
    });
  });
});
