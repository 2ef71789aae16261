import { createRoute } from '@hono/zod-openapi';
import {
  uploadComplete,
  uploadCompleted,
  uploadStart,
  uploadState,
} from '@heartcheck/contracts/recordings';
import { z } from 'zod';
import { isStorageFull, type BlobStore } from '../../blob/store.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { callerKey, requireAllowed, type ApiApp } from '../../http/auth.ts';
import { problemText } from '../../http/problem.ts';
import {
  documentedBody,
  documentedQuery,
  failure,
  json,
  pathParams,
  refusedByHelper,
} from '../../http/openapi.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { logger } from '../../lib/logger.ts';
import { createQueuedAnalysis, latestAnalysisOf } from '../analysis/public.ts';
import type { AnalysisQueue } from '../../jobs/analysis-queue.ts';
import {
  CHUNK_BYTES,
  findUpload,
  startUpload,
  UploadError,
  writeChunk,
  type UploadDeps,
} from './service.ts';
import { completeUpload } from './complete.ts';
import { completeBody } from './complete-body.ts';

import { registerCorrectionRoutes } from './correction-routes.ts';
import { registerRecordingRead } from './recording-read-routes.ts';
import { registerRetryAnalysisRoute } from './retry-analysis-routes.ts';
import { uploadJson } from './json-views.ts';

const notSignedIn = failure('Not signed in.');
const notAllowed = failure('Not allowed to upload recordings.');
// The upload rules answer through UploadError (status and message), the limiter its own 429.
const refused = refusedByHelper(
  'Refused by the upload rules: wrong state or offset (also 404 no such order or upload, 413 too large, 422 not a recording).',
);
const tooMany = refusedByHelper('Too many uploads or chunks (Retry-After).');
const storageFull = refusedByHelper(
  'The server’s storage is full: nothing from this step was kept; the upload can carry on later.',
);

/**
 * What the person uploading reads when the disk is full (507 Insufficient Storage, RFC 4918
 * §11.5): nothing from the step was kept, and what to do. The chunks already received stay, so
 * the upload resumes from where it stopped once space is freed.
 */
export const STORAGE_FULL_MESSAGES = {
  chunk:
    'Our storage is full, so this part of the recording was not saved. Nothing else is lost: try again later and the upload carries on from where it stopped.',
  complete:
    'Our storage is full, so the recording could not be stored yet. The uploaded file is kept: try completing the upload again later.',
} as const;

const start = createRoute({
  method: 'post',
  path: '/api/orders/{orderId}/recording/uploads',
  summary: 'Start (or resume) a chunked upload of an order’s recording (admin)',
  request: { params: pathParams('orderId'), body: documentedBody(uploadStart, 'The file.') },
  responses: {
    201: json(uploadState, 'The upload.'),
    400: failure('The upload details are wrong.'),
    401: notSignedIn,
    403: notAllowed,
    409: refused,
    429: tooMany,
  },
});

const readUpload = createRoute({
  method: 'get',
  path: '/api/recording-uploads/{id}',
  summary: 'An upload’s progress (admin)',
  request: { params: pathParams('id') },
  responses: {
    200: json(uploadState, 'The upload.'),
    401: notSignedIn,
    403: notAllowed,
    404: failure('No such upload.'),
  },
});

const chunk = createRoute({
  method: 'put',
  path: '/api/recording-uploads/{id}/chunks',
  summary: 'Write the bytes at ?offset=N (admin)',
  request: { params: pathParams('id') },
  parameters: documentedQuery(z.object({ offset: z.number().int().min(0) })),
  responses: {
    200: json(uploadState, 'The upload.'),
    400: failure('No offset.'),
    401: notSignedIn,
    403: notAllowed,
    413: failure('The chunk is too large.'),
    409: refused,
    429: tooMany,
    507: storageFull,
  },
});

const complete = createRoute({
  method: 'post',
  path: '/api/recording-uploads/{id}/complete',
  summary: 'Check the whole file and queue its analysis (admin)',
  description:
    'A file whose own patient name or birth date disagrees with the order answers 409 with `patientMismatch` and waits (status needs_confirmation); completing again with `patientOverrideReason` attaches it (audited).',
  request: {
    params: pathParams('id'),
    body: documentedBody(uploadComplete, 'Optional: the reason to attach a mismatching file.'),
  },
  responses: {
    200: json(uploadCompleted, 'Queued.'),
    400: failure('The override reason is too short.'),
    401: notSignedIn,
    403: notAllowed,
    409: refused,
    507: storageFull,
  },
});

/** The answer of the upload rules' refusals and of a full disk; anything else is unexpected. */
function fail(error: unknown, step: keyof typeof STORAGE_FULL_MESSAGES): Response {
  if (error instanceof UploadError)
    return Response.json({ message: error.message, ...error.extra }, { status: error.status });
  if (isStorageFull(error)) {
    logger.error('the blob store is full: an upload step was refused', { step });
    return Response.json({ message: STORAGE_FULL_MESSAGES[step] }, { status: 507 });
  }
  throw error;
}

/**
 * Recording intake (role admin): chunked, resumable uploads with a size limit and SHA-256, then
 * validation by the engine and a queued analysis. Rate-limited per user.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; config: AppConfig; blobs: BlobStore; analysis: AnalysisQueue },
): void {
  const db = deps.db;
  const uploadDeps = (): UploadDeps => ({
    db,
    blobs: deps.blobs,
    dataDir: deps.config.dataDir,
    maxBytes: deps.config.uploadMaxBytes,
    queueAnalysis: createQueuedAnalysis,
  });
  registerCorrectionRoutes(app, {
    db,
    queueAnalysis: createQueuedAnalysis,
    analysisStatus: async (tx, recordingId) => (await latestAnalysisOf(tx, recordingId))?.status,
    enqueue: (analysisId) => deps.analysis.enqueue(analysisId),
  });
  registerRetryAnalysisRoute(app, {
    db,
    enqueue: (analysisId) => deps.analysis.enqueue(analysisId),
  });
  const startLimit = createRateLimiter({
    db,
    name: 'recording-uploads',
    limit: 30,
    windowMs: 60 * 60_000,
    key: callerKey,
    message: 'Too many uploads started. Please wait and try again.',
  });
  const chunkLimit = createRateLimiter({
    db,
    name: 'recording-chunks',
    limit: 600,
    windowMs: 60_000,
    key: callerKey,
    message: 'Uploading too fast. Please wait a moment; the upload will resume.',
  });

  app.openapi(start, async (c) => {
    const { user } = await requireAllowed(c, 'recordings.upload');
    const limited = await startLimit.middleware(c, async () => undefined);
    if (limited) return limited;
    const parsed = uploadStart.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message: problemText('Check the upload details', parsed.error.issues),
          issues: parsed.error.issues,
        },
        400,
      );
    try {
      const upload = await startUpload(
        uploadDeps(),
        c.req.param('orderId') ?? '',
        user.id,
        parsed.data,
      );
      return c.json(uploadJson(upload), 201);
    } catch (error) {
      return fail(error, 'chunk');
    }
  });

  app.openapi(readUpload, async (c) => {
    await requireAllowed(c, 'recordings.upload');
    const upload = await findUpload(db, c.req.param('id') ?? '');
    return upload ? c.json(uploadJson(upload), 200) : c.json({ message: 'Upload not found.' }, 404);
  });

  app.openapi(chunk, async (c) => {
    await requireAllowed(c, 'recordings.upload');
    const limited = await chunkLimit.middleware(c, async () => undefined);
    if (limited) return limited;
    const offset = Number(c.req.query('offset'));
    if (!Number.isSafeInteger(offset) || offset < 0)
      return c.json({ message: 'Give the chunk offset in bytes: ?offset=N.' }, 400);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > CHUNK_BYTES)
      return c.json({ message: `A chunk must hold at most ${CHUNK_BYTES} bytes.` }, 413);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    try {
      return c.json(
        uploadJson(await writeChunk(uploadDeps(), c.req.param('id') ?? '', offset, bytes)),
        200,
      );
    } catch (error) {
      return fail(error, 'chunk');
    }
  });

  app.openapi(complete, async (c) => {
    const { user } = await requireAllowed(c, 'recordings.upload');
    const parsed = completeBody(await c.req.text());
    if (!parsed.success) return c.json(parsed.refusal, 400);
    try {
      const done = await completeUpload(
        uploadDeps(),
        c.req.param('id') ?? '',
        { type: 'admin', id: user.id },
        parsed.data,
      );
      await deps.analysis.enqueue(done.analysis.id);
      return c.json(
        {
          recordingId: done.recording.id,
          analysisId: done.analysis.id,
          orderStatus: done.order.status,
        },
        200,
      );
    } catch (error) {
      return fail(error, 'complete');
    }
  });
  registerRecordingRead(app, deps);
}
