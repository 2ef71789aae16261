import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { appSecrets } from './schema.ts';

/**
 * Loads a generated secret by name, creating it on first use. Stored in the database so that
 * every instance of the app, and every restart, signs and verifies with the same keys.
 */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  const value = await create();
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored[0]!.value as T;
}

export interface IdpSecrets {
  signingKeys: { keys: JWK[] };
  cookieKeys: string[];
}

export async function loadIdpSecrets(db: Database): Promise<IdpSecrets> {
  const signingKeys = await loadOrCreate(db, 'idp.signing-keys', async () => {
    // RS256 with a 2048-bit key: the algorithm Azure AD B2C uses, which the API pins.
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: 2048,
      extractable: true,
    });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
  });
  const cookieKeys = await loadOrCreate(db, 'idp.cookie-keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys, cookieKeys };
}
