import { Readable } from 'node:stream';
import { createRoute } from '@hono/zod-openapi';
import type { BlobStore } from '../../blob/store.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, type ApiApp } from '../../http/auth.ts';
import { bytes, failure } from '../../http/openapi.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { createDataExports, exportFileName } from './service.ts';

export const EXPORT_BUSY_MESSAGE =
  'Your data is already being prepared for download. Wait for that download to finish, then try again.';

const dataExport = createRoute({
  method: 'get',
  path: '/api/me/data-export',
  summary:
    'Download my data: everything held about the caller, as a ZIP archive (UK GDPR Art. 15, 20)',
  responses: {
    200: bytes('application/zip', 'The archive, streamed (README.txt inside says what is in it).'),
    401: failure('Not signed in.'),
    429: failure('An export of this account is still being written.'),
  },
});

/**
 * The signed-in user's own data export. Staff get their own account's data, as a customer would:
 * the archive is built for the caller's user id alone, whatever their roles.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; blobs: BlobStore; config: AppConfig },
): void {
  const exports = createDataExports({
    db: deps.db,
    blobs: deps.blobs,
    dataDir: deps.config.dataDir,
    onError: (error) => logger.error('a data export failed', describeError(error)),
  });

  app.openapi(dataExport, async (c) => {
    const { user, viewer } = await requireViewer(c);
    const now = new Date();
    const out = await exports.start(user, viewer.roles[0] ?? 'customer', now);
    if (!out) return c.json({ message: EXPORT_BUSY_MESSAGE }, 429);
    const download: Response = c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'private, no-store',
    });
    return download;
  });
}
