import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { cardClass, linkClass, richTextClass } from '@/components/ui/controls';
import { isNotFound, useRestQuery } from '@/lib/http/use-rest';

/** A contents link scrolls to its section and moves the focus there, keeping the app's history. */
function goToSection(event: MouseEvent<HTMLAnchorElement>, sectionId: string) {
  const target = document.getElementById(sectionId);
  if (!target) return;
  event.preventDefault();
  target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
}

/** One help article: contents linking to its sections, authors, tags and when it was updated. */
export function ArticlePage() {
  const { t } = useTranslation('supportHub', { useSuspense: true });
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useRestQuery('/api/helps/articles/{id}', { path: { id } });
  // No such (published) article (404) is a page of its own, not an error.
  const failed = state.status === 'error' && !isNotFound(state.error);

  // Links between articles stay inside the app instead of reloading the page.
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (
      !anchor ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      anchor.target ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(href);
  };

  if (state.status === 'loading')
    return (
      <p role="status" className="text-gray-700 dark:text-gray-300">
        {t('loading')}
      </p>
    );
  if (state.status === 'error' || !state.data)
    return (
      <section aria-labelledby="article-missing" className={`${cardClass} space-y-3`}>
        <h1 id="article-missing" className="text-2xl font-semibold">
          {failed ? t('loadErrorTitle') : t('notFoundTitle')}
        </h1>
        <p role={failed ? 'alert' : undefined}>{failed ? t('loadError') : t('notFoundText')}</p>
        <Link to="/supportHub" className={linkClass}>
          {t('backToHelp')}
        </Link>
      </section>
    );

  const article = state.data;
  const updated = new Date(article.updateTimeStamp * 1000);
  return (
    <article aria-labelledby="article-title" className="space-y-6">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link to="/supportHub" className={linkClass}>
          {t('title')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-gray-600 dark:text-gray-400">
          /
        </span>
        <Link
          to={`/supportHub?topic=${encodeURIComponent(article.category)}`}
          className={linkClass}
        >
          {t(`topics.${article.category}`, { defaultValue: article.category })}
        </Link>
      </nav>
      <header className="space-y-3">
        <h1 id="article-title" className="text-2xl font-semibold sm:text-3xl">
          {article.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-gray-700 dark:text-gray-300">
          <ul className="flex flex-wrap items-center gap-3" aria-label={t('authors')}>
            {article.authors.map((author) => (
              <li key={author.name} className="flex items-center gap-2">
                <img
                  src={author.img || '/images/help/author.svg'}
                  alt=""
                  className="h-8 w-8 rounded-full"
                />
                <span className="font-medium text-gray-900 dark:text-gray-100">{author.name}</span>
              </li>
            ))}
          </ul>
          <p>
            {t('updated')}{' '}
            <time dateTime={updated.toISOString()} title={updated.toLocaleString('en-GB')}>
              {article.updateTime}
            </time>
          </p>
          {!article.published && (
            <p className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {t('draft')}
            </p>
          )}
        </div>
        {article.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('tags')}>
            {article.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200"
              >
                {tag.label}
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {article.tableOfContent.length > 0 && (
          <nav aria-labelledby="toc-title" className={`${cardClass} h-fit lg:sticky lg:top-4`}>
            <h2
              id="toc-title"
              className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300"
            >
              {t('onThisPage')}
            </h2>
            <ol className="space-y-2">
              {article.tableOfContent.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    onClick={(event) => goToSection(event, entry.id)}
                    className={linkClass}
                  >
                    {entry.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div
          className={`${cardClass} min-w-0`}
          onClick={onContentClick}
          data-testid="article-content"
        >
          <SafeHtml html={article.content} className={richTextClass} />
        </div>
      </div>
      <p>
        <Link to="/supportHub" className={linkClass}>
          {t('backToHelp')}
        </Link>
      </p>
    </article>
  );
}
