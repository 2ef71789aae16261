import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPIC_IDS } from '@heartcheck/contracts/help-topics';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';

const PAGE_SIZES = [10, 20, 50];

/** What the last change did (announced politely) and what failed (an alert). */
export function ManageNotices({ notice, failure }: { notice: string; failure: string }) {
  return (
    <>
      <div role="status" aria-live="polite" className="min-h-0">
        {notice && (
          <p className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
            {notice}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      )}
    </>
  );
}

/** The help manager's search box and topic filter. */
export function ManageFilters({
  draft,
  onDraft,
  onSearch,
  category,
  onCategory,
}: {
  draft: string;
  onDraft: (draft: string) => void;
  onSearch: (event: FormEvent) => void;
  category: string;
  onCategory: (category: string) => void;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  const ids = { search: useId(), category: useId() };
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <form role="search" onSubmit={onSearch} className="flex flex-1 items-end gap-2">
        <div className="flex-1">
          <label htmlFor={ids.search} className={labelClass}>
            {t('searchLabel')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass()}>
          {t('search')}
        </button>
      </form>
      <div className="md:w-60">
        <label htmlFor={ids.category} className={labelClass}>
          {t('topicFilter')}
        </label>
        <select
          id={ids.category}
          value={category}
          onChange={(event) => onCategory(event.target.value)}
          className={inputClass}
        >
          <option value="">{t('allTopics')}</option>
          {TOPIC_IDS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The help manager's page count, page size and previous/next buttons. */
export function ManagePager({
  pageIndex,
  pages,
  total,
  pageSize,
  onPage,
  onPageSize,
}: {
  pageIndex: number;
  pages: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  const ids = { size: useId() };
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('pageOf', { page: pageIndex, pages, count: total })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={ids.size} className="text-sm">
          {t('pageSize')}
        </label>
        <select
          id={ids.size}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="rounded-lg border border-gray-400 bg-white px-2 py-1.5 text-gray-900 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass()}
          disabled={pageIndex <= 1}
          onClick={() => onPage(pageIndex - 1)}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className={buttonClass()}
          disabled={pageIndex >= pages}
          onClick={() => onPage(pageIndex + 1)}
        >
          {t('next')}
        </button>
      </div>
    </nav>
  );
}
