import { ukInstant } from '../../lib/uk-day.ts';
import type { Actor } from '../audit/public.ts';
import { UploadError } from './errors.ts';
import {
  correctRecording,
  type CorrectionDeps,
  type RecordingCorrected,
} from './recording-correction.ts';
import { parseGivenStartTime } from './start-time.ts';

/** Longest reason kept for a start-time correction. */
export const MAX_START_TIME_REASON = 500;

/** A day's slack either side of dispatch and receipt: the post and the recorder's own clock. */
const SLACK_MS = 86_400_000;

export type StartTimeDeps = CorrectionDeps;
export type StartTimeCorrected = RecordingCorrected;

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
 * clock, or its clock was wrong. The recording is analysed again with the new start (day/night
 * splits, clock times of events); see correctRecording for the audit and the re-issue.
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
  return correctRecording(deps, orderId, actor, reason, {
    action: 'correct_start_time',
    noRecording: 'This order has no recording yet: give the start time at intake.',
    analysing:
      'The recording is being analysed: wait for the analysis to finish, then correct the start time.',
    change(recording, order) {
      if (recording.startTime === startTime)
        throw new UploadError(400, 'The recording already has that start time.', {
          field: 'startTime',
        });
      checkWithinWear(order, startTime, recording.totalSamples / recording.samplingRate);
      return { startTime, startTimeSource: 'staff' };
    },
  });
}
