import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardiacReport } from '@heartcheck/contracts/reviews';
import { cardClass, linkClass } from '@/components/ui/controls';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { BeatTimesNotice } from '@/components/reports/BeatTimesNotice';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { clockAt } from '@/lib/format/clock';

/** Signed reports always carry their signing time; a draft (null) shows no date. */
export const dateTime = (iso: string | null) =>
  iso === null
    ? ''
    : new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(new Date(iso));

/** The report's key figures, each with a link to its help article when it has one. */
export function KeyNumbers({ report }: { report: CardiacReport }) {
  const { t } = useTranslation('cardiacReport', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="numbers-title">
      <h3 id="numbers-title" className="mb-3 text-lg font-semibold">
        {t('keyNumbers')}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {report.summary.map((f) => (
          <div
            key={f.id}
            className="flex justify-between gap-3 border-b border-gray-100 py-1 dark:border-gray-800"
          >
            {/* The API's English figures ("72 bpm", "4 (0.3% of beats)") keep their order
                in a right-to-left page. */}
            <dt className="text-gray-700 dark:text-gray-300">
              <bdi>{f.label}</bdi>
              {f.articleId && (
                <>
                  {' '}
                  <Link
                    className={`${linkClass} text-sm`}
                    to={`/support-hub/article/${f.articleId}`}
                    aria-label={t('aboutFindingLabel', { name: f.label })}
                  >
                    {t('aboutFinding')}
                  </Link>
                </>
              )}
            </dt>
            <dd className="text-end font-medium" data-testid={`summary-${f.id}`}>
              <bdi dir="ltr">{f.display}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The events the cardiologist chose, each with its ECG strip. */
export function KeyEvents({ report }: { report: CardiacReport }) {
  const { t } = useTranslation('cardiacReport', { useSuspense: true });
  // a beat-time recording has no ECG: its key events are listed without strips
  const noEcg = isBeatTimesFormat(report.recording.format);
  return (
    report.keyEvents.length > 0 && (
      <section className={cardClass} aria-labelledby="key-events-title">
        <h3 id="key-events-title" className="mb-1 text-lg font-semibold">
          {t('keyEvents')}
        </h3>
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('keyEventsHelp')}</p>
        {noEcg && (
          <div className="mb-3">
            <BeatTimesNotice format={report.recording.format} audience="strips" />
          </div>
        )}
        <ul className="space-y-4">
          {report.keyEvents.map((event) => (
            <li key={event.id} data-testid="key-event">
              <p className="mb-1 font-medium">
                <bdi>{clockAt(report.recording.startTime, event.atS, true)}</bdi> ·{' '}
                <bdi>{event.label}</bdi>
              </p>
              {!noEcg && (
                <EcgStripViewer
                  orderId={report.orderId}
                  durationS={report.recording.durationS}
                  startTime={report.recording.startTime}
                  focus={{ atS: event.atS, n: 1 }}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    )
  );
}

/** The patient's diary entries with the heart rate at the time. */
export function ReportDiary({ report }: { report: CardiacReport }) {
  const { t } = useTranslation('cardiacReport', { useSuspense: true });
  return (
    report.diary.length > 0 && (
      <section className={cardClass} aria-labelledby="diary-title">
        <h3 id="diary-title" className="mb-3 text-lg font-semibold">
          {t('diary')}
        </h3>
        <ul className="space-y-2">
          {report.diary.map((entry) => (
            <li key={entry.id} className="border-b border-gray-100 pb-2 dark:border-gray-800">
              <p className="font-medium">
                <bdi>{dateTime(entry.occurredAt)}</bdi>: <bdi>{entry.symptomLabel}</bdi>
              </p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                <bdi>{entry.activityLabel}</bdi>
                {entry.note ? (
                  <>
                    {' · '}
                    <bdi>{entry.note}</bdi>
                  </>
                ) : null}
                {entry.hrBpm !== null
                  ? ` · ${t('hrAtTime', { bpm: Math.round(entry.hrBpm) })}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
    )
  );
}
