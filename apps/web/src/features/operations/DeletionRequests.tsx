import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletionRequestView, IdentityMethod } from '@heartcheck/contracts/deletion-requests';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
} from '@/components/ui/controls';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { LabelledInput } from '@/components/ui/LabelledInput';
import { rest } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { useRestMutation } from '@/lib/http/use-rest-mutation';
import { formatDateTime } from './api';

const OPEN: readonly string[] = ['requested', 'identity-checked'];
/** The contract's IDENTITY_METHODS (the web imports only types from the contracts). */
const METHODS: readonly IdentityMethod[] = [
  'reply-from-own-address',
  'phone-call-on-file',
  'other',
];

/** One request and what support may do next: check identity, then complete or refuse. */
function Request({ request, onDone }: { request: DeletionRequestView; onDone: () => void }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const write = useRestMutation();
  const [method, setMethod] = useState<IdentityMethod>('reply-from-own-address');
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const path = { id: request.id };
  const act = async (work: () => Promise<unknown>) => {
    if (await write.run(work)) onDone();
  };
  const check = (e: FormEvent) => {
    e.preventDefault();
    void act(() =>
      rest('post', '/api/deletion-requests/{id}/identity-check', { path, body: { method, notes } }),
    );
  };
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    void act(() => rest('post', '/api/deletion-requests/{id}/refuse', { path, body: { reason } }));
  };
  const id = request.id;
  return (
    <li className="py-3" data-testid="deletion-request">
      <p className="font-semibold">
        {request.email} · {t(`deletion.status.${request.status}`)}
      </p>
      <p className={`text-sm ${mutedClass}`}>
        {t('deletion.received', {
          at: formatDateTime(request.requestedAt),
          channel: t(`deletion.channel.${request.channel}`),
        })}
        {OPEN.includes(request.status) &&
          ` · ${t('deletion.due', { at: formatDateTime(request.dueBy) })}`}
      </p>
      {request.note && <p className="text-sm">{request.note}</p>}
      {request.identityMethod && (
        <p className="text-sm">
          {t(`deletion.methods.${request.identityMethod}`)}: {request.identityNotes}
        </p>
      )}
      {request.refusalReason && <p className="text-sm">{request.refusalReason}</p>}
      {request.outcome && (
        <ul className="mt-1 list-disc ps-5 text-sm">
          {request.outcome.map((part) => (
            <li key={part.part}>
              {t(`deletion.action.${part.action}`)}: {part.part}
              {part.keepUntil &&
                ` (${t('deletion.until', { at: formatDateTime(part.keepUntil) })})`}
              {' — '}
              {part.reason}
            </li>
          ))}
        </ul>
      )}
      {request.status === 'requested' && (
        <form className="mt-2 space-y-2" onSubmit={check}>
          <label className={labelClass} htmlFor={`method-${id}`}>
            {t('deletion.method')}
          </label>
          <select
            id={`method-${id}`}
            className={inputClass}
            value={method}
            onChange={(e) => setMethod(e.target.value as IdentityMethod)}
          >
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`deletion.methods.${m}`)}
              </option>
            ))}
          </select>
          <LabelledInput
            id={`notes-${id}`}
            label={t('deletion.notes')}
            value={notes}
            onValue={setNotes}
          />
          <button type="submit" className={buttonClass('default')} disabled={write.pending}>
            {t('deletion.recordCheck')}
          </button>
        </form>
      )}
      {request.status === 'identity-checked' && (
        <button
          type="button"
          className={`mt-2 ${buttonClass('danger')}`}
          disabled={write.pending}
          onClick={() =>
            void act(() => rest('post', '/api/deletion-requests/{id}/complete', { path }))
          }
        >
          {t('deletion.complete')}
        </button>
      )}
      {OPEN.includes(request.status) && (
        <form className="mt-2 space-y-2" onSubmit={refuse}>
          <LabelledInput
            id={`reason-${id}`}
            label={t('deletion.reason')}
            value={reason}
            onValue={setReason}
          />
          <button type="submit" className={buttonClass('default')} disabled={write.pending}>
            {t('deletion.refuse')}
          </button>
        </form>
      )}
      <ErrorLine error={write.error} fallback={t('deletion.saveError')} />
    </li>
  );
}

/** Support's deletion requests: record one that came by email; open ones by due date. */
export function DeletionRequests() {
  const { t } = useTranslation('operations', { useSuspense: true });
  const list = useRestQuery('/api/deletion-requests', {});
  const write = useRestMutation();
  const [email, setEmail] = useState('');
  const record = async (e: FormEvent) => {
    e.preventDefault();
    const done = await write.run(() =>
      rest('post', '/api/deletion-requests/by-email', { body: { email, note: '' } }),
    );
    if (done) {
      setEmail('');
      list.reload();
    }
  };
  return (
    <section aria-labelledby="deletion-requests-title" className={cardClass}>
      <h2 id="deletion-requests-title" className="text-xl font-semibold">
        {t('deletion.title')}
      </h2>
      <p className={`mt-1 ${mutedClass}`}>{t('deletion.intro')}</p>
      <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={(e) => void record(e)}>
        <div>
          <LabelledInput
            id="deletion-email"
            type="email"
            required
            label={t('deletion.email')}
            value={email}
            onValue={setEmail}
          />
        </div>
        <button type="submit" className={buttonClass('default')} disabled={write.pending}>
          {t('deletion.record')}
        </button>
      </form>
      <ErrorLine error={write.error} fallback={t('deletion.saveError')} />
      <ErrorLine error={list.error} fallback={t('deletion.loadError')} />
      {list.data?.requests.length === 0 && <p className="mt-2">{t('deletion.empty')}</p>}
      <ol className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
        {list.data?.requests.map((r) => (
          <Request key={r.id} request={r} onDone={list.reload} />
        ))}
      </ol>
    </section>
  );
}
