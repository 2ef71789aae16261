import { useTranslation } from 'react-i18next';
import type { SummaryFigure } from '@heartcheck/contracts/results';
import type { Review } from '@heartcheck/contracts/reviews';
import { buttonClass, cardClass } from '@/components/ui/controls';
import { ReferralSummary } from '@/components/reports/ReferralSummary';
import { ukDateTime } from '@/lib/format/clock';

/**
 * Who the recording is of: name, date of birth (long, UTC), age, sex and NHS number; then why the
 * check was ordered and the GP practice (issue 21), which the cardiologist reports against.
 */
export function PatientLine({ patient }: { patient: NonNullable<Review['patient']> }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <>
      <PatientIdentity patient={patient} />
      {patient.referral && (
        <section className={cardClass} aria-labelledby="review-referral-title">
          <h2 id="review-referral-title" className="mb-2 text-lg font-semibold">
            {t('referralTitle')}
          </h2>
          <ReferralSummary referral={patient.referral} />
        </section>
      )}
    </>
  );
}

function PatientIdentity({ patient }: { patient: NonNullable<Review['patient']> }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <p className="text-lg" data-testid="review-patient">
      {patient.dateOfBirth
        ? t('patientLine', {
            name: patient.name,
            dob: new Intl.DateTimeFormat('en-GB', {
              dateStyle: 'long',
              timeZone: 'UTC',
            }).format(new Date(`${patient.dateOfBirth}T00:00:00Z`)),
            age: patient.age,
            sex: t(`sex.${patient.sex ?? 'not_stated'}`),
            nhs: patient.nhsNumber ? t('patientNhs', { nhs: patient.nhsNumber }) : '',
          })
        : t('patientUnknownDob', { name: patient.name })}
    </p>
  );
}

/** The Holter summary figures, label and value on each row. */
export function HolterSummary({ summary }: { summary: readonly SummaryFigure[] }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="holter-title">
      <h2 id="holter-title" className="mb-3 text-xl font-semibold">
        {t('holter')}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {summary.map((f) => (
          <div
            key={f.id}
            className="flex justify-between gap-3 border-b border-gray-100 py-1 text-sm dark:border-gray-800"
          >
            <dt className="text-gray-700 dark:text-gray-300">{f.label}</dt>
            <dd className="text-end font-medium">{f.display}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The patient's diary, each entry with a button showing the ECG at its time (UK clock). */
export function DiaryCard({
  diary,
  onShow,
}: {
  diary: Review['diary'];
  onShow: (atS: number) => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="diary-title">
      <h2 id="diary-title" className="mb-3 text-xl font-semibold">
        {t('diary', { count: diary.length })}
      </h2>
      {diary.length === 0 ? (
        <p className="text-sm">{t('noDiary')}</p>
      ) : (
        <ul className="space-y-2">
          {diary.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-2 text-sm dark:border-gray-800"
            >
              <span>
                <strong>{ukDateTime(entry.occurredAt)}</strong>: {entry.symptomLabel} (
                {entry.activityLabel}){entry.note ? ` · ${entry.note}` : ''}
                {entry.hrBpm !== null
                  ? ` · ${t('values.bpm', { bpm: Math.round(entry.hrBpm) })}`
                  : ''}
              </span>
              {entry.atS !== null ? (
                <button type="button" className={buttonClass()} onClick={() => onShow(entry.atS!)}>
                  {t('showEcg')}
                </button>
              ) : (
                <span className="text-gray-600 dark:text-gray-300">{t('outsideRecording')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
