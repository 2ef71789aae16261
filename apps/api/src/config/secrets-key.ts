import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './env.ts';

export interface SecretKey {
  /** A short fingerprint stored beside each ciphertext, so the right key is found on rotation. */
  id: string;
  bytes: Buffer;
}

export interface Keyring {
  current: SecretKey;
  /** Keys of earlier rotations: they still decrypt; what they decrypt is re-encrypted. */
  previous: SecretKey[];
}

/** A key from its base64 text (SECRETS_KEY, or a secrets.key file). */
export function toKey(encoded: string): SecretKey {
  const bytes = Buffer.from(encoded.trim().replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  if (bytes.length !== 32) throw new Error('a secrets key must be 32 bytes');
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 16), bytes };
}

/**
 * The keys that encrypt secrets at rest: SECRETS_KEY (required in production, checked by
 * env.ts), or a key generated once into the data folder (owner-only file) for the embedded
 * default, so a copy of the database alone does not reveal the provider's signing key.
 */
export async function loadKeyring(secrets: AppConfig['secrets']): Promise<Keyring> {
  const previous = secrets.previousKeys.map(toKey);
  if (secrets.key) return { current: toKey(secrets.key), previous };
  try {
    return { current: toKey(await fs.readFile(secrets.keyFile, 'utf8')), previous };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(secrets.keyFile), { recursive: true });
  const generated = randomBytes(32).toString('base64');
  try {
    // 'wx': never overwrite a key another process wrote first (its ciphertexts need it).
    await fs.writeFile(secrets.keyFile, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { current: toKey(await fs.readFile(secrets.keyFile, 'utf8')), previous };
}
