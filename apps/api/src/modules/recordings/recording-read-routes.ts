import { createRoute } from '@hono/zod-openapi';
import { recordingInfo } from '@heartcheck/contracts/recordings';
import type { Viewer } from '../../auth/authorise.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp, type ApiContext } from '../../http/auth.ts';
import { failure, json, pathParams } from '../../http/openapi.ts';
import { latestAnalysisOf } from '../analysis/public.ts';
import { logStaffRead, type HealthRead } from '../audit/public.ts';
import { findOrderForViewer } from '../orders/public.ts';
import { recordingJson, uploadJson } from './json-views.ts';
import { patientName } from './patient.ts';
import { latestUploadOfOrder, recordingOfOrder } from './service.ts';

const notSignedIn = failure('Not signed in.');

const readRecording = createRoute({
  method: 'get',
  path: '/api/orders/{orderId}/recording',
  summary: 'The order’s recording and analysis progress (staff)',
  request: { params: pathParams('orderId') },
  responses: {
    200: json(recordingInfo, 'The recording.'),
    401: notSignedIn,
    403: failure('Not staff.'),
    404: failure('No such order.'),
  },
});

/** A staff read of the recording's details (when and how long it was worn) for the access log. */
function logRecordingRead(
  c: ApiContext,
  db: Database,
  viewer: Viewer,
  item: HealthRead['items'][number],
): Promise<void> {
  return logStaffRead(c, db, {
    viewer,
    action: 'results.read',
    resource: 'recording',
    items: [item],
  });
}

/** The order's recording, its upload and its analysis progress, as the intake screen reads them. */
export function registerRecordingRead(
  app: ApiApp,
  deps: { db: Database; config: AppConfig },
): void {
  const db = deps.db;
  // Admin and cardiologist.
  app.openapi(readRecording, async (c) => {
    const { user, viewer } = await requireAllowed(c, 'results.read');
    const order = await findOrderForViewer(db, c.req.param('orderId') ?? '', {
      user,
      isStaff: true,
    });
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const recording = await recordingOfOrder(db, order.id);
    if (recording) await logRecordingRead(c, db, viewer, { order, resourceId: recording.id });
    const analysis = recording ? await latestAnalysisOf(db, recording.id) : undefined;
    const found = recording ? { recording, analysis } : undefined;
    const upload = await latestUploadOfOrder(db, order.id);
    return c.json(
      {
        order: { id: order.id, number: order.number, status: order.status },
        patient: {
          name: await patientName(db, order.userId),
          dateOfBirth: order.patientDateOfBirth,
          deviceSerial: order.deviceSerial,
          returnedDeviceSerial: order.returnedDeviceSerial,
        },
        upload: upload ? uploadJson(upload) : null,
        recording: found ? recordingJson(found.recording) : null,
        analysis: found?.analysis
          ? {
              id: found.analysis.id,
              status: found.analysis.status,
              progress: found.analysis.progress,
              attempts: found.analysis.attempts,
              error: found.analysis.error,
              startedAt: found.analysis.startedAt?.toISOString() ?? null,
              finishedAt: found.analysis.finishedAt?.toISOString() ?? null,
            }
          : null,
        maxBytes: deps.config.uploadMaxBytes,
      },
      200,
    );
  });
}
