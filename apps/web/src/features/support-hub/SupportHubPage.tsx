import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArticleList } from './ArticleList';
import { TopicIcon } from './TopicIcon';
import { buttonClass, cardClass, inputClass, linkClass } from '@/components/ui/controls';
import { useRestQuery, useRestSearch } from '@/lib/http/use-rest';

/** The help centre: search, topics with their article counts, popular articles, results. */
export function SupportHubPage() {
  const { t } = useTranslation('supportHub', { useSuspense: true });
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const topic = params.get('topic')?.trim() ?? '';

  const categories = useRestQuery('/api/helps/categories', {});
  const browsing = Boolean(query || topic);
  // A text query takes priority over the topic; nothing is searched while neither is chosen.
  const search = useRestSearch(
    '/api/helps/articles',
    browsing ? { body: { topic, query } } : undefined,
  );
  // Spec §5: a search result that is not a list counts as no articles.
  const found = search.data && (Array.isArray(search.data) ? search.data : []);

  const topics = categories.data?.categories.flatMap((group) => group.topics) ?? [];
  const topicNames = Object.fromEntries(topics.map((item) => [item.id, item.name]));
  const currentTopic = topics.find((item) => item.id === topic);

  return (
    <section aria-labelledby="help-title" className="space-y-8">
      <div className="rounded-2xl bg-primary-deep px-4 py-8 text-white sm:px-8">
        <h1 id="help-title" className="text-2xl font-semibold sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mt-1 text-blue-50">{t('intro')}</p>
        <HubSearch key={query} initial={query} />
      </div>

      {categories.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('loadError')}
        </p>
      )}

      {browsing ? (
        <section aria-labelledby="results-title" className="space-y-4">
          <Link to="/supportHub" className={linkClass}>
            {t('allTopics')}
          </Link>
          <h2 id="results-title" className="text-xl font-semibold">
            {query ? t('resultsFor', { query }) : (currentTopic?.name ?? t('articles'))}
          </h2>
          {!query && currentTopic && (
            <p className="text-gray-700 dark:text-gray-300">{currentTopic.description}</p>
          )}
          {search.status === 'loading' && <p role="status">{t('loading')}</p>}
          {search.status === 'error' && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t('loadError')}
            </p>
          )}
          {found && (
            <>
              <p aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
                {t('articleCount', { count: found.length })}
              </p>
              {found.length > 0 ? (
                <ArticleList articles={found} topicNames={topicNames} />
              ) : (
                <div className={cardClass}>
                  <p>{query ? t('noResults', { query }) : t('noArticles')}</p>
                  <p className="mt-2">
                    <Link to="/support-hub/article/contact-us" className={linkClass}>
                      {t('contactUs')}
                    </Link>
                  </p>
                </div>
              )}
            </>
          )}
        </section>
      ) : (
        <>
          {categories.status === 'loading' && <p role="status">{t('loading')}</p>}
          {categories.data?.categories.map((group) => (
            <section key={group.name} aria-label={group.name} className="space-y-3">
              <h2 className="text-xl font-semibold">{group.name}</h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {group.topics.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={`/supportHub?topic=${encodeURIComponent(item.id)}`}
                      className={`${cardClass} flex h-full gap-4 hover:border-primary-deep dark:hover:border-blue-400`}
                    >
                      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-blue-100 text-primary-deep dark:bg-blue-950 dark:text-blue-200">
                        <TopicIcon topic={item.id} />
                      </span>
                      <span className="min-w-0">
                        <span className="block font-semibold text-gray-900 dark:text-gray-50">
                          {item.name}
                        </span>
                        <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
                          {item.description}
                        </span>
                        <span className="mt-2 block text-sm font-medium text-primary-deep dark:text-blue-300">
                          {t('articleCount', { count: item.articleCounts })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {categories.data && categories.data.popularArticles.length > 0 && (
            <section aria-labelledby="popular-title" className="space-y-3">
              <h2 id="popular-title" className="text-xl font-semibold">
                {t('popular')}
              </h2>
              <ArticleList articles={categories.data.popularArticles} topicNames={topicNames} />
            </section>
          )}
          <div className={`${cardClass} flex flex-wrap items-center justify-between gap-3`}>
            <p>{t('stillNeedHelp')}</p>
            <Link to="/support-hub/article/contact-us" className={buttonClass()}>
              {t('contactUs')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

/** The search box; keyed by the current query so it shows what was searched. */
function HubSearch({ initial }: { initial: string }) {
  const { t } = useTranslation('supportHub', { useSuspense: true });
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const searchId = useId();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    void navigate(text ? `/supportHub?query=${encodeURIComponent(text)}` : '/supportHub');
  };
  return (
    <form role="search" onSubmit={onSearch} className="mt-5 flex max-w-2xl items-end gap-2">
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-white">
          {t('searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('searchPlaceholder')}
          // the page's focus outline is the primary blue, barely visible on this blue band
          className={inputClass.replace(
            'focus-visible:outline-primary',
            'focus-visible:outline-white',
          )}
        />
      </div>
      <button
        type="submit"
        className="rounded-lg bg-white px-4 py-2 font-semibold text-primary-deep hover:bg-blue-50 focus-visible:outline-white"
      >
        {t('search')}
      </button>
    </form>
  );
}
