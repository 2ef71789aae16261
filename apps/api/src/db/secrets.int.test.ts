import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { loadKeyring } from '../config/secrets-key.ts';
import { appSecrets } from './schema.ts';
import { loadIdpSecrets } from '../idp/secrets.ts';
import { loadSandboxKeys } from '../payments/sandbox/index.ts';

const newKey = () => randomBytes(32).toString('base64');
const keyring = (key: string, ...previousKeys: string[]) =>
  loadKeyring({ key, previousKeys, keyFile: '/nonexistent/secrets.key' });

describe.each(testDatabaseKinds())('secrets at rest on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-secrets-'));
  });
  afterAll(async () => {
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });
  const rawRows = async () => JSON.stringify(await database.handle.db.select().from(appSecrets));

  it('keeps the signing key and the webhook secret encrypted, and rotates to a new key', async () => {
    const db = database.handle.db;
    const first = newKey();
    const idp = await loadIdpSecrets(db, await keyring(first));
    const sandbox = await loadSandboxKeys(db, await keyring(first));
    const privateExponent = idp.signingKeys.keys[0]!.d!;
    const raw = await rawRows();
    expect(raw).not.toContain(privateExponent);
    expect(raw).not.toContain(sandbox.webhookSecret);
    expect(raw).not.toContain(idp.cookieKeys[0]);

    // Rotation: the new key with the old one as previous reads the same secrets and re-encrypts.
    const second = newKey();
    const rotated = await loadIdpSecrets(db, await keyring(second, first));
    expect(rotated.signingKeys.keys[0]!.d).toBe(privateExponent);
    expect((await loadSandboxKeys(db, await keyring(second, first))).webhookSecret).toBe(
      sandbox.webhookSecret,
    );
    // Afterwards the old key is no longer needed, and no longer enough.
    expect((await loadIdpSecrets(db, await keyring(second))).signingKeys.keys[0]!.d).toBe(
      privateExponent,
    );
    await expect(loadIdpSecrets(db, await keyring(first))).rejects.toThrow(/not configured/);
  });

  it('encrypts a secret stored in plain text before encryption existed', async () => {
    const db = database.handle.db;
    const legacy = { secretKey: 'sk_test_sandbox_legacy', webhookSecret: 'whsec_legacy_plain' };
    await db.delete(appSecrets).where(eq(appSecrets.name, 'payments.sandbox-keys'));
    await db.insert(appSecrets).values({ name: 'payments.sandbox-keys', value: legacy });
    const key = newKey();
    expect(await loadSandboxKeys(db, await keyring(key))).toEqual(legacy);
    expect(await rawRows()).not.toContain('whsec_legacy_plain');
  });

  it('generates the key into the data folder once, readable by the owner only', async () => {
    const keyFile = path.join(dir, 'secrets.key');
    const first = await loadKeyring({ key: undefined, previousKeys: [], keyFile });
    const again = await loadKeyring({ key: undefined, previousKeys: [], keyFile });
    expect(again.current.id).toBe(first.current.id);
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
  });
});

describe('the secrets key setting', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: newKey() }).secrets.key).toBeDefined();
  });
});
