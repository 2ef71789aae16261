import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { signInWithPassword } from '../../test/oidc-login.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.ts';

// Issue 22 item 1: served beyond loopback, the README's demo password must never work.
const ADMIN = 'admin@example.com';
const signsIn = (t: TestApp, email: string, password: string): Promise<boolean> =>
  signInWithPassword(t.url, email, password).then(
    (tokens) => tokens.accessToken.length > 0,
    () => false,
  );

describe.each(testDatabaseKinds())('demo accounts served beyond loopback on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { HOST: '0.0.0.0' });
  });
  afterAll(() => t?.close());

  it('gives every demo account a random password, shown once, and refuses the README one', async () => {
    const printed = t.app.demoSignIns;
    expect(printed.map((s) => s.email).sort()).toEqual(DEMO_ACCOUNTS.map((d) => d.email).sort());
    const passwords = printed.map((s) => s.password);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await signsIn(t, ADMIN, DEMO_PASSWORD)).toBe(false);
    const admin = printed.find((s) => s.email === ADMIN)!.password!;
    expect(await signsIn(t, ADMIN, admin)).toBe(true);
  });

  it('draws new passwords at the next exposed start, and a loopback start does not restore the README one', async () => {
    const before = t.app.demoSignIns.find((s) => s.email === ADMIN)!.password!;
    const again = await seedDemoData(t.app.database.db, { builtInIdentity: true, exposed: true });
    const after = again.find((s) => s.email === ADMIN)!.password!;
    expect(after).not.toBe(before);
    expect(await signsIn(t, ADMIN, before)).toBe(false);
    expect(await signsIn(t, ADMIN, after)).toBe(true);

    const loopback = await seedDemoData(t.app.database.db, { builtInIdentity: true });
    expect(loopback.find((s) => s.email === ADMIN)).toEqual({ email: ADMIN, password: null });
    expect(await signsIn(t, ADMIN, DEMO_PASSWORD)).toBe(false);
  });
});

describe('the default start', () => {
  let t: TestApp;
  // The harness leaves HOST unset, so this is the default a plain `npm start` gets.
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('listens on loopback only and keeps the README password there', async () => {
    expect(t.config.host).toBe('127.0.0.1');
    expect(t.config.exposedBeyondLoopback).toBe(false);
    expect(t.app.demoSignIns).toEqual([]);
    expect(await signsIn(t, ADMIN, DEMO_PASSWORD)).toBe(true);
  });
});
