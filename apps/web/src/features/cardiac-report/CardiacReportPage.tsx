import { BeatTimesNotice } from '@/components/reports/BeatTimesNotice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardiacReport } from '@heartcheck/contracts/reviews';
import { rest } from '@/lib/http/rest';
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
import { ReportVersions, VersionNotice } from '@/components/reports/ReportVersions';
import { dateTime, KeyEvents, KeyNumbers, ReportDiary } from './CardiacReportSections';

/** /cardiacReport: the signed cardiac report of each reviewed order, with its PDF. */
export function CardiacReportPage() {
  const { t } = useTranslation('cardiacReport', { useSuspense: true });
  const reports = useRestQuery('/api/cardiac-reports', {});
  const list: CardiacReport[] | undefined = reports.data?.list;
  const error = reports.error ? errorMessage(reports.error, t('loadError')) : undefined;
  const [selected, setSelected] = useState<string | undefined>();
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const latest = list?.find((r) => r.orderId === selected) ?? list?.[0];
  const {
    report,
    openVersion,
    versionError,
    closeVersion: setOlder,
  } = useShownVersion(latest, t('loadError'));
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
              onChange={(e) => {
                setSelected(e.target.value);
                setOlder();
              }}
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
          {report.urgent && <UrgentAdvice outOfHours={report.urgent.outOfHours} />}
          {report.signedAt && (
            <VersionNotice shown={report} latest={report.versions[0]?.version ?? report.version} />
          )}
          {versionError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {versionError}
            </p>
          )}
          <div className={`${cardClass} flex flex-wrap items-start justify-between gap-4`}>
            <div>
              <h2 id="report-heading" className="text-xl font-semibold">
                {t('orderHeading', { number: report.orderNumber })}
              </h2>
              <p className="mt-1 text-gray-700 dark:text-gray-300" data-testid="cardiac-signed-by">
                {t('signedBy', { name: report.cardiologistName, date: dateTime(report.signedAt) })}
              </p>
              {report.headline && (
                // The API's one-line summary of the signed findings (English, like the figures).
                <p className="mt-2 font-semibold" data-testid="cardiac-headline">
                  <bdi>{report.headline}</bdi>
                </p>
              )}
            </div>
            <button
              type="button"
              className={buttonClass('solid')}
              onClick={() => {
                setDownloadError(undefined);
                downloadFile(
                  '/api/cardiac-reports/{orderId}/report.pdf',
                  { path: { orderId: report.orderId }, query: { version: report.version } },
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
          <BeatTimesNotice format={report.recording.format} />
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
          <KeyNumbers report={report} />
          {report.artefacts > 0 && (
            <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="artefacts-note">
              {t('artefacts', { count: report.artefacts })}
            </p>
          )}
          <KeyEvents report={report} />
          <ReportDiary report={report} />
          <ReportVersions
            versions={report.versions}
            shown={report.version}
            onOpen={openVersion}
            headingLevel="h3"
          />
        </article>
      )}
    </section>
  );
}

/** The latest version, or an earlier one the customer opened from the version list (issue 20). */
function useShownVersion(latest: CardiacReport | undefined, loadError: string) {
  const [older, setOlder] = useState<CardiacReport | undefined>();
  const [versionError, setVersionError] = useState<string | undefined>();
  const report = older && older.orderId === latest?.orderId ? older : latest;
  const openVersion = (version: number) => {
    setVersionError(undefined);
    if (!latest || version === latest.version) {
      setOlder(undefined);
      return;
    }
    rest('get', '/api/cardiac-reports/{orderId}', {
      path: { orderId: latest.orderId },
      query: { version },
    }).then(
      (shown) => setOlder(shown),
      (e: unknown) => setVersionError(errorMessage(e, loadError)),
    );
  };
  return { report, openVersion, versionError, closeVersion: () => setOlder(undefined) };
}
