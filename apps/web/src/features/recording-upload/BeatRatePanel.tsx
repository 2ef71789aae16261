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
    <section className={cardClass} aria-labelledby={`${id}-title`} data-testid="beat-rate-panel">
      <h2 id={`${id}-title`} className="mb-1 text-xl font-semibold">
        {t('correctRate.title')}
      </h2>
      <p className={`mb-3 text-sm ${mutedClass}`}>
        {t('correctRate.help', { rate: recording.samplingRate })}
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label className={labelClass} htmlFor={`${id}-rate`}>
              {t('correctRate.rate')}
            </label>
            <input
              id={`${id}-rate`}
              type="number"
              inputMode="numeric"
              min={25}
              max={20_000}
              step={1}
              className={inputClass}
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
          </div>
          <div>
            <label className={labelClass} htmlFor={`${id}-reason`}>
              {t('correctRate.reason')}
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
        {analysing && <p className={`text-sm ${mutedClass}`}>{t('correctRate.analysing')}</p>}
        <button type="submit" className={buttonClass('solid')} disabled={busy || analysing}>
          {t('correctRate.save')}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {done && (
        <Notice tone="success">
          {t(done.reissueNeeded ? 'correctRate.doneReissue' : 'correctRate.done')}
        </Notice>
      )}
    </section>
  );
}
