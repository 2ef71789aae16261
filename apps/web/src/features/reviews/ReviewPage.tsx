import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiClient } from '@/lib/http/api-client';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { HrTrendChart } from '@/components/ecg-charts/HrTrendChart';
import { AnalysisNotes } from './AnalysisNotes';
import { ReportForm } from './ReportForm';
import { EventGroups } from './EventGroups';
import { DisclosureSection } from './disclosure/DisclosureSection';
import { Workstation } from './templates/Workstation';
import type { EpisodeEdit, Review } from '@heartcheck/contracts/reviews';
import { buttonClass, cardClass, linkClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';

/** /reviews/:id: the cardiologist's review of one recording, and signing the cardiac report. */
export function ReviewPage() {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const { id = '' } = useParams();
  const [review, setReview] = useState<Review | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [focus, setFocus] = useState<{ atS: number; n: number } | undefined>();
  const [signedNotice, setSignedNotice] = useState<string | undefined>();
  // The cardiologist's event edits (artefact, in the report), sent with the draft or signature.
  const [edits, setEdits] = useState<EpisodeEdit[]>([]);
  const load = useCallback(() => {
    apiClient.get<Review>(`/reviews/${id}`).then(
      (response) => {
        setReview(response.data);
        setEdits(response.data.episodes);
      },
      (e: unknown) => setLoadError(errorMessage(e, t('loadError'))),
    );
  }, [id, t]);
  useEffect(load, [load]);

  const look = (atS: number) => setFocus((f) => ({ atS, n: (f?.n ?? 0) + 1 }));
  if (loadError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loadError}
      </p>
    );
  if (!review) return <p>{t('loading')}</p>;
  const r = review.results;
  return (
    <section aria-labelledby="review-title" className="space-y-6">
      <p>
        <Link className={linkClass} to="/reviews">
          {t('backToQueue')}
        </Link>
      </p>
      <h1 id="review-title" className="text-3xl font-semibold">
        {t('reviewTitle', { number: r.orderNumber })}
      </h1>
      {review.patient && (
        <p className="text-lg" data-testid="review-patient">
          {review.patient.dateOfBirth
            ? t('patientLine', {
                name: review.patient.name,
                dob: new Intl.DateTimeFormat('en-GB', {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }).format(new Date(`${review.patient.dateOfBirth}T00:00:00Z`)),
                age: review.patient.age,
                sex: t(`sex.${review.patient.sex ?? 'not_stated'}`),
                nhs: review.patient.nhsNumber
                  ? t('patientNhs', { nhs: review.patient.nhsNumber })
                  : '',
              })
            : t('patientUnknownDob', { name: review.patient.name })}
        </p>
      )}
      {review.urgent && (
        <p className="rounded-lg border-2 border-red-500 bg-red-50 px-3 py-2 font-semibold text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50">
          {t('urgent.flagged', { reason: t(`urgent.reasons.${review.urgent.reason}`) })}
        </p>
      )}
      <AnalysisNotes results={r} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <section className={cardClass} aria-labelledby="holter-title">
            <h2 id="holter-title" className="mb-3 text-xl font-semibold">
              {t('holter')}
            </h2>
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {r.summary.map((f) => (
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
          <section className={cardClass} aria-labelledby="trend-title">
            <h2 id="trend-title" className="mb-3 text-xl font-semibold">
              {t('trend')}
            </h2>
            <HrTrendChart
              hrPerMinute={r.charts.hrPerMinute}
              nightWindows={r.nightWindows}
              durationS={r.recording.durationS}
              startTime={r.recording.startTime}
              marks={review.diary
                .filter((d) => d.atS !== null)
                .map((d) => ({ atS: d.atS!, label: d.symptomLabel }))}
            />
          </section>
          <section className={cardClass} aria-labelledby="strip-title">
            <h2 id="strip-title" className="mb-3 text-xl font-semibold">
              {t('strip')}
            </h2>
            <EcgStripViewer
              stripPath={`/results/${r.orderId}/strip`}
              durationS={r.recording.durationS}
              startTime={r.recording.startTime}
              focus={focus}
              calipers
            />
          </section>
          <section className={cardClass} aria-labelledby="diary-title">
            <h2 id="diary-title" className="mb-3 text-xl font-semibold">
              {t('diary', { count: review.diary.length })}
            </h2>
            {review.diary.length === 0 ? (
              <p className="text-sm">{t('noDiary')}</p>
            ) : (
              <ul className="space-y-2">
                {review.diary.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-2 text-sm dark:border-gray-800"
                  >
                    <span>
                      <strong>
                        {new Date(entry.occurredAt).toLocaleString('en-GB', {
                          timeZone: 'Europe/London',
                        })}
                      </strong>
                      : {entry.symptomLabel} ({entry.activityLabel})
                      {entry.note ? ` · ${entry.note}` : ''}
                      {entry.hrBpm !== null
                        ? ` · ${t('values.bpm', { bpm: Math.round(entry.hrBpm) })}`
                        : ''}
                    </span>
                    {entry.atS !== null ? (
                      <button
                        type="button"
                        className={buttonClass()}
                        onClick={() => look(entry.atS!)}
                      >
                        {t('showEcg')}
                      </button>
                    ) : (
                      <span className="text-gray-600 dark:text-gray-300">
                        {t('outsideRecording')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={cardClass} aria-labelledby="events-title">
            <h2 id="events-title" className="mb-3 text-xl font-semibold">
              {t('eventsHeading')}
            </h2>
            <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('editsHelp')}</p>
            <EventGroups
              events={r.events}
              totals={r.eventTotals}
              orderId={r.orderId}
              startTime={r.recording.startTime}
              durationS={r.recording.durationS}
              edits={edits}
              onEdit={(edit) =>
                setEdits((list) => [...list.filter((e) => e.key !== edit.key), edit])
              }
            />
          </section>
        </div>
        <ReportForm
          key={review.signed?.version ?? 0}
          review={review}
          orderId={id}
          edits={edits}
          onSigned={(notice) => {
            setSignedNotice(notice);
            load();
          }}
          signedNotice={signedNotice}
        />
      </div>
      <DisclosureSection results={r} />
      <Suspense fallback={null}>
        <Workstation
          key={`${review.signed?.version ?? 0}-${review.draft?.version ?? 0}`}
          orderId={r.orderId}
          onShow={look}
        />
      </Suspense>
    </section>
  );
}
