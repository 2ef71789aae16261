import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { deleteAccountArtifacts } from './adapter.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { idpAccounts, idpPasswordResets, type IdpAccountRow } from './schema.ts';

/** Lock an account for 15 minutes after 10 consecutive failures (NIST SP 800-63B §5.2.2 allows up to 100). */
export const MAX_FAILED_SIGN_INS = 10;
export const LOCK_MINUTES = 15;
/** Reset links are valid for 30 minutes and once. */
const RESET_TTL_MINUTES = 30;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountById(
  db: Database,
  id: string,
): Promise<IdpAccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id));
  return rows[0];
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<IdpAccountRow | undefined> {
  const rows = await db
    .select()
    .from(idpAccounts)
    .where(sql`lower(${idpAccounts.email}) = ${normaliseEmail(email)}`);
  return rows[0];
}

export type SignInResult =
  { ok: true; account: IdpAccountRow } | { ok: false; reason: 'invalid' | 'locked' };

/**
 * Counts a sign-in attempt before its password is checked, in one atomic UPDATE … RETURNING, so
 * concurrent attempts each get their own number and no more than MAX_FAILED_SIGN_INS passwords
 * are tried per lock period however many arrive at once (a read, an increment in JavaScript and a
 * write let twelve simultaneous guesses count as one). An expired lock starts a new count.
 * Returns the attempt's number, or undefined while the account is locked.
 */
async function countAttempt(db: Database, accountId: string): Promise<number | undefined> {
  const rows = await db
    .update(idpAccounts)
    .set({
      failedSignIns: sql`case when ${idpAccounts.lockedUntil} is null then ${idpAccounts.failedSignIns} + 1 else 1 end`,
      lockedUntil: null,
    })
    .where(
      and(
        eq(idpAccounts.id, accountId),
        or(isNull(idpAccounts.lockedUntil), lte(idpAccounts.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ attempt: idpAccounts.failedSignIns });
  return rows[0]?.attempt;
}

/** Locks the account for LOCK_MINUTES; the count restarts when the lock ends. */
async function lockAccount(db: Database, accountId: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({
      failedSignIns: 0,
      lockedUntil: sql`now() + ${LOCK_MINUTES} * interval '1 minute'`,
    })
    .where(eq(idpAccounts.id, accountId));
}

/**
 * Checks an email and password. Every refusal costs one password hash, whether the address has
 * no account, the account is locked or the password is wrong, so the time taken does not tell
 * which (the form's answer does not either: sign-in.ts).
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<SignInResult> {
  const account = await findAccountByEmail(db, email);
  const refuseUnchecked = async (reason: 'invalid' | 'locked') => {
    await verifyPassword(await dummyPasswordHash(), password);
    return { ok: false, reason } as const;
  };
  if (!account) return refuseUnchecked('invalid');
  const attempt = await countAttempt(db, account.id);
  if (attempt === undefined) return refuseUnchecked('locked');
  if (attempt > MAX_FAILED_SIGN_INS) {
    // Earlier attempts used the allowance while still being checked: refused unchecked.
    await lockAccount(db, account.id);
    return refuseUnchecked('locked');
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    if (attempt < MAX_FAILED_SIGN_INS) return { ok: false, reason: 'invalid' };
    await lockAccount(db, account.id);
    return { ok: false, reason: 'locked' };
  }
  await db
    .update(idpAccounts)
    .set({ failedSignIns: 0, lockedUntil: null })
    .where(eq(idpAccounts.id, account.id));
  return { ok: true, account };
}

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  roles?: string[];
}

/** Creates an account; returns undefined when the email address is already registered. */
export async function createAccount(
  db: Database,
  input: NewAccount,
): Promise<IdpAccountRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(idpAccounts)
    .values({
      email: input.email.trim(),
      passwordHash,
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
      roles: input.roles ?? [],
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** The stored form of a single-use link's token (reset and email confirmation links). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Creates a single-use reset token for the account and returns it (only its hash is stored). */
export async function createPasswordReset(db: Database, accountId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(idpPasswordResets).values({
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  return token;
}

/** What a reset link is now: live, used already, past its 30 minutes, or not one we made. */
export type ResetLinkState = 'live' | 'used' | 'expired' | 'unknown';

/** A reset token's state, for the page its link opens (it is not used up here). */
export async function resetLinkState(db: Database, token: string): Promise<ResetLinkState> {
  if (!token) return 'unknown';
  const rows = await db
    .select({ usedAt: idpPasswordResets.usedAt, expiresAt: idpPasswordResets.expiresAt })
    .from(idpPasswordResets)
    .where(eq(idpPasswordResets.tokenHash, hashToken(token)));
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() > Date.now() ? 'live' : 'expired';
}

/**
 * Sets a new password with a valid token, using the token up, and ends every session and grant
 * the account had; returns the account id.
 */
export async function completePasswordReset(
  db: Database,
  token: string,
  newPassword: string,
): Promise<string | undefined> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(idpPasswordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(idpPasswordResets.tokenHash, hashToken(token)),
          isNull(idpPasswordResets.usedAt),
          gt(idpPasswordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    const reset = used[0];
    if (!reset) return undefined;
    await tx
      .update(idpAccounts)
      // A reset link opened proves the address as a confirmation link does.
      .set({
        passwordHash,
        failedSignIns: 0,
        lockedUntil: null,
        emailVerified: true,
        updatedAt: new Date(),
      })
      .where(eq(idpAccounts.id, reset.accountId));
    // Whoever else is signed in (with the old password, or a session it let someone take) is not.
    await deleteAccountArtifacts(tx, reset.accountId);
    return reset.accountId;
  });
}
