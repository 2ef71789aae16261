import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createAccount, findAccountByEmail } from '../idp/accounts.ts';
import { logger } from '../lib/logger.ts';
import { users } from '../modules/users/public.ts';

export const DEMO_PASSWORD = 'Heart-Check-72';

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
 * Seeds the demo accounts idempotently: accounts in the built-in identity provider, and the
 * portal's user records with a UK delivery address, so the demo customer's profile is complete
 * from the first sign-in.
 */
export async function seedDemoData(
  db: Database,
  options: { builtInIdentity: boolean },
): Promise<void> {
  if (!options.builtInIdentity) return;
  for (const demo of DEMO_ACCOUNTS) {
    const account =
      (await findAccountByEmail(db, demo.email)) ??
      (await createAccount(db, { ...demo, password: DEMO_PASSWORD }));
    if (!account) continue;
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
}
