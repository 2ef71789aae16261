import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { requireUser, type AuthVariables } from '../../http/auth.ts';
import type { UserRow } from '../users/schema.ts';
import { isStaff, type ResultsViewer } from './service.ts';

export type ApiContext = Context<{ Variables: AuthVariables }>;

/** The signed-in user and their roles (from the verified token). 401 when not signed in. */
export async function restViewer(
  c: ApiContext,
  db: Database,
): Promise<{ user: UserRow; viewer: ResultsViewer; staff: boolean }> {
  const user = await requireUser(c, db);
  const auth = c.get('auth');
  const roles = auth.status === 'authenticated' ? auth.principal.roles : [];
  const viewer = { userId: user.id, roles };
  return { user, viewer, staff: isStaff(viewer) };
}

/** A stable per-caller key for rate limits: the token's subject, else the client address. */
export function callerKey(c: Context): string {
  const auth = (c as ApiContext).get('auth');
  return auth.status === 'authenticated'
    ? `${auth.principal.issuer}|${auth.principal.subject}`
    : 'anonymous';
}

export function pdfResponse(c: Context, pdf: Buffer, fileName: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
