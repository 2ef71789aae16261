import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { artifactKey, deleteGrantRecords } from './adapter.ts';
import { idpArtifacts } from './schema.ts';

/**
 * How long a "this grant is live" answer is reused before the database is asked again: 10 s.
 * Sign-out or revocation in any process (they share the database) is seen by every other
 * process within this time; a revoked answer is kept, since a grant never comes back.
 */
export const GRANT_CHECK_CACHE_MS = 10_000;
/** Grants remembered per process (a bound, not a tuning figure: one entry is ~100 bytes). */
const CACHE_ENTRIES = 10_000;

/** Whether an access token's grant is still live at the provider (not signed out, not revoked). */
export interface GrantCheck {
  isLive(grantId: string): Promise<boolean>;
  /** Drops the cached answer: this process revoked the grant (oidc-provider's grant.revoked). */
  forget(grantId: string): void;
}

export function createGrantCheck(db: Database): GrantCheck {
  const cache = new Map<string, { live: boolean; until: number }>();
  const isLive = async (grantId: string) => {
    const now = Date.now();
    const cached = cache.get(grantId);
    if (cached && cached.until > now) return cached.live;
    const rows = await db
      .select({ id: idpArtifacts.id })
      .from(idpArtifacts)
      .where(
        and(
          eq(idpArtifacts.model, 'Grant'),
          eq(idpArtifacts.id, artifactKey(grantId)),
          or(isNull(idpArtifacts.expiresAt), gt(idpArtifacts.expiresAt, new Date())),
        ),
      );
    const live = rows.length > 0;
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(grantId, { live, until: live ? now + GRANT_CHECK_CACHE_MS : Infinity });
    return live;
  };
  return { isLive, forget: (grantId) => void cache.delete(grantId) };
}

/** Revokes a grant: its refresh tokens, codes and the grant itself (oidc-provider's revoke). */
export async function revokeGrant(db: Database, grantId: string): Promise<void> {
  await deleteGrantRecords(db, grantId);
}
