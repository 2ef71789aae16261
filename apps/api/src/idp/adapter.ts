import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idpArtifacts } from './schema.ts';

type Payload = Record<string, unknown> & {
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
 * oidc-provider storage adapter on the application database, so sessions and grants survive a
 * restart and are shared between instances. One instance of this class per model name.
 */
export function createDbAdapterFactory(db: Database) {
  return class DbAdapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(idpArtifacts)
        .values(row)
        .onConflictDoUpdate({
          target: [idpArtifacts.model, idpArtifacts.id],
          set: {
            payload: row.payload,
            grantId: row.grantId,
            userCode: row.userCode,
            uid: row.uid,
            expiresAt,
          },
        });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<Payload | undefined> {
      const rows = await db
        .select()
        .from(idpArtifacts)
        .where(and(eq(idpArtifacts.model, this.model), condition));
      const row = rows[0];
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as Payload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere(eq(idpArtifacts.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpArtifacts.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpArtifacts.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpArtifacts)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpArtifacts.model, this.model), eq(idpArtifacts.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(idpArtifacts)
        .where(and(eq(idpArtifacts.model, this.model), eq(idpArtifacts.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!GRANTABLE.has(this.model) && this.model !== 'Grant') return;
      await db.delete(idpArtifacts).where(eq(idpArtifacts.grantId, grantId));
    }
  };
}

/** Deletes expired artefacts; run periodically so the table does not grow without bound. */
export async function purgeExpiredArtifacts(db: Database): Promise<void> {
  await db.delete(idpArtifacts).where(lt(idpArtifacts.expiresAt, new Date()));
}
