import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashToken } from './accounts.ts';
import { idpAccounts, idpEmailConfirmations, type IdpAccountRow } from './schema.ts';

/**
 * Confirming the address an account signed up with, before its first order: a mistyped address
 * would otherwise receive the order's mail and could take the account over through "Forgot your
 * password?" (the reset proves only that someone reads that mailbox), results included. The link
 * is single-use; only a hash of its token is stored, as the reset link's (accounts.ts hashToken).
 */

/** A link works for 7 days: long enough for a week away, short enough to expire if forgotten. */
export const CONFIRMATION_TTL_DAYS = 7;

/** The address a link is for: `/confirm-email?token=…`, answered by confirm-email-routes.ts. */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${token}`;
}

/** Creates a confirmation token for the account's current address (only its hash is stored). */
export async function createEmailConfirmation(
  db: Database,
  account: Pick<IdpAccountRow, 'id' | 'email'>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The account's expired links go as a new one is made, so the table holds only live ones.
  await db
    .delete(idpEmailConfirmations)
    .where(
      and(
        eq(idpEmailConfirmations.accountId, account.id),
        lte(idpEmailConfirmations.expiresAt, sql`now()`),
      ),
    );
  await db.insert(idpEmailConfirmations).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    email: account.email,
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_DAYS * 86_400_000),
  });
  return token;
}

/**
 * What a token is now (shown before the person presses the button): `live` would confirm an
 * address, `expired` is a link past its 7 days, `unknown` a link already used (its row goes on
 * use) or never made.
 */
export async function confirmationState(
  db: Database,
  token: string,
): Promise<'live' | 'expired' | 'unknown'> {
  const rows = await db
    .select({ live: sql<boolean>`${idpEmailConfirmations.expiresAt} > now()` })
    .from(idpEmailConfirmations)
    .where(eq(idpEmailConfirmations.tokenHash, hashToken(token)));
  if (!rows[0]) return 'unknown';
  return rows[0].live ? 'live' : 'expired';
}

/**
 * Uses a token: marks the account's address confirmed if it is still the address the link was
 * sent to, and deletes the account's links (one confirmation is enough). Returns the account id,
 * or undefined for an unknown, used or expired token.
 */
export async function confirmEmail(db: Database, token: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(idpEmailConfirmations)
      .where(eq(idpEmailConfirmations.tokenHash, hashToken(token)))
      .returning();
    const link = used[0];
    if (!link || link.expiresAt.getTime() <= Date.now()) return undefined;
    const confirmed = await tx
      .update(idpAccounts)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(
        and(
          eq(idpAccounts.id, link.accountId),
          sql`lower(${idpAccounts.email}) = lower(${link.email})`,
        ),
      )
      .returning({ id: idpAccounts.id });
    if (!confirmed[0]) return undefined;
    await tx
      .delete(idpEmailConfirmations)
      .where(eq(idpEmailConfirmations.accountId, link.accountId));
    return link.accountId;
  });
}
