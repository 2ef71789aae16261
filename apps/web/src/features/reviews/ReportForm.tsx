import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rest } from '@/lib/http/rest';
import type { EpisodeEdit, ReportInput, Review } from '@heartcheck/contracts/reviews';
import { SignConfirm } from './SignConfirm';
import { TakeOverNotice } from './TakeOverNotice';
import { UrgentFields, urgentProblem, type UrgentChoice } from './UrgentFields';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { downloadFile } from '@/lib/http/download';
import { ukDateTime } from '@/lib/format/clock';

/** The findings and conclusion form: save a draft, sign, or amend a signed report. */
/**
 * Signed reports always carry their signing time; a draft (null) shows no date. UK time, as the
 * signed PDF states it, wherever the cardiologist is.
 */
const localTime = (iso: string | null) => (iso === null ? '' : ukDateTime(iso));

export function ReportForm({
  review,
  orderId,
  edits,
  onSigned,
  onTakenOver,
  signedNotice,
}: {
  review: Review;
  orderId: string;
  /** The event edits made on the review screen. */
  edits: EpisodeEdit[];
  /** Called with the confirmation to show after a signature (the form remounts). */
  onSigned: (notice: string) => void;
  /** Called once the caller has taken over another cardiologist's draft (reload the review). */
  onTakenOver: () => void;
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
  // No reason is ever pre-selected; an amendment starts from the signed version's flag.
  const [urgent, setUrgent] = useState<UrgentChoice>(() => ({
    urgent: review.urgent !== null,
    reason: (review.urgent?.reason as UrgentChoice['reason'] | undefined) ?? '',
    note: review.urgent?.note ?? '',
  }));
  const [showProblem, setShowProblem] = useState(false);
  const problem = showProblem ? urgentProblem(urgent) : undefined;
  const clearsUrgent = Boolean(review.signed && review.urgent) && !urgent.urgent;
  // Another cardiologist's draft is read-only until the caller takes the report over.
  const heldBy = review.draft && !review.draft.mine ? review.draft : undefined;
  const editable = (!review.signed || amending) && !heldBy;
  const nextVersion = review.draft?.version ?? (review.signed?.version ?? 0) + 1;
  const submit = async (kind: 'draft' | 'sign') => {
    setBusy(true);
    setMessage(undefined);
    const body: ReportInput = {
      findings,
      conclusion,
      episodes: edits.filter((e) => e.verdict === 'artefact' || e.inReport),
      ...(review?.signed ? { amendmentReason: reason } : {}),
      ...(kind === 'sign' ? urgentBody(urgent, clearsUrgent) : {}),
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
        <SignedCard
          signed={review.signed}
          correctionPendingAt={review.correctionPendingAt ?? null}
          // another's amendment draft: the take-over notice below is the way in, not a new one
          amending={amending || Boolean(heldBy)}
          onAmend={() => setAmending(true)}
        />
      )}
      {heldBy && <TakeOverNotice draft={heldBy} orderId={id} onTakenOver={onTakenOver} />}
      <section className={cardClass} aria-labelledby="form-title">
        <h2 id="form-title" className="mb-3 text-xl font-semibold">
          {review.signed ? t('amendTitle') : t('formTitle')}
        </h2>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setShowProblem(true);
            if (!urgentProblem(urgent)) setConfirming(true);
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
          {review.signed && editable && <AmendmentReason value={reason} onChange={setReason} />}
          {editable && (
            <UrgentFields
              choice={urgent}
              problem={problem}
              amending={Boolean(review.signed)}
              onChange={setUrgent}
            />
          )}
          {editable && confirming && (
            <SignConfirm
              version={nextVersion}
              amendment={Boolean(review.signed)}
              urgent={urgent.urgent}
              clearsUrgent={clearsUrgent}
              busy={busy}
              onConfirm={() => void submit('sign')}
              onCancel={() => setConfirming(false)}
            />
          )}
          {editable && !confirming && (
            <FormButtons
              busy={busy}
              amendment={Boolean(review.signed)}
              onDraft={() => void submit('draft')}
            />
          )}
          {message && <FormMessage {...message} />}
        </form>
      </section>
      <VersionList versions={review.versions} orderId={orderId} />
    </div>
  );
}

/** The urgent part of a signature: the flag, or null to clear the signed version's, or nothing. */
function urgentBody(choice: UrgentChoice, clears: boolean): Pick<ReportInput, 'urgent'> {
  if (choice.urgent && choice.reason)
    return { urgent: { reason: choice.reason, note: choice.note.trim() || undefined } };
  return clears ? { urgent: null } : {};
}

/** Every signed version, who signed it, when and why it was amended. */
function VersionList({ versions, orderId }: { versions: Review['versions']; orderId: string }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const [versionError, setVersionError] = useState<string | undefined>();
  if (versions.length === 0) return null;
  return (
    <section className={cardClass} aria-labelledby="versions-title">
      <h2 id="versions-title" className="mb-2 text-lg font-semibold">
        {t('versions')}
      </h2>
      <ul className="space-y-2 text-sm" data-testid="signed-versions">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {t('versionLine', {
                version: v.version,
                name: v.cardiologistName,
                date: localTime(v.signedAt),
              })}
              {v.amendmentReason ? ` · ${v.amendmentReason}` : ''}
            </span>
            {/* Each signed version stays retrievable as it was signed (issue 20). */}
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                setVersionError(undefined);
                downloadFile(
                  '/api/cardiac-reports/{orderId}/report.pdf',
                  { path: { orderId }, query: { version: v.version } },
                  `cardiac-report-v${v.version}.pdf`,
                ).catch((e: unknown) => setVersionError(errorMessage(e, t('versionPdfError'))));
              }}
            >
              {t('versionPdf', { version: v.version })}
            </button>
          </li>
        ))}
      </ul>
      {versionError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {versionError}
        </p>
      )}
    </section>
  );
}

/** The signed version: who and when, locked, with the way to amend it. */
function SignedCard({
  signed,
  correctionPendingAt,
  amending,
  onAmend,
}: {
  signed: NonNullable<Review['signed']>;
  correctionPendingAt: string | null;
  amending: boolean;
  onAmend: () => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="signed-title">
      <h2 id="signed-title" className="text-xl font-semibold">
        {t('signedTitle', { version: signed.version })}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('signedBy', { name: signed.cardiologistName, date: localTime(signed.signedAt) })}
      </p>
      <p className="mt-2 text-sm">{t('signedLocked')}</p>
      {correctionPendingAt && (
        <p
          role="status"
          data-testid="correction-pending"
          className="mt-2 rounded border-2 border-amber-500 p-2 text-sm font-semibold"
        >
          {t('correctionPending', { date: localTime(correctionPendingAt) })}
        </p>
      )}
      {!amending && (
        <button type="button" className={`${buttonClass()} mt-3`} onClick={onAmend}>
          {t('amend')}
        </button>
      )}
    </section>
  );
}

/** The outcome of the last save or signature. */
function FormMessage({ kind, text }: { kind: 'ok' | 'error'; text: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={
        kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-green-800 dark:text-green-300'
      }
    >
      {text}
    </p>
  );
}

/** Save a draft, or sign (the form's submit, which asks first). */
function FormButtons({
  busy,
  amendment,
  onDraft,
}: {
  busy: boolean;
  amendment: boolean;
  onDraft: () => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass()} disabled={busy} onClick={onDraft}>
        {t('saveDraft')}
      </button>
      <button type="submit" className={buttonClass('solid')} disabled={busy}>
        {amendment ? t('signAmendment') : t('sign')}
      </button>
    </div>
  );
}

/** Why the signed version is being amended (required by the API). */
function AmendmentReason({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <div>
      <label className={labelClass} htmlFor="reason">
        {t('amendmentReason')}
      </label>
      <input
        id="reason"
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
