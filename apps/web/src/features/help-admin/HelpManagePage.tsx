import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteArticle,
  errorMessage,
  fetchManageList,
  updateArticle,
  type ManageListParams,
} from './api';
import type { Article } from '@heartcheck/contracts/help';
import { TOPIC_IDS, type ManageSortKey as SortKey } from '@heartcheck/contracts/help-topics';
import { ArticleEditor } from './ArticleEditor';
import { ArticleTable } from './ArticleTable';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';
import { useAsync } from '@/lib/use-async';

type Editing = { id: string | null } | null;

const PAGE_SIZES = [10, 20, 50];

/** Staff list of help articles: page, sort, filter, create, edit, publish, star, delete. */
export function HelpManagePage() {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<ManageListParams['sort']>({ key: '', order: '' });
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [version, setVersion] = useState(0);
  const ids = { search: useId(), category: useId(), size: useId() };

  const state = useAsync(
    (signal) =>
      fetchManageList(
        { pageIndex, pageSize, sort, query, category: category ? [category] : [] },
        signal,
      ),
    [pageIndex, pageSize, sort.key, sort.order, query, category, version],
  );
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / pageSize)) : 1;

  const reload = (message: string) => {
    setNotice(message);
    setFailure('');
    setVersion((v) => v + 1);
  };
  const toggleSort = (key: SortKey) => {
    setPageIndex(1);
    setSort((current) =>
      current.key !== key
        ? { key, order: 'asc' }
        : current.order === 'asc'
          ? { key, order: 'desc' }
          : { key: '', order: '' },
    );
  };
  const change = async (article: Article, patch: { published?: boolean; starred?: boolean }) => {
    try {
      await updateArticle(article.id, patch);
      const key =
        patch.published !== undefined
          ? patch.published
            ? 'published'
            : 'unpublished'
          : patch.starred
            ? 'starred'
            : 'unstarred';
      reload(t(`notice.${key}`, { title: article.title }));
    } catch (error) {
      setFailure(errorMessage(error, t('saveFailed')));
    }
  };
  const remove = async (article: Article) => {
    if (!window.confirm(t('confirmDelete', { title: article.title }))) return;
    try {
      await deleteArticle(article.id);
      reload(t('notice.deleted', { title: article.title }));
    } catch (error) {
      setFailure(errorMessage(error, t('saveFailed')));
    }
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setPageIndex(1);
    setQuery(draft.trim());
  };

  if (editing)
    return (
      <section aria-labelledby="manage-title" className="space-y-4">
        <h1 id="manage-title" className="text-2xl font-semibold sm:text-3xl">
          {t('title')}
        </h1>
        <ArticleEditor
          id={editing.id}
          onDone={(saved) => {
            setEditing(null);
            if (saved) reload(t('notice.saved', { title: saved.title }));
          }}
        />
      </section>
    );

  return (
    <section aria-labelledby="manage-title" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="manage-title" className="text-2xl font-semibold sm:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-1 text-gray-700 dark:text-gray-300">{t('intro')}</p>
        </div>
        <button
          type="button"
          className={buttonClass('solid')}
          onClick={() => setEditing({ id: null })}
        >
          {t('newArticle')}
        </button>
      </div>

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
              onChange={(event) => setDraft(event.target.value)}
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
            onChange={(event) => {
              setPageIndex(1);
              setCategory(event.target.value);
            }}
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

      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('loadError')}
        </p>
      )}
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.data && (
        <>
          <ArticleTable
            list={state.data.list}
            sort={sort}
            onSort={toggleSort}
            onSortChoice={(choice) => {
              setPageIndex(1);
              setSort(choice);
            }}
            onEdit={(id) => setEditing({ id })}
            onChange={(article, patch) => void change(article, patch)}
            onRemove={(article) => void remove(article)}
          />
          <nav
            aria-label={t('pagination')}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('pageOf', { page: pageIndex, pages, count: state.data.total })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={ids.size} className="text-sm">
                {t('pageSize')}
              </label>
              <select
                id={ids.size}
                value={pageSize}
                onChange={(event) => {
                  setPageIndex(1);
                  setPageSize(Number(event.target.value));
                }}
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
                onClick={() => setPageIndex(pageIndex - 1)}
              >
                {t('previous')}
              </button>
              <button
                type="button"
                className={buttonClass()}
                disabled={pageIndex >= pages}
                onClick={() => setPageIndex(pageIndex + 1)}
              >
                {t('next')}
              </button>
            </div>
          </nav>
        </>
      )}
    </section>
  );
}
