import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletionRequestView } from '@heartcheck/contracts/deletion-requests';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
} from '@/components/ui/controls';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { rest } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { useRestMutation } from '@/lib/http/use-rest-mutation';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

const OPEN: readonly string[] = ['requested', 'identity-checked'];

function Explanation() {
  const { t } = useTranslation('settings', { useSuspense: true });
  const deleted = t('deletion.deleted', { returnObjects: true }) as string[];
  const kept = t('deletion.kept', { returnObjects: true }) as string[];
  return (
    <div className="mt-2 space-y-2 text-sm">
      <p>{t('deletion.deletedTitle')}</p>
      <ul className="list-disc ps-5">
        {deleted.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t('deletion.keptTitle')}</p>
      <ul className="list-disc ps-5">
        {kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={mutedClass}>{t('deletion.howLong')}</p>
    </div>
  );
}

function Status({ request }: { request: DeletionRequestView }) {
  const { t } = useTranslation('settings', { useSuspense: true });
  return (
    <div className="mt-3" data-testid="deletion-status">
      <p className="font-semibold" role="status">
        {t(`deletion.status.${request.status}`, {
          requested: day(request.requestedAt),
          due: day(request.dueBy),
        })}
      </p>
      {request.refusalReason && <p className="mt-1">{request.refusalReason}</p>}
      {request.outcome && (
        <ul className="mt-2 list-disc ps-5 text-sm">
          {request.outcome.map((part) => (
            <li key={part.part}>
              {part.keepUntil
                ? t('deletion.keptUntil', { part: part.part, until: day(part.keepUntil) })
                : part.part}
              {': '}
              {part.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Delete my account": what goes and what stays, then the request and its status (issue 25). */
export function DeletionRequest() {
  const { t } = useTranslation('settings', { useSuspense: true });
  const state = useRestQuery('/api/deletion-requests/mine', {});
  const [note, setNote] = useState('');
  const write = useRestMutation();
  const request = state.data?.request ?? null;
  const open = request !== null && OPEN.includes(request.status);
  const ask = async (e: FormEvent) => {
    e.preventDefault();
    const done = await write.run(() => rest('post', '/api/deletion-requests', { body: { note } }));
    if (done) state.reload();
  };
  const withdraw = async () => {
    if (!request) return;
    const done = await write.run(() =>
      rest('post', '/api/deletion-requests/{id}/withdraw', { path: { id: request.id } }),
    );
    if (done) state.reload();
  };
  return (
    <section aria-labelledby="deletion-title" className={cardClass}>
      <h2 id="deletion-title" className="text-xl font-semibold">
        {t('deletion.title')}
      </h2>
      <Explanation />
      {state.status === 'error' && (
        <ErrorLine error={state.error} fallback={t('deletion.loadError')} className="mt-3" />
      )}
      {request && <Status request={request} />}
      {open && (
        <button
          type="button"
          className={`mt-3 ${buttonClass('default')}`}
          disabled={write.pending}
          onClick={() => void withdraw()}
        >
          {t('deletion.withdraw')}
        </button>
      )}
      {state.data && !open && request?.status !== 'completed' && (
        <form className="mt-3 space-y-2" onSubmit={(e) => void ask(e)}>
          <label className={labelClass} htmlFor="deletion-note">
            {t('deletion.note')}
          </label>
          <textarea
            id="deletion-note"
            className={inputClass}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button type="submit" className={buttonClass('danger')} disabled={write.pending}>
            {t('deletion.ask')}
          </button>
        </form>
      )}
      <ErrorLine error={write.error} fallback={t('deletion.saveError')} />
    </section>
  );
}
