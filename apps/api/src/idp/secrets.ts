import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import type { Keyring } from '../config/secrets-key.ts';
import { loadOrCreateSecret } from '../db/secrets.ts';

export interface IdpSecrets {
  signingKeys: { keys: JWK[] };
  cookieKeys: string[];
}

export async function loadIdpSecrets(db: Database, keyring: Keyring): Promise<IdpSecrets> {
  const signingKeys = await loadOrCreateSecret(db, keyring, 'idp.signing-keys', async () => {
    // RS256 with a 2048-bit key: the algorithm Azure AD B2C uses, which the API pins.
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: 2048,
      extractable: true,
    });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
  });
  const cookieKeys = await loadOrCreateSecret(db, keyring, 'idp.cookie-keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys, cookieKeys };
}
