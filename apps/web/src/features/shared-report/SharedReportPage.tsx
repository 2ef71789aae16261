import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferralSummary } from '@/components/reports/ReferralSummary';
import { useParams } from 'react-router';
import type { SummaryFigure } from '@heartcheck/contracts/results';
import type { SharedReport as Shared } from '@heartcheck/contracts/sharing';
import { cardClass } from '@/components/ui/controls';
import { VersionNotice } from '@/components/reports/ReportVersions';
import { BeatTimesNotice } from '@/components/reports/BeatTimesNotice';

/** Signed reports always carry their signing time; a draft (null) shows no date. */
const date = (iso: string | null) =>
  iso === null
    ? ''
    : new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/London',
      }).format(new Date(iso));

function Figures({ figures }: { figures: SummaryFigure[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {figures.map((f) => (
        <div
          key={f.id}
          className="flex justify-between gap-3 border-b border-gray-100 py-1 dark:border-gray-800"
        >
          <dt className="text-gray-700 dark:text-gray-300">{f.label}</dt>
          <dd className="text-end font-medium">{f.display}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a GP reads first (issue 21): the cardiologist's urgent flag and its reason, whether this
 * is an amended version, and the one-line summary of the signed findings.
 */
function ReportTop({ data }: { data: Shared }) {
  const { t } = useTranslation('sharedReport', { useSuspense: true });
  const urgent = data.urgent ?? null;
  const headline = data.report === 'results' ? data.results.headline : data.cardiacReport.headline;
  const signed = data.report === 'results' ? (data.results.signed ?? null) : data.cardiacReport;
  return (
    <>
      {urgent && (
        <section
          role="alert"
          data-testid="shared-urgent"
          className="rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
        >
          <h2 className="text-lg font-bold">{t('urgentTitle')}</h2>
          <p>
            {t('urgentReason', {
              reason: urgent.label ?? urgent.reason,
              date: date(urgent.flaggedAt),
            })}
          </p>
        </section>
      )}
      {signed && <VersionNotice shown={signed} latest={signed.version} />}
      {headline && (
        // The API's one-line summary of the signed findings (English, like the figures).
        <p className="text-lg font-semibold" data-testid="shared-headline">
          <bdi>{headline}</bdi>
        </p>
      )}
      {data.referral && (
        <section className={cardClass} aria-labelledby="shared-referral-title">
          <h2 id="shared-referral-title" className="mb-2 text-lg font-semibold">
            {t('referralTitle')}
          </h2>
          <ReferralSummary referral={data.referral} />
        </section>
      )}
    </>
  );
}

/** /share/:token: the one report a customer shared with their GP (no sign-in). */
export function SharedReportPage() {
  const { t } = useTranslation('sharedReport', { useSuspense: true });
  const { token = '' } = useParams();
  const [data, setData] = useState<Shared | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    fetch(`/api/shared/${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json()) as Shared & { message?: string };
        if (!response.ok) throw new Error(body.message ?? t('gone'));
        setData(body);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : t('gone')));
  }, [token, t]);
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 md:px-8">
      <p className="text-lg font-bold text-primary-deep dark:text-blue-300">HeartCheck</p>
      {!data && !error && <p>{t('loading')}</p>}
      {error && (
        <div className={cardClass}>
          <h1 className="text-2xl font-semibold">{t('goneTitle')}</h1>
          <p role="alert" className="mt-2">
            {error}
          </p>
        </div>
      )}
      {data && (
        <>
          <header className="space-y-1">
            <h1 className="text-3xl font-semibold">
              {data.report === 'results' ? t('resultsTitle') : t('cardiacTitle')}
            </h1>
            <p className="text-gray-700 dark:text-gray-300">
              {t('sharedBy', { name: data.patientName, date: date(data.expiresAt) })}
            </p>
            <p>
              <a
                className="inline-flex min-h-10 items-center rounded-lg bg-primary-deep px-4 py-2 text-sm font-semibold text-white hover:bg-primary-deep/90"
                href={`/api/shared/${encodeURIComponent(token)}/report.pdf`}
              >
                {t('downloadPdf')}
              </a>
            </p>
          </header>
          <ReportTop data={data} />
          <BeatTimesNotice
            audience="shared"
            format={
              data.report === 'results'
                ? data.results.recording.format
                : data.cardiacReport.recording.format
            }
          />
          {data.report === 'results' ? (
            <>
              <section className={cardClass} aria-labelledby="idx">
                <h2 id="idx" className="mb-3 text-xl font-semibold">
                  {t('indices', { number: data.results.orderNumber })}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {data.results.indices.map((c) => (
                    <li
                      key={c.id}
                      className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
                      data-testid={`shared-index-${c.id}`}
                    >
                      <p className="font-semibold">
                        {c.label}: {c.display}
                      </p>
                      <p className="text-sm text-gray-700 dark:text-gray-300">{c.reading}</p>
                      {c.periods && (
                        <p className="text-sm" data-testid="shared-periods">
                          {t('periods', {
                            day: c.periods.day.withheld
                              ? t('periodNotShown')
                              : c.periods.day.display,
                            night: c.periods.night.withheld
                              ? t('periodNotShown')
                              : c.periods.night.display,
                          })}
                        </p>
                      )}
                      {c.periods &&
                        (['day', 'night'] as const).map((p) => {
                          const why = c.periods?.[p].withheld?.text;
                          return why ? (
                            <p key={p} className="text-sm" data-testid={`shared-period-${p}-why`}>
                              {t(`${p}Why`, { why })}
                            </p>
                          ) : null;
                        })}
                      <p className="text-xs text-gray-600 dark:text-gray-300">
                        {t('range', { range: c.rangeDisplay })}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
              <section className={cardClass} aria-labelledby="sum">
                <h2 id="sum" className="mb-3 text-xl font-semibold">
                  {t('summary')}
                </h2>
                <Figures figures={data.results.summary} />
              </section>
            </>
          ) : (
            <>
              <section className={cardClass} aria-labelledby="rep">
                <h2 id="rep" className="text-xl font-semibold">
                  {t('signed', {
                    name: data.cardiacReport.cardiologistName,
                    date: date(data.cardiacReport.signedAt),
                    version: data.cardiacReport.version,
                  })}
                </h2>
                <h3 className="mt-4 font-semibold">{t('findings')}</h3>
                <p className="whitespace-pre-line">{data.cardiacReport.findings}</p>
                <h3 className="mt-4 font-semibold">{t('conclusion')}</h3>
                <p className="whitespace-pre-line font-medium">{data.cardiacReport.conclusion}</p>
              </section>
              <section className={cardClass} aria-labelledby="sum">
                <h2 id="sum" className="mb-3 text-xl font-semibold">
                  {t('summary')}
                </h2>
                <Figures figures={data.cardiacReport.summary} />
              </section>
            </>
          )}
          <p className="text-xs text-gray-600 dark:text-gray-300">{t('notice')}</p>
        </>
      )}
    </main>
  );
}
