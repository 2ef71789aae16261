import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { rest } from '@/lib/http/rest';
import { EcgStripViewer } from '@/components/ecg-charts/EcgStripViewer';
import { HrTrendChart } from '@/components/ecg-charts/HrTrendChart';
import { AnalysisNotes } from './AnalysisNotes';
import { ReportForm } from './ReportForm';
import { EventGroups } from './EventGroups';
import { DisclosureSection } from './disclosure/DisclosureSection';
import { Workstation } from './templates/Workstation';
import type { BeatEditor } from './templates/useWorkstation';
import { DiaryCard, HolterSummary, PatientLine } from './ReviewPageParts';
import { RecorderEventsCard } from './RecorderEventsCard';
import type { EpisodeEdit, Review } from '@heartcheck/contracts/reviews';
import { cardClass, linkClass } from '@/components/ui/controls';
import { BeatTimesNotice } from '@/components/reports/BeatTimesNotice';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
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
  // the workstation's edits so far: the full disclosure's labels follow them
  const [labelsRevision, setLabelsRevision] = useState<string | undefined>();
  // the workstation's edits, for the disclosure strip's beat edits (relabel, add a missed beat)
  const [editor, setEditor] = useState<BeatEditor | undefined>();
  const load = useCallback(() => {
    rest('get', '/api/reviews/{orderId}', { path: { orderId: id } }).then(
      (answer) => {
        // The document states the contract's z.record(enum, number) maps (event totals) with
        // optional keys; the API's schema answers every key, as the contract's type says.
        const found = answer as Review;
        setReview(found);
        setEdits(found.episodes);
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
  const noEcg = isBeatTimesFormat(r.recording.format);
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
      {review.patient && <PatientLine patient={review.patient} />}
      {review.urgent && (
        <p className="rounded-lg border-2 border-red-500 bg-red-50 px-3 py-2 font-semibold text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50">
          {t('urgent.flagged', { reason: t(`urgent.reasons.${review.urgent.reason}`) })}
        </p>
      )}
      <AnalysisNotes results={r} />
      <BeatTimesNotice format={r.recording.format} audience="review" articleLink />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <HolterSummary summary={r.summary} />
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
          {noEcg ? (
            <BeatTimesNotice format={r.recording.format} audience="strips" />
          ) : (
            <section className={cardClass} aria-labelledby="strip-title">
              <h2 id="strip-title" className="mb-3 text-xl font-semibold">
                {t('strip')}
              </h2>
              <EcgStripViewer
                orderId={r.orderId}
                durationS={r.recording.durationS}
                startTime={r.recording.startTime}
                focus={focus}
                calipers
              />
            </section>
          )}
          <DiaryCard diary={review.diary} onShow={look} />
          {review.recorderEvents && (
            <RecorderEventsCard
              recorderEvents={review.recorderEvents}
              startTime={r.recording.startTime}
              durationS={r.recording.durationS}
              onShow={look}
            />
          )}
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
              noEcg={noEcg}
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
          onTakenOver={load}
          signedNotice={signedNotice}
        />
      </div>
      {/* beat times only: no disclosure or templates to show (the notice above says why) */}
      {!noEcg && <DisclosureSection results={r} labelsRevision={labelsRevision} editor={editor} />}
      {!noEcg && (
        <Suspense fallback={null}>
          <Workstation
            key={`${review.signed?.version ?? 0}-${review.draft?.version ?? 0}-${review.draft?.mine ?? true}`}
            orderId={r.orderId}
            onShow={look}
            onRevision={setLabelsRevision}
            onEditor={setEditor}
          />
        </Suspense>
      )}
    </section>
  );
}
