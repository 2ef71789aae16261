import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rest } from '@/lib/http/rest';
import type { EpisodeEdit, ReportInput, Review } from '@heartcheck/contracts/reviews';
import type { UrgentReason } from '@heartcheck/contracts/urgent-reasons';
import { SignConfirm, UrgentFields } from './SignConfirm';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';

/** The findings and conclusion form: save a draft, sign, or amend a signed report. */
/** Signed reports always carry their signing time; a draft (null) shows no date. */
const localTime = (iso: string | null) =>
  iso === null ? '' : new Date(iso).toLocaleString('en-GB');

export function ReportForm({
  review,
  orderId,
  edits,
  onSigned,
  signedNotice,
}: {
  review: Review;
  orderId: string;
  /** The event edits made on the review screen. */
  edits: EpisodeEdit[];
  /** Called with the confirmation to show after a signature (the form remounts). */
  onSigned: (notice: string) => void;
  signedNotice?: string | undefined;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const id = orderId;
  const source = review.draft ?? review.signed;
  const [findings, setFindings] = useState(source?.findings ?? '');
  const [conclusion, setConclusion] = useState(source?.conclusion ?? '');
  const [reason, setReason] = useState(review.draft?.amendmentReason ?? '');
  const [amending, setAmending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | undefined>(
    signedNotice ? { kind: 'ok', text: signedNotice } : undefined,
  );
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Ventricular fibrillation found: the reason is ready should the cardiologist confirm it.
  const [urgent, setUrgent] = useState<{ urgent: boolean; reason: UrgentReason; note: string }>({
    urgent: false,
    reason: (review.results.eventTotals.vf ?? 0) > 0 ? 'ventricular_fibrillation' : 'sustained_vt',
    note: '',
  });
  const editable = !review.signed || amending;
  const nextVersion = review.draft?.version ?? (review.signed?.version ?? 0) + 1;
  const submit = async (kind: 'draft' | 'sign') => {
    setBusy(true);
    setMessage(undefined);
    const body: ReportInput = {
      findings,
      conclusion,
      episodes: edits.filter((e) => e.verdict === 'artefact' || e.inReport),
      ...(review?.signed ? { amendmentReason: reason } : {}),
      ...(kind === 'sign' && urgent.urgent
        ? { urgent: { reason: urgent.reason, note: urgent.note || undefined } }
        : {}),
    };
    try {
      if (kind === 'draft') {
        await rest('put', '/api/reviews/{orderId}/draft', { path: { orderId: id }, body });
        setMessage({ kind: 'ok', text: t('draftSavedMessage') });
      } else {
        const signed = await rest('post', '/api/reviews/{orderId}/sign', {
          path: { orderId: id },
          body,
        });
        setMessage(undefined);
        setConfirming(false);
        setAmending(false);
        onSigned(t('signedMessage', { version: signed.version }));
      }
    } catch (e) {
      setConfirming(false);
      setMessage({ kind: 'error', text: errorMessage(e, t('saveError')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="min-w-0 space-y-6">
      {review.signed && (
        <section className={cardClass} aria-labelledby="signed-title">
          <h2 id="signed-title" className="text-xl font-semibold">
            {t('signedTitle', { version: review.signed.version })}
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('signedBy', {
              name: review.signed.cardiologistName,
              date: localTime(review.signed.signedAt),
            })}
          </p>
          <p className="mt-2 text-sm">{t('signedLocked')}</p>
          {!amending && (
            <button
              type="button"
              className={`${buttonClass()} mt-3`}
              onClick={() => setAmending(true)}
            >
              {t('amend')}
            </button>
          )}
        </section>
      )}
      <section className={cardClass} aria-labelledby="form-title">
        <h2 id="form-title" className="mb-3 text-xl font-semibold">
          {review.signed ? t('amendTitle') : t('formTitle')}
        </h2>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
        >
          <div>
            <label className={labelClass} htmlFor="findings">
              {t('findings')}
            </label>
            <textarea
              id="findings"
              className={`${inputClass} min-h-48`}
              value={findings}
              onChange={(e) => setFindings(e.target.value)}
              readOnly={!editable}
            />
          </div>
          <div>
            <label className={labelClass} htmlFor="conclusion">
              {t('conclusion')}
            </label>
            <textarea
              id="conclusion"
              className={`${inputClass} min-h-24`}
              value={conclusion}
              onChange={(e) => setConclusion(e.target.value)}
              readOnly={!editable}
            />
          </div>
          {review.signed && editable && (
            <div>
              <label className={labelClass} htmlFor="reason">
                {t('amendmentReason')}
              </label>
              <input
                id="reason"
                className={inputClass}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
          {editable && <UrgentFields {...urgent} onChange={setUrgent} />}
          {editable && confirming && (
            <SignConfirm
              version={nextVersion}
              amendment={Boolean(review.signed)}
              urgent={urgent.urgent}
              busy={busy}
              onConfirm={() => void submit('sign')}
              onCancel={() => setConfirming(false)}
            />
          )}
          {editable && !confirming && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClass()}
                disabled={busy}
                onClick={() => void submit('draft')}
              >
                {t('saveDraft')}
              </button>
              <button type="submit" className={buttonClass('solid')} disabled={busy}>
                {review.signed ? t('signAmendment') : t('sign')}
              </button>
            </div>
          )}
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              className={
                message.kind === 'error'
                  ? 'text-red-700 dark:text-red-300'
                  : 'text-green-800 dark:text-green-300'
              }
            >
              {message.text}
            </p>
          )}
        </form>
      </section>
      {review.versions.length > 0 && (
        <section className={cardClass} aria-labelledby="versions-title">
          <h2 id="versions-title" className="mb-2 text-lg font-semibold">
            {t('versions')}
          </h2>
          <ul className="list-disc ps-5 text-sm">
            {review.versions.map((v) => (
              <li key={v.version}>
                {t('versionLine', {
                  version: v.version,
                  name: v.cardiologistName,
                  date: localTime(v.signedAt),
                })}
                {v.amendmentReason ? ` · ${v.amendmentReason}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
