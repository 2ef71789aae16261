import type { PendingResults as Pending } from '@heartcheck/contracts/results';
import { useTranslation } from 'react-i18next';

const STEPS = ['received', 'analysing', 'with_cardiologist', 'released'] as const;

/** "2026-01-09" → "Friday 9 January 2026" (a UK calendar day, shown as that day anywhere). */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * A recording that is with us but not yet released: where it is and when to expect the signed
 * report. Nothing of the automated analysis is shown before the cardiologist signs.
 */
export function PendingResults({ pending }: { pending: Pending }) {
  const { t } = useTranslation('results', { useSuspense: true });
  const current = STEPS.indexOf(pending.stage);
  return (
    <section
      aria-labelledby={`pending-${pending.orderId}`}
      data-testid="results-pending"
      data-stage={pending.stage}
      className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4 dark:border-blue-900 dark:bg-blue-950"
    >
      <h2 id={`pending-${pending.orderId}`} className="text-lg font-semibold">
        {t('pending.heading', { number: pending.orderNumber })}
      </h2>
      <ol aria-label={t('pending.stepsLabel')} className="flex flex-wrap gap-2">
        {STEPS.map((step, i) => (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 text-sm ${
              i === current
                ? 'bg-blue-700 font-semibold text-white dark:bg-blue-300 dark:text-blue-950'
                : i < current
                  ? 'bg-blue-100 text-blue-950 dark:bg-blue-900 dark:text-blue-50'
                  : 'border border-blue-300 text-gray-800 dark:border-blue-800 dark:text-gray-200'
            }`}
          >
            {i + 1}. {t(`pending.steps.${step}`)}
            {i === current && <span className="sr-only"> {t('pending.current')}</span>}
          </li>
        ))}
      </ol>
      <p role="status">
        {t(pending.shortRecording ? 'pending.shortRecording' : `pending.${pending.stage}`)}
      </p>
      {!pending.shortRecording && (
        <p className="font-medium">
          {pending.expectedBy
            ? t('pending.expect', { date: longDay(pending.expectedBy), days: pending.workingDays })
            : t('pending.expectNoDate', { days: pending.workingDays })}
        </p>
      )}
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('pending.whyWait')}</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('pending.worried')}</p>
    </section>
  );
}
