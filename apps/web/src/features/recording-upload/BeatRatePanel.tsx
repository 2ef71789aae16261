import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingInfo } from '@heartcheck/contracts/recordings';
import { inputClass, labelClass } from '@/components/ui/controls';
import { rest } from '@/lib/http/rest';
import { CorrectionForm } from './CorrectionForm';
import { useCorrection } from './use-correction';

/**
 * Correct the sampling rate typed at intake for a beat annotation file (.qrs, .atr, .ann): its
 * beats count samples, so a wrong rate scales every interval and the heart rate with it. The
 * recording is analysed again at the new rate; a signed report then needs a corrected version.
 * Shown only for such files; refused while an analysis is queued or running.
 */
export function BeatRatePanel({
  orderId,
  recording,
  analysing,
  onCorrected,
}: {
  orderId: string;
  recording: NonNullable<RecordingInfo['recording']>;
  analysing: boolean;
  onCorrected: () => void;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const id = useId();
  const [rate, setRate] = useState(String(recording.samplingRate));
  const [reason, setReason] = useState('');
  const { error, done, busy, submit } = useCorrection(t('correctRate.error'), onCorrected);
  const hz = Number(rate);
  const onSubmit = submit(
    () =>
      !Number.isInteger(hz) || hz < 25 || hz > 20_000
        ? t('correctRate.rateRequired')
        : !reason.trim()
          ? t('correctRate.reasonRequired')
          : undefined,
    async () => {
      const r = await rest('put', '/api/orders/{orderId}/recording/sampling-rate', {
        path: { orderId },
        body: { samplingRate: hz, reason },
      });
      setReason('');
      return r;
    },
  );

  return (
    <CorrectionForm
      id={id}
      testId="beat-rate-panel"
      texts={{
        title: t('correctRate.title'),
        help: t('correctRate.help', { rate: recording.samplingRate }),
        reason: t('correctRate.reason'),
        analysing: t('correctRate.analysing'),
        save: t('correctRate.save'),
        done: (reissue) => t(reissue ? 'correctRate.doneReissue' : 'correctRate.done'),
      }}
      field={
        <>
          <label className={labelClass} htmlFor={`${id}-value`}>
            {t('correctRate.rate')}
          </label>
          <input
            id={`${id}-value`}
            type="number"
            inputMode="numeric"
            min={25}
            max={20_000}
            step={1}
            className={inputClass}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
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
