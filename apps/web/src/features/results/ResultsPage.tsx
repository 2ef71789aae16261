import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestQuery } from '@/lib/http/use-rest';
import { HrTrendChart } from '@/components/ecg-charts/HrTrendChart';
import { PoincarePlot, Tachogram } from './charts/RrCharts';
import { IndexCards } from './IndexCards';
import { PendingResults } from './PendingResults';
import { ResultsSummary } from './ResultsSummary';
import { SharePanel } from './SharePanel';
import { StripSection } from './StripSection';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { UrgentAdvice } from '@/components/safety/UrgentAdvice';
import { ReportVersions, VersionNotice } from '@/components/reports/ReportVersions';
import { Notice } from '@/components/ui/Notice';
import { BeatTimesNotice } from '@/components/reports/BeatTimesNotice';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  linkClass,
} from '@/components/ui/controls';
import { clockAt } from '@/lib/format/clock';
import { downloadFile } from '@/lib/http/download';
import { errorMessage } from '@/lib/http/error-message';

/** /results: the results of each finished order of the customer. */
export function ResultsPage() {
  const { t } = useTranslation('results', { useSuspense: true });
  const list = useRestQuery('/api/results', {});
  const [selected, setSelected] = useState<string | undefined>();
  const orders = list.data?.list ?? [];
  const orderId = selected ?? orders[0]?.orderId;
  return (
    <section aria-labelledby="results-title" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="results-title" className="text-3xl font-semibold">
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-gray-700 dark:text-gray-300">{t('intro')}</p>
        </div>
        {orders.length > 1 && (
          <div>
            <label className={labelClass} htmlFor="results-order">
              {t('chooseOrder')}
            </label>
            <select
              id="results-order"
              className={inputClass}
              value={orderId}
              onChange={(e) => setSelected(e.target.value)}
            >
              {orders.map((o) => (
                <option key={o.orderId} value={o.orderId}>
                  {t('orderOption', {
                    number: o.orderNumber,
                    date: clockAt(o.recording.startTime, 0),
                  })}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {list.loading && <p>{t('loading')}</p>}
      {Boolean(list.error) && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(list.error, t('loadError'))}
        </p>
      )}
      {list.data?.pending.map((p) => (
        <PendingResults key={p.orderId} pending={p} />
      ))}
      {list.data && orders.length === 0 && list.data.pending.length === 0 && (
        <div className={cardClass}>
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="mt-1 text-gray-700 dark:text-gray-300">{t('empty.text')}</p>
          <p className="mt-3">
            <Link className={linkClass} to="/OrderList">
              {t('empty.orders')}
            </Link>
          </p>
        </div>
      )}
      {orderId && <OrderResults key={orderId} orderId={orderId} />}
    </section>
  );
}

function OrderResults({ orderId }: { orderId: string }) {
  const { t } = useTranslation('results', { useSuspense: true });
  // The latest signed version unless the customer opens an earlier one.
  const [version, setVersion] = useState<number | undefined>();
  // Axios leaves an undefined `version` out of the URL: the latest.
  const detail = useRestQuery('/api/results/{orderId}', { path: { orderId }, query: { version } });
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const r = detail.data;
  if (detail.loading) return <p>{t('loading')}</p>;
  if (!r)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {errorMessage(detail.error, t('loadError'))}
      </p>
    );
  // The files of the version shown (axios leaves an undefined `version` out: the latest).
  const file = { path: { orderId }, query: { version } };
  const download = (saving: Promise<void>) => {
    setDownloadError(undefined);
    saving.catch((e: unknown) => setDownloadError(errorMessage(e, t('downloadError'))));
  };
  const durationS = r.recording.durationS;
  return (
    <div className="space-y-6">
      {r.urgent && <UrgentAdvice outOfHours={r.urgent.outOfHours} />}
      {r.signed && (
        <VersionNotice shown={r.signed} latest={r.versions?.[0]?.version ?? r.signed.version} />
      )}
      <div className={`${cardClass} flex flex-wrap items-center justify-between gap-4`}>
        <div>
          <h2 className="text-lg font-semibold">{t('orderHeading', { number: r.orderNumber })}</h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {/* The API's one wording of analysable time, as on both PDFs. */}
            {r.recording.startTime
              ? t('recordingLine', {
                  start: clockAt(r.recording.startTime, 0),
                  analysable: r.analysable,
                })
              : t('recordingLineNoStart', { analysable: r.analysable })}
          </p>
          {r.headline && (
            // The API's one-line summary of the signed findings (English, like the figures).
            <p className="mt-2 font-semibold" data-testid="results-headline">
              <bdi>{r.headline}</bdi>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('solid')}
            onClick={() =>
              download(downloadFile('/api/results/{orderId}/report.pdf', file, 'results.pdf'))
            }
          >
            {t('downloadPdf')}
          </button>
          <button
            type="button"
            className={buttonClass()}
            onClick={() =>
              download(downloadFile('/api/results/{orderId}/fhir', file, 'results.fhir.json'))
            }
          >
            {t('downloadFhir')}
          </button>
          {r.status === 'cardiac_report_ready' && (
            <Link to="/cardiacReport" className={buttonClass()}>
              {t('openCardiacReport')}
            </Link>
          )}
        </div>
        {downloadError && (
          <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
            {downloadError}
          </p>
        )}
      </div>

      <BeatTimesNotice format={r.recording.format} articleLink />
      <RecordingNotices shortRecording={r.shortRecording} dayNightWithheld={r.dayNightWithheld} />

      <section aria-labelledby="indices-title" className="space-y-3">
        <h2 id="indices-title" className="text-xl font-semibold">
          {t('indices.title')}
        </h2>
        <IndexCards cards={r.indices} />
      </section>

      <section aria-labelledby="trend-title" className={cardClass}>
        <h2 id="trend-title" className="mb-3 text-xl font-semibold">
          {t('charts.hrTitle')}
        </h2>
        <HrTrendChart
          hrPerMinute={r.charts.hrPerMinute}
          nightWindows={r.nightWindows}
          durationS={durationS}
          startTime={r.recording.startTime}
        />
      </section>

      <section aria-labelledby="rr-title" className={cardClass}>
        <h2 id="rr-title" className="mb-3 text-xl font-semibold">
          {t('charts.rrTitle')}
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] [&>*]:min-w-0">
          <Tachogram charts={r.charts} startTime={r.recording.startTime} durationS={durationS} />
          <PoincarePlot charts={r.charts} />
        </div>
      </section>

      <StripSection orderId={orderId} results={r} durationS={durationS} />

      <ResultsSummary summary={r.summary} beatTimes={isBeatTimesFormat(r.recording.format)} />

      {r.signed && r.versions && (
        <ReportVersions versions={r.versions} shown={r.signed.version} onOpen={setVersion} />
      )}
      <section aria-labelledby="share-title" className={cardClass}>
        <h2 id="share-title" className="mb-2 text-xl font-semibold">
          {t('share.title')}
        </h2>
        <SharePanel orderId={orderId} hasCardiacReport={r.status === 'cardiac_report_ready'} />
      </section>
    </div>
  );
}

/** Why figures are missing or limited: a short recording released anyway, an unknown start time. */
function RecordingNotices({
  shortRecording,
  dayNightWithheld,
}: {
  shortRecording: string | null | undefined;
  dayNightWithheld: string | null | undefined;
}) {
  const { t } = useTranslation('results', { useSuspense: true });
  return (
    <>
      {shortRecording && (
        <Notice tone="info" title={t('shortRecording')} live={false}>
          {/* The API's text: the minimum and the reason operations gave for releasing it. */}
          <p data-testid="short-recording">{shortRecording}</p>
        </Notice>
      )}
      {dayNightWithheld && (
        <Notice tone="info" title={t('dayNightWithheld.title')} live={false}>
          <p data-testid="day-night-withheld">{t('dayNightWithheld.text')}</p>
        </Notice>
      )}
    </>
  );
}
