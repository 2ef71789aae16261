import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteArticle, manageListQuery, updateArticle, type ManageListParams } from './api';
import type { Article } from '@heartcheck/contracts/help';
import type { ManageSortKey as SortKey } from '@heartcheck/contracts/help-topics';
import { ArticleEditor } from './ArticleEditor';
import { ArticleTable } from './ArticleTable';
import { ManageFilters, ManageNotices, ManagePager } from './HelpManageParts';
import { buttonClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { useRestQuery } from '@/lib/http/use-rest';

type Editing = { id: string | null } | null;

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

  const state = useRestQuery('/api/helps/manage/articles', {
    query: manageListQuery({
      pageIndex,
      pageSize,
      sort,
      query,
      category: category ? [category] : [],
    }),
  });
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / pageSize)) : 1;

  const reload = (message: string) => {
    setNotice(message);
    setFailure('');
    state.reload();
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

      <ManageNotices notice={notice} failure={failure} />

      <ManageFilters
        draft={draft}
        onDraft={setDraft}
        onSearch={onSearch}
        category={category}
        onCategory={(value) => {
          setPageIndex(1);
          setCategory(value);
        }}
      />

      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('loadError')}
        </p>
      )}
      {state.status === 'loading' && !state.data && <p role="status">{t('loading')}</p>}
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
          <ManagePager
            pageIndex={pageIndex}
            pages={pages}
            total={state.data.total}
            pageSize={pageSize}
            onPage={setPageIndex}
            onPageSize={(size) => {
              setPageIndex(1);
              setPageSize(size);
            }}
          />
        </>
      )}
    </section>
  );
}
