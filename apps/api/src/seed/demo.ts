import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createAccount, findAccountByEmail } from '../idp/accounts.ts';
import { hashPassword, verifyPassword } from '../idp/passwords.ts';
import { idpAccounts, type IdpAccountRow } from '../idp/schema.ts';
import { logger } from '../lib/logger.ts';
import { users } from '../modules/users/public.ts';

/** The demo accounts' password on a loopback-only start (printed in the README, so public). */
export const DEMO_PASSWORD = 'Heart-Check-72';

/**
 * A demo account whose password differs from the README's: `password` was set at this start
 * (print it once), null when it was set at an earlier start served beyond loopback.
 */
export interface DemoSignIn {
  email: string;
  password: string | null;
}

export const DEMO_ACCOUNTS = [
  {
    email: 'customer@example.com',
    givenName: 'Alex',
    familyName: 'Taylor',
    roles: [] as string[],
    profile: {
      dialCode: '+44',
      phoneNumber: '7700 900123',
      address: '221 Baker Street',
      city: 'London',
      postalCode: 'NW1 6XE',
      country: 'GB',
    },
  },
  {
    email: 'admin@example.com',
    givenName: 'Morgan',
    familyName: 'Reid',
    roles: ['admin'],
    profile: undefined,
  },
  {
    email: 'cardiologist@example.com',
    givenName: 'Priya',
    familyName: 'Shah',
    roles: ['cardiologist'],
    // Fictitious demo credentials (a GMC reference number is 7 digits).
    profile: { professionalRole: 'Consultant Cardiologist', gmcNumber: '7000001' },
  },
];

/**
 * 18 random bytes: 144 bits, far beyond NIST SP 800-63B's 112-bit minimum for a secret chosen by
 * the verifier; base64url so it can be typed and pasted.
 */
function randomDemoPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Gives an existing account a new password (the demo accounts on an exposed start). */
async function setPassword(db: Database, accountId: string, password: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(idpAccounts.id, accountId));
}

/**
 * The demo account's password for this start, set on the account. Served beyond loopback, every
 * start draws new random passwords (printed once, so the README's never works from the network
 * and a lost one is replaced by starting again); on loopback a new account gets the README's and
 * an existing one keeps whatever it has. Undefined: nothing to print (loopback, README password
 * unchanged); null: the account keeps a password set at an earlier exposed start.
 */
async function demoPassword(
  db: Database,
  demo: (typeof DEMO_ACCOUNTS)[number],
  existing: IdpAccountRow | undefined,
  exposed: boolean,
): Promise<{ account: IdpAccountRow | undefined; password: string | null | undefined }> {
  if (!exposed) {
    const account = existing ?? (await createAccount(db, { ...demo, password: DEMO_PASSWORD }));
    const unchanged = !existing || (await verifyPassword(existing.passwordHash, DEMO_PASSWORD));
    return { account, password: unchanged ? undefined : null };
  }
  const password = randomDemoPassword();
  if (existing) await setPassword(db, existing.id, password);
  return { account: existing ?? (await createAccount(db, { ...demo, password })), password };
}

/**
 * Seeds the demo accounts idempotently: accounts in the built-in identity provider, and the
 * portal's user records with a UK delivery address, so the demo customer's profile is complete
 * from the first sign-in. Served beyond loopback (`exposed`), the accounts get random passwords
 * instead of the README's, returned to print on the console (issue 22: the demo admin's public
 * password let anyone on the network read every customer's details). Returns the accounts whose
 * password is not the README's.
 */
export async function seedDemoData(
  db: Database,
  options: { builtInIdentity: boolean; exposed?: boolean },
): Promise<DemoSignIn[]> {
  const signIns: DemoSignIn[] = [];
  if (!options.builtInIdentity) return signIns;
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findAccountByEmail(db, demo.email);
    const { account, password } = await demoPassword(db, demo, existing, !!options.exposed);
    if (!account) continue;
    if (password !== undefined) signIns.push({ email: demo.email, password });
    if (!account.emailVerified) {
      await db.execute(sql`update idp_accounts set email_verified = true where id = ${account.id}`);
    }
    await db
      .insert(users)
      .values({
        issuer: 'builtin',
        subject: account.id,
        email: demo.email,
        firstName: demo.givenName,
        lastName: demo.familyName,
        roles: demo.roles,
        ...demo.profile,
      })
      .onConflictDoNothing();
  }
  const count = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.issuer, 'builtin'));
  logger.info('demo data ready', { builtInUsers: count[0]?.n ?? 0 });
  return signIns;
}
