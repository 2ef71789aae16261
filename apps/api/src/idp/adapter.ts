import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Keyring } from '../config/secrets-key.ts';
import type { Database } from '../db/client.ts';
import { isSealed, open, seal } from '../db/secrets.ts';
import { idpArtifacts } from './schema.ts';

type Payload = Record<string, unknown> & {
  accountId?: string;
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: unknown;
};

/** Models whose records are removed together when a grant is revoked (oidc-provider contract). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * What the table keeps instead of an identifier: its SHA-256. An opaque token's value is its id
 * (oidc-provider's opaque format), so a stored id would be a working refresh token; a hash is
 * not. The ids are 43 random characters (oidc-provider's nanoid, 256 bits; the default
 * bitsOfOpaqueRandomness), far beyond guessing from their hash, so no key is needed and lookups
 * survive a SECRETS_KEY rotation. Grant ids and session uids are hashed the same way.
 */
export function artifactKey(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The payload's encryption is bound to its model and key, so it cannot be moved to another row. */
const aad = (model: string, key: string) => `idp_artifacts:${model}:${key}`;

function optionalKey(value: string | undefined): string | null {
  return value === undefined ? null : artifactKey(value);
}

/**
 * oidc-provider storage adapter on the application database, so sessions and grants survive a
 * restart and are shared between instances. One instance of this class per model name. Only
 * hashes of ids and AES-256-GCM ciphertexts of payloads (under SECRETS_KEY) are stored: a copy
 * of the database cannot continue a session or mint tokens (issue 22, item 4).
 */
export function createDbAdapterFactory(db: Database, keyring: Keyring) {
  return class DbAdapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const key = artifactKey(id);
      const columns = {
        payload: seal(keyring.current, aad(this.model, key), payload),
        grantId: optionalKey(payload.grantId),
        userCode: optionalKey(payload.userCode),
        uid: optionalKey(payload.uid),
        account: optionalKey(payload.accountId),
        expiresAt,
      };
      await db
        .insert(idpArtifacts)
        .values({ model: this.model, id: key, ...columns })
        .onConflictDoUpdate({ target: [idpArtifacts.model, idpArtifacts.id], set: columns });
    }

    private async findWhere(condition: SQL): Promise<Payload | undefined> {
      const rows = await db
        .select()
        .from(idpArtifacts)
        .where(and(eq(idpArtifacts.model, this.model), condition));
      const row = rows[0];
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = this.open(row.id, row.payload);
      if (!payload) return undefined;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    /**
     * A payload in plain text (written before encryption) or one no configured key opens is
     * treated as absent: that session or token has ended, and the user signs in again.
     */
    private open(key: string, stored: unknown): Payload | undefined {
      if (!isSealed(stored)) return undefined;
      try {
        return open(keyring, aad(this.model, key), stored) as Payload;
      } catch {
        return undefined;
      }
    }

    find(id: string) {
      return this.findWhere(eq(idpArtifacts.id, artifactKey(id)));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpArtifacts.uid, artifactKey(uid)));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpArtifacts.userCode, artifactKey(userCode)));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpArtifacts)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpArtifacts.model, this.model), eq(idpArtifacts.id, artifactKey(id))));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(idpArtifacts)
        .where(and(eq(idpArtifacts.model, this.model), eq(idpArtifacts.id, artifactKey(id))));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!GRANTABLE.has(this.model) && this.model !== 'Grant') return;
      await db.delete(idpArtifacts).where(eq(idpArtifacts.grantId, artifactKey(grantId)));
    }
  };
}

/** Deletes a grant and every record issued under it (refresh tokens, codes …). */
export async function deleteGrantRecords(db: Database, grantId: string): Promise<void> {
  const key = artifactKey(grantId);
  await db
    .delete(idpArtifacts)
    .where(
      or(
        eq(idpArtifacts.grantId, key),
        and(eq(idpArtifacts.model, 'Grant'), eq(idpArtifacts.id, key)),
      ),
    );
}

/**
 * Ends everything an account holds at the provider: its sessions, grants, and every token and
 * code issued to it or under its grants (a password reset: OWASP Forgot Password Cheat Sheet,
 * "invalidate all existing sessions"). Access tokens stop at the API within the grant check's
 * cache time (grants.ts). Records written before the `account` column are not found; they end
 * at their expiry (sessions 14 days).
 */
export async function deleteAccountArtifacts(db: Database, accountId: string): Promise<void> {
  const key = artifactKey(accountId);
  const grants = db
    .select({ id: idpArtifacts.id })
    .from(idpArtifacts)
    .where(and(eq(idpArtifacts.model, 'Grant'), eq(idpArtifacts.account, key)));
  await db
    .delete(idpArtifacts)
    .where(or(eq(idpArtifacts.account, key), inArray(idpArtifacts.grantId, grants)));
}

/**
 * Deletes expired artefacts, and any left in plain text from before encryption (their sessions
 * have ended: the adapter no longer reads them); run at start and periodically so the table
 * does not grow without bound.
 */
export async function purgeExpiredArtifacts(db: Database): Promise<void> {
  await db
    .delete(idpArtifacts)
    .where(
      or(
        lt(idpArtifacts.expiresAt, new Date()),
        sql`(${idpArtifacts.payload} ->> 'sealed') is distinct from '1'`,
      ),
    );
}
