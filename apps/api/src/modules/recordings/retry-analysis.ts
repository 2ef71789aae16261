import type { Database } from '../../db/client.ts';
import { latestAnalysisOf, requeueFailed } from '../analysis/public.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { lockOrder } from '../orders/public.ts';
import { UploadError } from './errors.ts';
import { recordingOfOrder } from './service.ts';

export interface RetriedAnalysis {
  analysisId: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** False when it was already queued or running (a second click): nothing was changed. */
  retried: boolean;
}

/**
 * An admin retries the failed analysis of an uploaded recording (issue 25: after a full disk,
 * say, once the cause is fixed), instead of editing the database. Only the newest analysis of
 * the order's recording, only while the order waits on it (analysing), only when it failed:
 * one already queued or running is left alone, so a second click changes nothing and writes no
 * second audit entry. Audited on the order with the error that ended the last run. The caller
 * queues the analysis after the transaction commits.
 */
export async function retryFailedAnalysis(
  db: Database,
  orderId: string,
  actor: Actor,
): Promise<RetriedAnalysis> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const recording = await recordingOfOrder(tx, order.id);
    const analysis = recording ? await latestAnalysisOf(tx, recording.id) : undefined;
    if (!analysis) throw new UploadError(409, 'This order has no uploaded recording to analyse.');
    if (analysis.status === 'queued' || analysis.status === 'running')
      return { analysisId: analysis.id, status: analysis.status, retried: false };
    if (analysis.status !== 'failed' || order.status !== 'analysing')
      throw new UploadError(409, 'Only a failed analysis can be retried.');
    const queued = await requeueFailed(tx, analysis.id);
    if (!queued) throw new UploadError(409, 'Only a failed analysis can be retried.');
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor,
      action: 'retry_analysis',
      before: { analysisId: analysis.id, status: 'failed', error: analysis.error },
      after: { analysisId: analysis.id, status: 'queued' },
    });
    return { analysisId: queued.id, status: queued.status, retried: true };
  });
}
