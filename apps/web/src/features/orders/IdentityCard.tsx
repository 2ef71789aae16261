import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/http/error-message';
import { rest, type RestResult } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { useRestMutation } from '@/lib/http/use-rest-mutation';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
} from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { formatDate } from './format';

type Field = 'dateOfBirth' | 'nhsNumber' | 'phone';

type Identity = RestResult<'get', '/api/orders/{id}/identity-corrections'>;

/** A detail given where there was none, taken away, or changed. */
function changeKind(before: string | null, after: string | null) {
  if (before === null) return 'added';
  return after === null ? 'removed' : 'changed';
}

/**
 * The wearer's identity details on the order (date of birth, NHS number, phone to call) and their
 * corrections: staff correct all three, the customer their phone; each needs a reason and is
 * listed with when, by whom and before → after.
 */
export function IdentityCard({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders', { useSuspense: true });
  const query = useRestQuery('/api/orders/{id}/identity-corrections', { path: { id: orderId } });
  const identity = query.data;
  const [editing, setEditing] = useState(false);
  if (!identity) return null;
  const shown = (field: Field) => identity.current[field] ?? t('identity.none');
  // A corrected value reads as the current one does: dates in words.
  const value = (field: string, v: string | null) =>
    v !== null && field === 'dateOfBirth' ? formatDate(v) : v;
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'unit' }).format(items);
  return (
    <section className={cardClass} aria-labelledby="identity-title" data-testid="identity-card">
      <h2 id="identity-title" className="mb-2 text-lg font-semibold">
        {t('identity.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className={mutedClass}>{t('patient.dob')}</dt>
        <dd>
          {identity.current.dateOfBirth
            ? formatDate(identity.current.dateOfBirth)
            : shown('dateOfBirth')}
        </dd>
        <dt className={mutedClass}>{t('identity.nhs')}</dt>
        <dd>{shown('nhsNumber')}</dd>
        <dt className={mutedClass}>{t('identity.phone')}</dt>
        <dd>{shown('phone')}</dd>
      </dl>
      {identity.correctionPending && <Notice tone="warning">{t('identity.pending')}</Notice>}
      {editing ? (
        <CorrectionForm
          orderId={orderId}
          identity={identity}
          onDone={() => {
            setEditing(false);
            query.reload();
          }}
        />
      ) : (
        <button type="button" className={`${buttonClass()} mt-3`} onClick={() => setEditing(true)}>
          {t(identity.fields.length > 1 ? 'identity.correctAll' : 'identity.correctPhone')}
        </button>
      )}
      {identity.list.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 ps-5 text-sm" aria-label={t('identity.history')}>
          {identity.list.map((c) => (
            <li key={c.at}>
              {t('identity.line', {
                date: formatDate(c.at),
                who: t(`identity.by.${c.byType === 'admin' ? 'admin' : 'customer'}`),
                changes: list(
                  c.changes.map((x) =>
                    t(`identity.change.${changeKind(x.before, x.after)}`, {
                      field: t(`identity.fields.${x.field}`),
                      before: value(x.field, x.before),
                      after: value(x.field, x.after),
                    }),
                  ),
                ),
                reason: c.reason,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CorrectionForm({
  orderId,
  identity,
  onDone,
}: {
  orderId: string;
  identity: Identity;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [values, setValues] = useState<Record<Field, string>>({
    dateOfBirth: identity.current.dateOfBirth ?? '',
    nhsNumber: identity.current.nhsNumber ?? '',
    phone: identity.current.phone ?? '',
  });
  const [reason, setReason] = useState('');
  const save = useRestMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: Partial<Record<Field, string | null>> = {};
    for (const field of identity.fields)
      if (values[field] !== (identity.current[field] ?? '')) body[field] = values[field] || null;
    const saved = await save.run(() =>
      rest('patch', '/api/orders/{id}/identity', {
        path: { id: orderId },
        body: { ...body, reason },
      }),
    );
    if (saved) onDone();
  };
  return (
    <form className="mt-3 space-y-3" onSubmit={(e) => void submit(e)}>
      {identity.fields.map((field) => (
        <div key={field}>
          <label className={labelClass} htmlFor={`identity-${field}`}>
            {t(`identity.fields.${field}`)}
          </label>
          <input
            id={`identity-${field}`}
            type={field === 'dateOfBirth' ? 'date' : field === 'phone' ? 'tel' : 'text'}
            className={inputClass}
            value={values[field]}
            maxLength={20}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
        </div>
      ))}
      <div>
        <label className={labelClass} htmlFor="identity-reason">
          {t('identity.reason')}
        </label>
        <input
          id="identity-reason"
          className={inputClass}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {save.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(save.error, t('common.error'))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('solid')} disabled={save.pending}>
          {t('identity.save')}
        </button>
        <button type="button" className={buttonClass()} onClick={onDone}>
          {t('identity.cancel')}
        </button>
      </div>
    </form>
  );
}
