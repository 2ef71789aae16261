import type { Context } from 'hono';
import { requireViewer, type ApiContext } from '../../http/auth.ts';
import type { UserRow } from '../users/public.ts';
import { isStaff, type ResultsViewer } from './service.ts';

/** The signed-in user, the viewer and whether they are results staff. 401 when not signed in. */
export async function restViewer(
  c: ApiContext,
): Promise<{ user: UserRow; viewer: ResultsViewer; staff: boolean }> {
  const { user, viewer } = await requireViewer(c);
  return { user, viewer, staff: isStaff(viewer) };
}

export function pdfResponse(c: Context, pdf: Buffer, fileName: string): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
