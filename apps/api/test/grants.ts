import { randomBytes } from 'node:crypto';
import { loadKeyring } from '../src/config/secrets-key.ts';
import { createDbAdapterFactory } from '../src/idp/adapter.ts';
import type { TestApp } from './harness.ts';

/**
 * A live grant at the built-in provider, for tokens a test signs itself: the API refuses access
 * tokens whose `gid` names no live grant (a signed-out session).
 */
export async function liveGrantId(t: TestApp): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const Adapter = createDbAdapterFactory(t.app.database.db, await loadKeyring(t.config.secrets));
  await new Adapter('Grant').upsert(
    id,
    { jti: id, kind: 'Grant', clientId: 'heartcheck-web' },
    3600,
  );
  return id;
}
