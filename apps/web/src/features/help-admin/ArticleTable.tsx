import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Article } from '@heartcheck/contracts/help';
import type { ManageSortKey as SortKey } from '@heartcheck/contracts/help-topics';
import type { ManageListParams } from './api';
import { linkClass } from '@/components/ui/controls';

interface RowActions {
  onEdit: (id: string) => void;
  onChange: (article: Article, patch: { published?: boolean; starred?: boolean }) => void;
  onRemove: (article: Article) => void;
}

const actionClass =
  'rounded px-2 py-1 font-medium text-primary-deep hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800';
const SORT_CHOICES: { value: string; key: SortKey | ''; order: 'asc' | 'desc' | '' }[] = [
  { value: '', key: '', order: '' },
  { value: 'titleAsc', key: 'title', order: 'asc' },
  { value: 'titleDesc', key: 'title', order: 'desc' },
  { value: 'categoryAsc', key: 'category', order: 'asc' },
  { value: 'newest', key: 'updateTimeStamp', order: 'desc' },
  { value: 'oldest', key: 'updateTimeStamp', order: 'asc' },
];

function Badges({ article }: { article: Article }) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  return (
    <span className="inline-flex flex-wrap gap-2">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
          article.published
            ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
            : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
        }`}
      >
        {article.published ? t('published') : t('draft')}
      </span>
      {article.starred && (
        <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
          {t('popular')}
        </span>
      )}
    </span>
  );
}

function Actions({ article, onEdit, onChange, onRemove }: RowActions & { article: Article }) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={actionClass}
        onClick={() => onEdit(article.id)}
        aria-label={t('editOf', { title: article.title })}
      >
        {t('edit')}
      </button>
      <button
        type="button"
        className={actionClass}
        onClick={() => onChange(article, { published: !article.published })}
        aria-label={t(article.published ? 'unpublishOf' : 'publishOf', { title: article.title })}
      >
        {article.published ? t('unpublish') : t('publish')}
      </button>
      <button
        type="button"
        className={actionClass}
        onClick={() => onChange(article, { starred: !article.starred })}
        aria-label={t(article.starred ? 'unstarOf' : 'starOf', { title: article.title })}
      >
        {article.starred ? t('unstar') : t('star')}
      </button>
      <button
        type="button"
        className="rounded px-2 py-1 font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-gray-800"
        onClick={() => onRemove(article)}
        aria-label={t('deleteOf', { title: article.title })}
      >
        {t('delete')}
      </button>
    </div>
  );
}

function TitleCell({ article }: { article: Article }) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  return (
    <>
      <Link to={`/support-hub/article/${encodeURIComponent(article.id)}`} className={linkClass}>
        {article.title}
      </Link>
      <span className="block text-xs font-normal text-gray-700 dark:text-gray-300">
        {t('by', { name: article.createdBy })}
      </span>
    </>
  );
}

/**
 * The management list: a sortable table on wide screens, a list of cards with a sort menu on
 * narrow ones; each article shows its status badges and actions.
 */
export function ArticleTable({
  list,
  sort,
  onSort,
  onSortChoice,
  ...actions
}: RowActions & {
  list: Article[];
  sort: ManageListParams['sort'];
  onSort: (key: SortKey) => void;
  onSortChoice: (sort: ManageListParams['sort']) => void;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  const sortId = useId();
  const sortHeader = (key: SortKey, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-start"
    >
      <button
        type="button"
        onClick={() => onSort(key)}
        className="inline-flex items-center gap-1 font-semibold hover:underline"
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {sort.key === key ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
  const current = SORT_CHOICES.find((c) => c.key === sort.key && c.order === sort.order);

  return (
    <>
      <div
        className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block dark:border-gray-800 dark:bg-gray-900"
        tabIndex={0}
        role="region"
        aria-label={t('tableCaption')}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-gray-800 dark:border-gray-800 dark:bg-gray-800 dark:text-gray-100">
            <tr>
              {sortHeader('title', t('columns.title'))}
              {sortHeader('category', t('columns.topic'))}
              {sortHeader('updateTimeStamp', t('columns.updated'))}
              <th scope="col" className="px-3 py-2 text-start">
                {t('columns.status')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {list.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center">
                  {t('empty')}
                </td>
              </tr>
            )}
            {list.map((article) => (
              <tr key={article.id}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  <TitleCell article={article} />
                </th>
                <td className="px-3 py-2">{t(`topics.${article.category}`)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{article.updateTime}</td>
                <td className="px-3 py-2">
                  <Badges article={article} />
                </td>
                <td className="px-3 py-2">
                  <Actions article={article} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="space-y-3 md:hidden">
        <div>
          <label htmlFor={sortId} className="mb-1 block text-sm font-medium">
            {t('sortBy')}
          </label>
          <select
            id={sortId}
            value={current?.value ?? ''}
            onChange={(event) => {
              const choice = SORT_CHOICES.find((c) => c.value === event.target.value);
              if (choice) onSortChoice({ key: choice.key, order: choice.order });
            }}
            className="block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 dark:border-gray-500 dark:bg-gray-800 dark:text-gray-100"
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(`sortChoices.${choice.value || 'default'}`)}
              </option>
            ))}
          </select>
        </div>
        {list.length === 0 && <p>{t('empty')}</p>}
        <ul className="space-y-3" aria-label={t('tableCaption')}>
          {list.map((article) => (
            <li
              key={article.id}
              className="space-y-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
            >
              <p className="font-medium">
                <TitleCell article={article} />
              </p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {t(`topics.${article.category}`)} · {article.updateTime}
              </p>
              <Badges article={article} />
              <Actions article={article} {...actions} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
