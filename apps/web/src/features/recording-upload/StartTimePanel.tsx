import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
} from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { rest } from '@/lib/http/rest';
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
    <section className={cardClass} aria-labelledby={`${id}-title`} data-testid="start-time-panel">
      <h2 id={`${id}-title`} className="mb-1 text-xl font-semibold">
        {t(recording.startTime ? 'correctStart.titleCorrect' : 'correctStart.titleAdd')}
      </h2>
      <p className={`mb-3 text-sm ${mutedClass}`}>{t('correctStart.help')}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label className={labelClass} htmlFor={`${id}-time`}>
              {t('correctStart.time')}
            </label>
            <input
              id={`${id}-time`}
              type="datetime-local"
              className={inputClass}
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
            />
          </div>
          <div>
            <label className={labelClass} htmlFor={`${id}-reason`}>
              {t('correctStart.reason')}
            </label>
            <input
              id={`${id}-reason`}
              className={inputClass}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        </div>
        {analysing && <p className={`text-sm ${mutedClass}`}>{t('correctStart.analysing')}</p>}
        <button type="submit" className={buttonClass('solid')} disabled={busy || analysing}>
          {t('correctStart.save')}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {done && (
        <Notice tone="success">
          {t(done.reissueNeeded ? 'correctStart.doneReissue' : 'correctStart.done')}
        </Notice>
      )}
    </section>
  );
}
