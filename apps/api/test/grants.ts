import { randomBytes } from 'node:crypto';
import { idpArtifacts } from '../src/idp/schema.ts';
import type { TestApp } from './harness.ts';

/**
 * A live grant at the built-in provider, for tokens a test signs itself: the API refuses access
 * tokens whose `gid` names no live grant (a signed-out session).
 */
export async function liveGrantId(t: TestApp): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await t.app.database.db.insert(idpArtifacts).values({
    model: 'Grant',
    id,
    payload: { jti: id, kind: 'Grant', clientId: 'heartcheck-web' },
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return id;
}
