import { desc, eq } from 'drizzle-orm';
import type { OrderAuditAction } from '@heartcheck/contracts/order-audit-actions';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { lockOrder, markCorrectionPending, type OrderRow } from '../orders/public.ts';
import { UploadError } from './errors.ts';
import { recordings, type RecordingRow } from './schema.ts';
import type { QueuedAnalysis } from './service.ts';

export interface CorrectionDeps {
  db: Database;
  /** Queues an analysis of the recording (the analysis module's, injected). */
  queueAnalysis(
    tx: Database,
    input: { orderId: string; recordingId: string },
  ): Promise<QueuedAnalysis>;
  /** The status of the recording's newest analysis (injected likewise). */
  analysisStatus(tx: Database, recordingId: string): Promise<string | undefined>;
}

export interface RecordingCorrected {
  recording: RecordingRow;
  analysis: QueuedAnalysis;
  /** A signed report printed the old value: a corrected version is now awaited. */
  reissueNeeded: boolean;
}

type RecordingChange = Partial<
  Pick<RecordingRow, 'startTime' | 'startTimeSource' | 'samplingRate'>
>;

/** What one kind of correction says, checks and changes. */
export interface CorrectionSpec {
  /** The audit log's action. */
  action: Extract<OrderAuditAction, 'correct_start_time' | 'correct_beat_rate'>;
  /** Staff's answer when the order has no recording yet. */
  noRecording: string;
  /** Staff's answer while its analysis is queued or running. */
  analysing: string;
  /** The new column values, checked against the recording and the order (UploadError if wrong). */
  change(recording: RecordingRow, order: OrderRow): RecordingChange;
}

/**
 * A correction staff make to a recording after intake (its start time, a beat file's sampling
 * rate): under the order's lock, refused while an analysis runs, audited with before, after and
 * the reason, and the recording analysed again; the results move to the new analysis when it
 * finishes. When a report is already signed the order waits for a corrected version, as after
 * an identity correction; signed versions keep their analysis.
 */
export async function correctRecording(
  deps: CorrectionDeps,
  orderId: string,
  actor: Actor,
  reason: string,
  spec: CorrectionSpec,
): Promise<RecordingCorrected> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const recording = (
      await tx
        .select()
        .from(recordings)
        .where(eq(recordings.orderId, order.id))
        .orderBy(desc(recordings.createdAt))
        .limit(1)
    )[0];
    if (!recording) throw new UploadError(409, spec.noRecording);
    const status = await deps.analysisStatus(tx, recording.id);
    if (status === 'queued' || status === 'running') throw new UploadError(409, spec.analysing);
    const change = spec.change(recording, order);
    const updated = (
      await tx.update(recordings).set(change).where(eq(recordings.id, recording.id)).returning()
    )[0]!;
    const analysis = await deps.queueAnalysis(tx, { orderId: order.id, recordingId: recording.id });
    const reissueNeeded = order.cardiacReportReadyAt !== null;
    if (reissueNeeded) await markCorrectionPending(tx, order.id);
    const before = Object.fromEntries(
      Object.keys(change).map((key) => [key, recording[key as keyof RecordingChange]]),
    );
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor,
      action: spec.action,
      before,
      after: { ...change, analysisId: analysis.id, reissueNeeded },
      note: reason,
    });
    return { recording: updated, analysis, reissueNeeded };
  });
}
