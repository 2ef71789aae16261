import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyAccessEntry } from '@heartcheck/contracts/access-log';
import { cardClass, mutedClass } from '@/components/ui/controls';
import { Pager } from '@/components/ui/Pager';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { useRestQuery } from '@/lib/http/use-rest';

const PAGE_SIZE = 10;

const UK = 'Europe/London';

/** A time in UK clock time, "25 Nov 2026, 18:40". */
function ukTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: UK,
  }).format(new Date(iso));
}

/** The first of several reads: only its clock time when it was the same UK day as the last. */
function firstOf(first: string, last: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: UK });
  return day.format(new Date(first)) === day.format(new Date(last))
    ? new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: UK }).format(new Date(first))
    : ukTime(first);
}

function Who({ staff }: { staff: MyAccessEntry['staff'] }) {
  const { t } = useTranslation('translation', { useSuspense: true });
  if (staff.role !== 'cardiologist' || !staff.name)
    return <>{t(`dataAccess.roles.${staff.role}`)}</>;
  const parts = [staff.name, staff.professionalRole ?? t('dataAccess.roles.cardiologist')];
  if (staff.gmcNumber) parts.push(t('dataAccess.gmc', { number: staff.gmcNumber }));
  return <>{parts.join(', ')}</>;
}

function Entry({ entry }: { entry: MyAccessEntry }) {
  const { t } = useTranslation('settings', { useSuspense: true });
  const { t: common } = useTranslation('translation', { useSuspense: true });
  const when =
    entry.reads > 1
      ? `${ukTime(entry.lastAt)} (${common('dataAccess.times', {
          count: entry.reads,
          first: firstOf(entry.firstAt, entry.lastAt),
        })})`
      : ukTime(entry.lastAt);
  return (
    <li className="py-3" data-testid="data-access-entry">
      <p className="font-semibold">
        {common(`dataAccess.resources.${entry.resource}`)}
        <span className={`font-normal ${mutedClass}`}>
          {' · '}
          {common('dataAccess.order', { number: entry.orderNumber })}
        </span>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className={mutedClass}>{t('dataAccess.who')}</dt>
        <dd>
          <Who staff={entry.staff} />
        </dd>
        <dt className={mutedClass}>{t('dataAccess.why')}</dt>
        <dd>{common(`dataAccess.purposes.${entry.purpose}`)}</dd>
        <dt className={mutedClass}>{t('dataAccess.when')}</dt>
        <dd>
          <time dateTime={entry.lastAt}>{when}</time>
        </dd>
      </dl>
    </li>
  );
}

/** "Who has seen my data": every staff read of the customer's health data, newest first. */
export function DataAccess() {
  const { t } = useTranslation('settings', { useSuspense: true });
  const { t: common } = useTranslation('translation', { useSuspense: true });
  const [page, setPage] = useState(1);
  const state = useRestQuery('/api/data-access', {
    query: { pageIndex: page, pageSize: PAGE_SIZE },
  });
  const pages = Math.max(Math.ceil((state.data?.total ?? 0) / PAGE_SIZE), 1);
  return (
    <section aria-labelledby="data-access-title" className={cardClass}>
      <h2 id="data-access-title" className="text-xl font-semibold">
        {t('dataAccess.title')}
      </h2>
      <p className={`mt-1 ${mutedClass}`}>{t('dataAccess.intro')}</p>
      {state.status === 'loading' && (
        <p className="mt-3" role="status">
          {t('dataAccess.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <ErrorLine error={state.error} fallback={t('dataAccess.loadError')} className="mt-3" />
      )}
      {state.data?.total === 0 && <p className="mt-3">{t('dataAccess.empty')}</p>}
      {state.data && state.data.total > 0 && (
        <ol
          aria-label={t('dataAccess.listLabel')}
          className="mt-2 divide-y divide-gray-200 dark:divide-gray-800"
        >
          {state.data.list.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          label={common('dataAccess.pagination')}
          previous={common('dataAccess.previous')}
          next={common('dataAccess.next')}
          position={common('dataAccess.page', { page, pages })}
          className="mt-3 flex items-center justify-between gap-2"
        />
      )}
    </section>
  );
}
