import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardiacReport } from '@heartcheck/contracts/reviews';
import { useRestQuery } from '@/lib/http/use-rest';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  linkClass,
} from '@/components/ui/controls';
import { downloadFile } from '@/lib/http/download';
import { errorMessage } from '@/lib/http/error-message';
import { UrgentAdvice } from '@/components/safety/UrgentAdvice';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { clockAt } from '@/lib/format/clock';

/** Signed reports always carry their signing time; a draft (null) shows no date. */
const dateTime = (iso: string | null) =>
  iso === null
    ? ''
    : new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(new Date(iso));

/** /cardiacReport: the signed cardiac report of each reviewed order, with its PDF. */
export function CardiacReportPage() {
  const { t } = useTranslation('cardiacReport', { useSuspense: true });
  const reports = useRestQuery('/api/cardiac-reports', {});
  const list: CardiacReport[] | undefined = reports.data?.list;
  const error = reports.error ? errorMessage(reports.error, t('loadError')) : undefined;
  const [selected, setSelected] = useState<string | undefined>();
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const report = list?.find((r) => r.orderId === selected) ?? list?.[0];
  return (
    <section aria-labelledby="cardiac-title" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="cardiac-title" className="text-3xl font-semibold">
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-gray-700 dark:text-gray-300">{t('intro')}</p>
        </div>
        {list && list.length > 1 && (
          <div>
            <label className={labelClass} htmlFor="cardiac-order">
              {t('chooseOrder')}
            </label>
            <select
              id="cardiac-order"
              className={inputClass}
              value={report?.orderId}
              onChange={(e) => setSelected(e.target.value)}
            >
              {list.map((r) => (
                <option key={r.orderId} value={r.orderId}>
                  {r.orderNumber}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {!list && !error && <p>{t('loading')}</p>}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {list && list.length === 0 && (
        <div className={cardClass}>
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="mt-1 text-gray-700 dark:text-gray-300">{t('empty.text')}</p>
          <p className="mt-3">
            <Link className={linkClass} to="/results">
              {t('empty.results')}
            </Link>
          </p>
        </div>
      )}
      {report && (
        <article className="space-y-6" aria-labelledby="report-heading">
          {report.urgent && <UrgentAdvice />}
          <div className={`${cardClass} flex flex-wrap items-start justify-between gap-4`}>
            <div>
              <h2 id="report-heading" className="text-xl font-semibold">
                {t('orderHeading', { number: report.orderNumber })}
              </h2>
              <p className="mt-1 text-gray-700 dark:text-gray-300" data-testid="cardiac-signed-by">
                {t('signedBy', { name: report.cardiologistName, date: dateTime(report.signedAt) })}
              </p>
              {report.version > 1 && (
                <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">
                  {t('amended', { version: report.version, reason: report.amendmentReason ?? '' })}
                </p>
              )}
            </div>
            <button
              type="button"
              className={buttonClass('solid')}
              onClick={() => {
                setDownloadError(undefined);
                downloadFile(
                  `/cardiac-reports/${report.orderId}/report.pdf`,
                  'cardiac-report.pdf',
                ).catch((e: unknown) => setDownloadError(errorMessage(e, t('downloadError'))));
              }}
            >
              {t('download')}
            </button>
            {downloadError && (
              <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
                {downloadError}
              </p>
            )}
          </div>
          <section className={cardClass} aria-labelledby="findings-title">
            <h3 id="findings-title" className="text-lg font-semibold">
              {t('findings')}
            </h3>
            <p className="mt-2 whitespace-pre-line" dir="auto" data-testid="cardiac-findings">
              {report.findings}
            </p>
            <h3 className="mt-5 text-lg font-semibold">{t('conclusion')}</h3>
            <p
              className="mt-2 whitespace-pre-line font-medium"
              dir="auto"
              data-testid="cardiac-conclusion"
            >
              {report.conclusion}
            </p>
          </section>
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
          {report.artefacts > 0 && (
            <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="artefacts-note">
              {t('artefacts', { count: report.artefacts })}
            </p>
          )}
          {report.keyEvents.length > 0 && (
            <section className={cardClass} aria-labelledby="key-events-title">
              <h3 id="key-events-title" className="mb-1 text-lg font-semibold">
                {t('keyEvents')}
              </h3>
              <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('keyEventsHelp')}</p>
              <ul className="space-y-4">
                {report.keyEvents.map((event) => (
                  <li key={event.id} data-testid="key-event">
                    <p className="mb-1 font-medium">
                      <bdi>{clockAt(report.recording.startTime, event.atS, true)}</bdi> ·{' '}
                      <bdi>{event.label}</bdi>
                    </p>
                    <EcgStripViewer
                      stripPath={`/results/${report.orderId}/strip`}
                      durationS={report.recording.durationS}
                      startTime={report.recording.startTime}
                      focus={{ atS: event.atS, n: 1 }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {report.diary.length > 0 && (
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
          )}
          {report.versions.length > 1 && (
            <section className={cardClass} aria-labelledby="versions-title">
              <h3 id="versions-title" className="mb-2 text-lg font-semibold">
                {t('versions')}
              </h3>
              <ul className="list-disc ps-5 text-sm">
                {report.versions.map((v) => (
                  <li key={v.version}>
                    {t('versionLine', { version: v.version, date: dateTime(v.signedAt) })}
                    {v.amendmentReason ? ` · ${v.amendmentReason}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </section>
  );
}
