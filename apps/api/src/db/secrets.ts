import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Keyring, SecretKey } from '../config/secrets-key.ts';
import { appSecrets } from './schema.ts';
import type { Database } from './client.ts';

/**
 * What app_secrets (and idp_artifacts' payloads) hold: AES-256-GCM ciphertext of the JSON value,
 * bound to the row's name (the additional authenticated data).
 */
export interface Sealed {
  sealed: 1;
  kid: string;
  iv: string;
  tag: string;
  data: string;
}

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'object' && value !== null && (value as Sealed).sealed === 1;
}

export function seal(key: SecretKey, name: string, value: unknown): Sealed {
  // 12-byte IV: the GCM standard size (NIST SP 800-38D), random per write.
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(Buffer.from(name));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    sealed: 1,
    kid: key.id,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export function open(keyring: Keyring, name: string, sealed: Sealed): unknown {
  const key = [keyring.current, ...keyring.previous].find((k) => k.id === sealed.kid);
  if (!key)
    throw new Error(
      `secret ${name} was encrypted with a key that is not configured (SECRETS_KEY / SECRETS_KEY_PREVIOUS)`,
    );
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(name));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([
    decipher.update(Buffer.from(sealed.data, 'base64')),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as unknown;
}

/**
 * Loads a generated secret by name, creating it on first use, encrypted at rest. Stored in the
 * database so every instance and every restart uses the same secret. A value in plain text
 * (written before encryption) or under an earlier key is re-encrypted with the current key.
 */
export async function loadOrCreateSecret<T>(
  db: Database,
  keyring: Keyring,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0];
  let row = await read();
  if (!row) {
    const created = seal(keyring.current, name, await create());
    await db.insert(appSecrets).values({ name, value: created }).onConflictDoNothing();
    row = (await read())!;
  }
  const stored = row.value;
  const value = (isSealed(stored) ? open(keyring, name, stored) : stored) as T;
  if (!isSealed(stored) || stored.kid !== keyring.current.id) {
    await db
      .update(appSecrets)
      .set({ value: seal(keyring.current, name, value) })
      .where(eq(appSecrets.name, name));
  }
  return value;
}
