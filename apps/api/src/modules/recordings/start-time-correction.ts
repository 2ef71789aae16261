import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ukInstant } from '../../lib/uk-day.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { lockOrder, markCorrectionPending } from '../orders/public.ts';
import { UploadError } from './errors.ts';
import { recordings, type RecordingRow } from './schema.ts';
import type { QueuedAnalysis } from './service.ts';
import { parseGivenStartTime } from './start-time.ts';

/** Longest reason kept for a start-time correction. */
export const MAX_START_TIME_REASON = 500;

/** A day's slack either side of dispatch and receipt: the post and the recorder's own clock. */
const SLACK_MS = 86_400_000;

export interface StartTimeDeps {
  db: Database;
  /** Queues an analysis of the recording (the analysis module's, injected). */
  queueAnalysis(
    tx: Database,
    input: { orderId: string; recordingId: string },
  ): Promise<QueuedAnalysis>;
  /** The status of the recording's newest analysis (injected likewise). */
  analysisStatus(tx: Database, recordingId: string): Promise<string | undefined>;
}

export interface StartTimeCorrected {
  recording: RecordingRow;
  analysis: QueuedAnalysis;
  /** A signed report printed the old time: a corrected version is now awaited. */
  reissueNeeded: boolean;
}

/** A UK wall-clock "YYYY-MM-DDTHH:MM:SS" as an instant. */
const instantOf = (local: string) => ukInstant(local.slice(0, 10), local.slice(11, 19));

/** The start must fall between the kit's dispatch and its return (a day's slack each side). */
function checkWithinWear(
  order: { dispatchedAt: Date | null; receivedAt: Date | null },
  start: string,
  durationS: number,
): void {
  const at = instantOf(start).getTime();
  if (order.dispatchedAt && at < order.dispatchedAt.getTime() - SLACK_MS)
    throw new UploadError(
      400,
      'That start time is before the recorder was sent to the customer: check the date.',
      { field: 'startTime' },
    );
  if (order.receivedAt && at + durationS * 1000 > order.receivedAt.getTime() + SLACK_MS)
    throw new UploadError(
      400,
      'With that start time the recording would end after we received the recorder: check the date.',
      { field: 'startTime' },
    );
}

/**
 * Staff add or correct the recording's start time after intake (issue 21): the recorder had no
 * clock, or its clock was wrong. Audited with before, after and the reason; the recording is
 * analysed again with the new start (day/night splits, clock times of events), and the results
 * move to the new analysis when it finishes. When a report is already signed, the order waits
 * for a corrected version, as after an identity correction; signed versions keep their analysis.
 */
export async function correctStartTime(
  deps: StartTimeDeps,
  orderId: string,
  actor: Actor,
  input: { startTime: string; reason: string },
): Promise<StartTimeCorrected> {
  const reason = input.reason.trim();
  if (!reason)
    throw new UploadError(400, 'Give the reason for the start time.', { field: 'reason' });
  const startTime = parseGivenStartTime(input.startTime);
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
    if (!recording)
      throw new UploadError(409, 'This order has no recording yet: give the start time at intake.');
    const status = await deps.analysisStatus(tx, recording.id);
    if (status === 'queued' || status === 'running')
      throw new UploadError(
        409,
        'The recording is being analysed: wait for the analysis to finish, then correct the start time.',
      );
    if (recording.startTime === startTime)
      throw new UploadError(400, 'The recording already has that start time.', {
        field: 'startTime',
      });
    checkWithinWear(order, startTime, recording.totalSamples / recording.samplingRate);
    const updated = (
      await tx
        .update(recordings)
        .set({ startTime, startTimeSource: 'staff' })
        .where(eq(recordings.id, recording.id))
        .returning()
    )[0]!;
    const analysis = await deps.queueAnalysis(tx, { orderId: order.id, recordingId: recording.id });
    const reissueNeeded = order.cardiacReportReadyAt !== null;
    if (reissueNeeded) await markCorrectionPending(tx, order.id);
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor,
      action: 'correct_start_time',
      before: { startTime: recording.startTime, startTimeSource: recording.startTimeSource },
      after: { startTime, startTimeSource: 'staff', analysisId: analysis.id, reissueNeeded },
      note: reason,
    });
    return { recording: updated, analysis, reissueNeeded };
  });
}
