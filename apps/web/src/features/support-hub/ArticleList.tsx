import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Article } from '@heartcheck/contracts/help';

/** Articles as links with their topic and when they were last updated. */
export function ArticleList({
  articles,
  topicNames,
}: {
  articles: Article[];
  topicNames: Record<string, string>;
}) {
  const { t } = useTranslation('supportHub', { useSuspense: true });
  return (
    <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {articles.map((article) => (
        <li key={article.id}>
          <Link
            to={`/support-hub/article/${encodeURIComponent(article.id)}`}
            className="block px-4 py-3 hover:bg-gray-50 focus-visible:bg-gray-50 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
          >
            <span className="block font-medium text-primary-deep dark:text-blue-300">
              {article.title}
            </span>
            <span className="mt-0.5 block text-sm text-gray-700 dark:text-gray-300">
              {t('articleMeta', {
                topic: topicNames[article.category] ?? article.category,
                time: article.updateTime,
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
