import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/verify-token.ts';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from './schema.ts';

/**
 * Records a sign-in: creates the user from the token's claims the first time, and on later
 * sign-ins refreshes roles and email from the token while keeping the profile the user edited.
 * An erased account (data-rights/erasure) is not revived: undefined, and nothing is written.
 */
export async function recordSignIn(
  db: Database,
  principal: Principal,
): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({
      issuer: principal.issuer,
      subject: principal.subject,
      email: principal.email,
      firstName: principal.givenName,
      lastName: principal.familyName,
      roles: principal.roles,
      lastSignedInAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        roles: principal.roles,
        email: sql`case when excluded.email <> '' then excluded.email else ${users.email} end`,
        firstName: sql`case when ${users.firstName} = '' then excluded.first_name else ${users.firstName} end`,
        lastName: sql`case when ${users.lastName} = '' then excluded.last_name else ${users.lastName} end`,
        lastSignedInAt: new Date(),
      },
      setWhere: isNull(users.erasedAt),
    })
    .returning();
  return rows[0];
}

export async function findUserByPrincipal(
  db: Database,
  principal: Principal,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.issuer, principal.issuer),
        eq(users.subject, principal.subject),
        isNull(users.erasedAt),
      ),
    );
  return rows[0];
}

/**
 * Account ids by (issuer, subject), so requests that need only the caller's id skip the lookup.
 * The pair is unique and a row's id never changes (users are never deleted); only found ids are
 * kept, so a first sign-in elsewhere is seen at once. An account erased on request (any process)
 * stops answering within USER_ID_CACHE_MS: the same 10 s a revoked grant takes (idp/grants.ts
 * GRANT_CHECK_CACHE_MS), for one indexed query per user per 10 s. Bounded: the oldest entry goes
 * when full.
 */
const USER_ID_CACHE_MAX = 10_000;
const USER_ID_CACHE_MS = 10_000;

export function createUserIdFinder(db: Database) {
  const cache = new Map<string, { id: string; until: number }>();
  return async (principal: Principal): Promise<string | undefined> => {
    const key = `${principal.issuer}\n${principal.subject}`;
    const known = cache.get(key);
    if (known && known.until > Date.now()) return known.id;
    cache.delete(key);
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.issuer, principal.issuer),
          eq(users.subject, principal.subject),
          isNull(users.erasedAt),
        ),
      );
    const id = rows[0]?.id;
    if (id) {
      if (cache.size >= USER_ID_CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, { id, until: Date.now() + USER_ID_CACHE_MS });
    }
    return id;
  };
}

/** Saves the caller's own profile; the caller's identity comes from the token, never the input. */
export async function updateProfile(
  db: Database,
  userId: string,
  profile: {
    firstName: string;
    lastName: string;
    dialCode: string;
    phoneNumber: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
  },
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return rows[0]!;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function setAvatarKey(
  db: Database,
  userId: string,
  avatarKey: string | null,
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({ avatarKey, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return rows[0]!;
}
