import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import { inputClass, labelClass } from '@/components/ui/controls';
import { rest } from '@/lib/http/rest';
import { CorrectionForm } from './CorrectionForm';
import { useCorrection } from './use-correction';

/**
 * Add or correct the recording's start time after intake (issue 21), with the reason (audited):
 * the recording is analysed again so day/night splits appear; a signed report then needs a
 * corrected version. Refused while an analysis is queued or running.
 */
export function StartTimePanel({
  orderId,
  recording,
  analysing,
  onCorrected,
}: {
  orderId: string;
  recording: NonNullable<RecordingInfo['recording']>;
  /** While an analysis runs the time cannot change (the server refuses it too). */
  analysing: boolean;
  onCorrected: () => void;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const id = useId();
  const [startTime, setStartTime] = useState(recording.startTime?.slice(0, 16) ?? '');
  const [reason, setReason] = useState('');
  const { error, done, busy, submit } = useCorrection(t('correctStart.error'), onCorrected);
  const onSubmit = submit(
    () =>
      !startTime
        ? t('correctStart.timeRequired')
        : !reason.trim()
          ? t('correctStart.reasonRequired')
          : undefined,
    async () => {
      const r = await rest('put', '/api/orders/{orderId}/recording/start-time', {
        path: { orderId },
        body: { startTime, reason },
      });
      setReason('');
      return r;
    },
  );

  return (
    <CorrectionForm
      id={id}
      testId="start-time-panel"
      texts={{
        title: t(recording.startTime ? 'correctStart.titleCorrect' : 'correctStart.titleAdd'),
        help: t('correctStart.help'),
        reason: t('correctStart.reason'),
        analysing: t('correctStart.analysing'),
        save: t('correctStart.save'),
        done: (reissue) => t(reissue ? 'correctStart.doneReissue' : 'correctStart.done'),
      }}
      field={
        <>
          <label className={labelClass} htmlFor={`${id}-value`}>
            {t('correctStart.time')}
          </label>
          <input
            id={`${id}-value`}
            type="datetime-local"
            className={inputClass}
            value={startTime}
            onChange={(e) => setStartTime(e.target.value)}
          />
        </>
      }
      reason={reason}
      onReason={setReason}
      analysing={analysing}
      busy={busy}
      error={error}
      done={done}
      onSubmit={onSubmit}
    />
  );
}
