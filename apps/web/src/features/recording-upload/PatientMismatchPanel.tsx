import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientMismatch } from '@heartcheck/contracts/recordings';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';
import { ukLongDate } from '@/lib/format/clock';

/** The shortest override reason the API accepts (contracts uploadComplete). */
const MIN_REASON = 10;

/** The mismatch a failed completion answered with (409 with `patientMismatch`), if any. */
export function mismatchOfError(error: unknown): PatientMismatch | undefined {
  const data = (error as { response?: { data?: { patientMismatch?: PatientMismatch } } }).response
    ?.data;
  return data?.patientMismatch ?? undefined;
}

/**
 * A checked file whose own patient name or birth date disagrees with the order, held before it
 * is attached: both side by side with the disagreeing rows marked, then either another file or
 * an explicit "attach anyway" with a reason (kept in the audit log).
 */
export function PatientMismatchPanel({
  uploadId,
  fileName,
  mismatch,
  onDone,
}: {
  uploadId: string;
  fileName: string;
  mismatch: PatientMismatch;
  onDone: () => void;
}) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const id = useId();
  const [attach, setAttach] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Brought into view and focus when it appears: staff pressed Upload further down the page.
  useEffect(() => heading.current?.focus(), [uploadId]);
  const date = (d: string | null) => (d ? ukLongDate(`${d}T12:00:00Z`) : t('identity.none'));
  const rows = [
    ['name', t('identity.name'), mismatch.file.name ?? t('identity.none'), mismatch.order.name],
    [
      'dateOfBirth',
      t('identity.dateOfBirth'),
      date(mismatch.file.dateOfBirth),
      date(mismatch.order.dateOfBirth),
    ],
  ] as const;

  const confirm = async () => {
    setError(undefined);
    if (reason.trim().length < MIN_REASON) {
      setError(t('mismatch.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await rest('post', '/api/recording-uploads/{id}/complete', {
        path: { id: uploadId },
        body: { patientOverrideReason: reason.trim() },
      });
      onDone();
    } catch (e) {
      setError(errorMessage(e, t('uploadError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={cardClass} aria-labelledby={`${id}-title`} data-testid="patient-mismatch">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold">
        {t('mismatch.title')}
      </h2>
      <Notice tone="warning">
        <p>{t('mismatch.help', { file: fileName })}</p>
      </Notice>
      <table className="mt-3 w-full text-start text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              <span className="sr-only">{t('mismatch.field')}</span>
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('mismatch.inFile')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('mismatch.onOrder')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([field, label, inFile, onOrder]) => {
            const differs = mismatch.disagree.includes(field);
            return (
              <tr
                key={field}
                className={differs ? 'bg-red-50 dark:bg-red-950' : undefined}
                data-differs={differs}
              >
                <th scope="row" className="py-1 pe-3 text-start font-medium">
                  {label}
                  {/* A space, so the row reads "Name differs", not "Namediffers". */}
                  {differs && ' '}
                  {differs && (
                    <span className="ms-2 text-red-800 dark:text-red-200">
                      {t('mismatch.differs')}
                    </span>
                  )}
                </th>
                <td className="py-1 pe-3 font-semibold">
                  <bdi>{inFile}</bdi>
                </td>
                <td className="py-1 font-semibold">
                  <bdi>{onOrder}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-sm">{t('mismatch.another')}</p>
      <label className="mt-3 flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1"
          checked={attach}
          disabled={busy}
          onChange={(e) => setAttach(e.target.checked)}
        />
        <span>{t('mismatch.attachAnyway')}</span>
      </label>
      {attach && (
        <div className="mt-3 space-y-3">
          <div>
            <label className={labelClass} htmlFor={`${id}-reason`}>
              {t('mismatch.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              className={inputClass}
              rows={2}
              maxLength={500}
              value={reason}
              disabled={busy}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t('mismatch.confirm')}
          </button>
        </div>
      )}
      {error && (
        <p
          role="alert"
          className="mt-2 font-medium text-red-700 dark:text-red-300"
          data-testid="mismatch-error"
        >
          {error}
        </p>
      )}
    </section>
  );
}
