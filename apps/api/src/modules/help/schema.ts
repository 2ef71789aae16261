import type { ArticleAuthor, ArticleTag, TocEntry } from '@heartcheck/contracts/help';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A help-centre topic (spec §3, Topic) inside a category group. */
export const helpTopics = pgTable('help_topics', {
  id: text('id').primaryKey(),
  groupName: text('group_name').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

/** A help article (spec §3). `content` is sanitised HTML. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category')
      .notNull()
      .references(() => helpTopics.id),
    tableOfContent: jsonb('table_of_content').$type<TocEntry[]>().notNull().default([]),
    authors: jsonb('authors').$type<ArticleAuthor[]>().notNull().default([]),
    tags: jsonb('tags').$type<ArticleTag[]>().notNull().default([]),
    starred: boolean('starred').notNull().default(false),
    published: boolean('published').notNull().default(false),
    createdBy: text('created_by').notNull().default(''),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_articles_category_idx').on(table.category)],
);

/**
 * Which built-in articles (seed.ts) this database has been offered, whether or not they are
 * still there: a built-in article added in a later release reaches an existing deployment on its
 * next start, while one staff deleted stays deleted.
 */
export const helpArticleSeeds = pgTable('help_article_seeds', {
  articleId: text('article_id').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * SHA-256 of the built-in text last written to the article (seed-refresh.ts): while the
   * article still matches it, staff have not edited it, and a release's corrected text replaces
   * it. Null for articles seeded before this column.
   */
  contentHash: text('content_hash'),
});

export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpTopicRow = typeof helpTopics.$inferSelect;
