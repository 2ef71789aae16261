import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Article, ManageListParams, SortKey } from './api';
import { linkClass } from './ui';

/** The management table: sortable headings, status badges and each article's actions. */
export function ArticleTable({
  list,
  sort,
  onSort,
  onEdit,
  onChange,
  onRemove,
}: {
  list: Article[];
  sort: ManageListParams['sort'];
  onSort: (key: SortKey) => void;
  onEdit: (id: string) => void;
  onChange: (article: Article, patch: { published?: boolean; starred?: boolean }) => void;
  onRemove: (article: Article) => void;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
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

  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <table className="w-full min-w-[44rem] text-sm">
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
                <Link
                  to={`/support-hub/article/${encodeURIComponent(article.id)}`}
                  className={linkClass}
                >
                  {article.title}
                </Link>
                <span className="block text-xs font-normal text-gray-700 dark:text-gray-300">
                  {t('by', { name: article.createdBy })}
                </span>
              </th>
              <td className="px-3 py-2">{t(`topics.${article.category}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{article.updateTime}</td>
              <td className="px-3 py-2">
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
                  <span className="ms-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
                    {t('popular')}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="rounded px-2 py-1 font-medium text-primary-deep hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800"
                    onClick={() => onEdit(article.id)}
                    aria-label={t('editOf', { title: article.title })}
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className="rounded px-2 py-1 font-medium text-primary-deep hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800"
                    onClick={() => onChange(article, { published: !article.published })}
                    aria-label={t(article.published ? 'unpublishOf' : 'publishOf', {
                      title: article.title,
                    })}
                  >
                    {article.published ? t('unpublish') : t('publish')}
                  </button>
                  <button
                    type="button"
                    className="rounded px-2 py-1 font-medium text-primary-deep hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800"
                    onClick={() => onChange(article, { starred: !article.starred })}
                    aria-label={t(article.starred ? 'unstarOf' : 'starOf', {
                      title: article.title,
                    })}
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
