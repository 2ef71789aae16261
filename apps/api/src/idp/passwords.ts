import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1).
 * `algorithm: 2` is Argon2id in @node-rs/argon2's const enum, which cannot be imported under
 * isolatedModules.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a fixed string, compared against when the account does not exist, so the
 * response time does not reveal whether an email address is registered. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
  return dummyHash;
}
