import type { Actor } from '../audit/public.ts';
import type { OrderRow } from '../orders/public.ts';
import { UploadError } from './errors.ts';
import {
  correctRecording,
  type CorrectionDeps,
  type RecordingCorrected,
} from './recording-correction.ts';
import type { RecordingRow } from './schema.ts';
import { MIN_RECORDING_SECONDS } from './service.ts';

/** Two days' slack on the time the recorder was away: the post either way (as start-time's). */
const SLACK_S = 2 * 86_400;

/** A beat file at the corrected rate must still span a minute, and fit the time it was away. */
function checkSpan(recording: RecordingRow, order: OrderRow, rate: number): void {
  const spanS = recording.totalSamples / rate;
  if (spanS < MIN_RECORDING_SECONDS)
    throw new UploadError(
      400,
      `At ${rate} Hz the beats would span only ${spanS.toFixed(1)} s; at least ${MIN_RECORDING_SECONDS} s is needed: check the rate.`,
      { field: 'samplingRate' },
    );
  if (!order.dispatchedAt || !order.receivedAt) return;
  const awayS = (order.receivedAt.getTime() - order.dispatchedAt.getTime()) / 1000;
  if (spanS > awayS + SLACK_S)
    throw new UploadError(
      400,
      `At ${rate} Hz the beats would span ${(spanS / 3600).toFixed(1)} hours, longer than the recorder was away: check the rate.`,
      { field: 'samplingRate' },
    );
}

/**
 * Staff correct the sampling rate typed at intake for a beat annotation file (.qrs, .atr, .ann)
 * that came without its .hea header: its beats are counted in samples, so a wrong rate scales
 * every interval (a 128 Hz file read as 250 Hz halves them: the heart rate doubles). The
 * recording is analysed again at the new rate; see correctRecording for the audit and re-issue.
 * A CSV's times are in seconds and an ECG file's rate is its own: neither can be corrected.
 */
export async function correctBeatRate(
  deps: CorrectionDeps,
  orderId: string,
  actor: Actor,
  input: { samplingRate: number; reason: string },
): Promise<RecordingCorrected> {
  const reason = input.reason.trim();
  if (!reason)
    throw new UploadError(400, 'Give the reason for the sampling rate.', { field: 'reason' });
  const rate = input.samplingRate;
  return correctRecording(deps, orderId, actor, reason, {
    action: 'correct_beat_rate',
    noRecording: 'This order has no recording yet: give the sampling rate at intake.',
    analysing:
      'The recording is being analysed: wait for the analysis to finish, then correct the sampling rate.',
    change(recording, order) {
      if (recording.format !== 'beats-wfdb')
        throw new UploadError(
          409,
          "Only a beat annotation file (.qrs, .atr, .ann) counts its beats in samples: this recording's sampling rate is its file's own and cannot be corrected.",
        );
      if (recording.samplingRate === rate)
        throw new UploadError(400, 'The recording already has that sampling rate.', {
          field: 'samplingRate',
        });
      checkSpan(recording, order, rate);
      return { samplingRate: rate };
    },
  });
}
