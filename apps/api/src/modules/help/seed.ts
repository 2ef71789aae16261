import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import { ACCOUNT_ARTICLES } from './content/account.ts';
import { DATA_ARTICLES } from './content/data.ts';
import { GUIDE_ARTICLES } from './content/guides.ts';
import { RHYTHM_ARTICLES } from './content/rhythms.ts';
import { BEAT_TIMES_ARTICLE } from './content/beat-times.ts';
import { TIP_ARTICLES } from './content/tips.ts';
import type { SeedArticle } from './content/types.ts';
import { prepareArticleContent } from './html.ts';
import { helpArticleSeeds, helpArticles, helpTopics } from './schema.ts';
import { refreshSeeded, seedHash } from './seed-refresh.ts';
import type { TopicId } from '@heartcheck/contracts/help-topics';
import { toTags } from './service.ts';

export const HELP_TOPICS: {
  id: TopicId;
  groupName: string;
  name: string;
  description: string;
}[] = [
  {
    id: 'howToGuide',
    groupName: 'Using HeartCheck',
    name: 'How-to guides',
    description: 'Ordering, wearing and returning your recorder, and finding your results.',
  },
  {
    id: 'accountManagement',
    groupName: 'Using HeartCheck',
    name: 'Account management',
    description: 'Your email address, password and account, and how to contact us.',
  },
  {
    id: 'theData',
    groupName: 'Your heart data',
    name: 'Understanding your data',
    description: 'What an ECG records, what your reports show and who to ask about them.',
  },
  {
    id: 'tipsToImprove',
    groupName: 'Your heart data',
    name: 'Tips to improve',
    description: 'What each figure in your results means, and everyday habits that may help.',
  },
];

export const SEED_ARTICLES: SeedArticle[] = [
  ...GUIDE_ARTICLES,
  ...DATA_ARTICLES,
  ...RHYTHM_ARTICLES,
  BEAT_TIMES_ARTICLE,
  ...ACCOUNT_ARTICLES,
  ...TIP_ARTICLES,
];

/**
 * An article's {{placeholders}} filled with the product's facts (`productFacts`: names to texts,
 * from the catalogue by the composition root). A placeholder without a value is a seed defect.
 */
export function fillPlaceholders(html: string, productFacts: Record<string, string>): string {
  return html.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = productFacts[name];
    if (value === undefined) throw new Error(`Help article placeholder {{${name}}} has no value`);
    return value;
  });
}

/** The row of a built-in article as first inserted, its placeholders filled. */
function seedRow(article: SeedArticle, productFacts: Record<string, string>, now: number) {
  const { content, tableOfContent } = prepareArticleContent(
    fillPlaceholders(article.content, productFacts),
  );
  const updatedAt = new Date(now - article.daysAgo * 24 * 3600 * 1000);
  return {
    id: article.id,
    title: article.title,
    category: article.category,
    content,
    tableOfContent,
    tags: toTags(article.tags),
    authors: [article.author],
    createdBy: article.author.name,
    starred: article.starred,
    published: true,
    createdAt: updatedAt,
    updatedAt,
  };
}

/**
 * Seeds the help centre idempotently: topics are kept in step with the code; each built-in
 * article is inserted once, the first time this database meets it (help_article_seeds records
 * it), so a release's new articles reach an existing deployment while staff edits and deletions
 * survive restarts; a release's corrected text replaces an article staff have not edited
 * (seed-refresh.ts). An article whose id staff already use is left as it is. `productFacts` fills
 * the articles' placeholders (the wear time and the replacement rule of the product the guides
 * describe).
 */
export async function seedHelpCentre(
  db: Database,
  productFacts: Record<string, string>,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    for (const [position, topic] of HELP_TOPICS.entries()) {
      await tx
        .insert(helpTopics)
        .values({ ...topic, position })
        .onConflictDoUpdate({
          target: helpTopics.id,
          set: {
            groupName: topic.groupName,
            name: topic.name,
            description: topic.description,
            position,
          },
        });
    }
    const offered = new Set(
      (await tx.select({ id: helpArticleSeeds.articleId }).from(helpArticleSeeds)).map((r) => r.id),
    );
    const now = Date.now();
    const rows = SEED_ARTICLES.map((article) => seedRow(article, productFacts, now));
    const refreshed = await refreshSeeded(
      tx,
      rows.filter((row) => offered.has(row.id)),
      new Date(now),
    );
    const fresh = rows.filter((row) => !offered.has(row.id));
    if (fresh.length === 0) return { added: 0, refreshed };
    await tx.insert(helpArticles).values(fresh).onConflictDoNothing({ target: helpArticles.id });
    await tx
      .insert(helpArticleSeeds)
      .values(fresh.map((row) => ({ articleId: row.id, contentHash: seedHash(row) })))
      .onConflictDoNothing({ target: helpArticleSeeds.articleId });
    return { added: fresh.length, refreshed };
  });
  const [total] = await db.select({ n: count() }).from(helpArticles);
  logger.info('help centre ready', {
    articles: Number(total?.n ?? 0),
    builtInAdded: outcome.added,
    builtInUpdated: outcome.refreshed,
  });
}
