import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paginate, sortBy, wildCardSearch, type ListQuery } from '../../lib/list-query.ts';
import { htmlToText, prepareArticleContent, sanitizedForDisplay, slugify } from './html.ts';
import type { Article, ArticleInput, ArticleTag, CategoryGroup } from '@heartcheck/contracts/help';
import { helpArticles, type HelpArticleRow } from './schema.ts';
import type { HelpSnapshot } from './snapshot.ts';

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'always' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "3 days ago", "2 months ago" — relative to `now`. */
export function relativeTime(epochSeconds: number, now: number = Date.now() / 1000): string {
  const elapsed = Math.max(0, Math.floor(now - epochSeconds));
  if (elapsed < 60) return 'just now';
  for (const [unit, seconds] of UNITS) {
    if (elapsed >= seconds) return relative.format(-Math.floor(elapsed / seconds), unit);
  }
  return 'just now';
}

export function toArticle(row: HelpArticleRow, now: number = Date.now() / 1000): Article {
  const updateTimeStamp = Math.floor(row.updatedAt.getTime() / 1000);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    tableOfContent: row.tableOfContent,
    authors: row.authors,
    tags: row.tags,
    starred: row.starred,
    published: row.published,
    updateTime: relativeTime(updateTimeStamp, now),
    updateTimeStamp,
    createdBy: row.createdBy,
    // Sanitised when saved; sanitised again when shown, in case a row was written another way.
    content: sanitizedForDisplay(row.content),
  };
}

function publishedArticles(snapshot: HelpSnapshot): Article[] {
  const now = Date.now() / 1000;
  return snapshot.published.map((row) => toArticle(row, now));
}

/** Topic groups with their published-article counts, and the starred published articles. */
export function categoriesWithPopular(snapshot: HelpSnapshot): {
  categories: CategoryGroup[];
  popularArticles: Article[];
} {
  const topics = snapshot.topics;
  const published = publishedArticles(snapshot);
  const byTopic = new Map<string, number>();
  for (const article of published)
    byTopic.set(article.category, (byTopic.get(article.category) ?? 0) + 1);
  const categories: CategoryGroup[] = [];
  for (const topic of topics) {
    let group = categories.find((g) => g.name === topic.groupName);
    if (!group) {
      group = { name: topic.groupName, topics: [] };
      categories.push(group);
    }
    group.topics.push({
      id: topic.id,
      name: topic.name,
      description: topic.description,
      articleCounts: byTopic.get(topic.id) ?? 0,
    });
  }
  const popularArticles = published.filter((article) => article.starred);
  return { categories, popularArticles };
}

/**
 * Published articles for the help centre: a text query takes priority (matched in the title,
 * tags and text of the article), otherwise the topic, otherwise all of them (spec §7).
 */
export function searchArticles(
  snapshot: HelpSnapshot,
  input: { topic?: string | null | undefined; query?: string | null | undefined },
): Article[] {
  const all = publishedArticles(snapshot);
  const query = input.query?.trim() ?? '';
  if (query) {
    const searchable = all.map((article) => ({
      article,
      title: article.title,
      tags: article.tags.map((tag) => tag.label).join(' · '),
      text: htmlToText(article.content),
    }));
    return wildCardSearch(searchable, query, ['title', 'tags', 'text']).map((s) => s.article);
  }
  const topic = input.topic?.trim() ?? '';
  if (topic) return all.filter((article) => article.category === topic);
  return all;
}

/** A published article from the snapshot (the help centre's reads). */
export function findPublishedArticle(snapshot: HelpSnapshot, id: string): Article | undefined {
  const row = snapshot.published.find((r) => r.id === id);
  return row ? toArticle(row) : undefined;
}

/** One article, published or not, from the database (staff). */
export async function findArticle(
  db: Database,
  id: string,
  options: { includeUnpublished: boolean },
): Promise<Article | undefined> {
  const rows = await db
    .select()
    .from(helpArticles)
    .where(
      options.includeUnpublished
        ? eq(helpArticles.id, id)
        : and(eq(helpArticles.id, id), eq(helpArticles.published, true)),
    );
  return rows[0] ? toArticle(rows[0]) : undefined;
}

/** The management list: every article, filtered by text and categories, sorted and paged. */
export async function manageArticles(
  db: Database,
  list: ListQuery,
  categories: readonly string[],
): Promise<{ list: Article[]; total: number }> {
  const rows = await db.select().from(helpArticles);
  const now = Date.now() / 1000;
  let articles = rows.map((row) => toArticle(row, now));
  if (categories.length > 0)
    articles = articles.filter((article) => categories.includes(article.category));
  const searchable = articles.map((article) => ({
    article,
    title: article.title,
    category: article.category,
    createdBy: article.createdBy,
    tags: article.tags.map((tag) => tag.label).join(' · '),
    updateTimeStamp: article.updateTimeStamp,
  }));
  const found = wildCardSearch(searchable, list.query, ['title', 'category', 'createdBy', 'tags']);
  const { key, order } = list.sort;
  // updateTime is text derived from updateTimeStamp, so both sort by the time itself.
  const sorted =
    key && order
      ? key === 'updateTime' || key === 'updateTimeStamp'
        ? sortBy(found, 'updateTimeStamp', order, 'number')
        : sortBy(found, key as 'title' | 'category', order, 'text')
      : sortBy(found, 'updateTimeStamp', 'desc', 'number');
  return {
    list: paginate(sorted, list.pageSize, list.pageIndex).map((s) => s.article),
    total: sorted.length,
  };
}

export function toTags(labels: readonly string[]): ArticleTag[] {
  const tags: ArticleTag[] = [];
  for (const raw of labels) {
    const label = raw.trim();
    const id = slugify(label);
    if (label && !tags.some((tag) => tag.id === id)) tags.push({ id, label });
  }
  return tags;
}

export const DEFAULT_AUTHOR_IMG = '/images/help/author.svg';

export async function createArticle(
  db: Database,
  input: ArticleInput,
  author: { name: string },
): Promise<Article> {
  const { content, tableOfContent } = prepareArticleContent(input.content);
  const id = `${slugify(input.title).slice(0, 48)}-${randomBytes(3).toString('hex')}`;
  const rows = await db
    .insert(helpArticles)
    .values({
      id,
      title: input.title.trim(),
      category: input.category,
      content,
      tableOfContent,
      tags: toTags(input.tags),
      authors: [{ name: author.name, img: DEFAULT_AUTHOR_IMG }],
      createdBy: author.name,
      published: input.published,
      starred: input.starred,
    })
    .returning();
  return toArticle(rows[0]!);
}

/** Applies the given changes; the editor joins the authors when the text changes. */
export async function updateArticle(
  db: Database,
  id: string,
  patch: Partial<ArticleInput>,
  editor: { name: string },
): Promise<Article | undefined> {
  const existing = (await db.select().from(helpArticles).where(eq(helpArticles.id, id)))[0];
  if (!existing) return undefined;
  const changes: Partial<typeof helpArticles.$inferInsert> = { updatedAt: new Date() };
  if (patch.title !== undefined) changes.title = patch.title.trim();
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.content !== undefined) {
    const prepared = prepareArticleContent(patch.content);
    changes.content = prepared.content;
    changes.tableOfContent = prepared.tableOfContent;
  }
  if (patch.tags !== undefined) changes.tags = toTags(patch.tags);
  if (patch.published !== undefined) changes.published = patch.published;
  if (patch.starred !== undefined) changes.starred = patch.starred;
  const textChanged = patch.title !== undefined || patch.content !== undefined;
  if (textChanged && editor.name && !existing.authors.some((a) => a.name === editor.name))
    changes.authors = [...existing.authors, { name: editor.name, img: DEFAULT_AUTHOR_IMG }];
  const rows = await db
    .update(helpArticles)
    .set(changes)
    .where(eq(helpArticles.id, id))
    .returning();
  return rows[0] ? toArticle(rows[0]) : undefined;
}

export async function deleteArticle(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(helpArticles)
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  return rows.length > 0;
}
