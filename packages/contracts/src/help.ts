import { z } from 'zod';
import { pageOf } from './common.ts';
import { TOPIC_IDS } from './help-topics.ts';

/** Path id of an article; anything else answers 404. */
export const ARTICLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const tocEntry = z.object({ id: z.string(), label: z.string() });
export const articleAuthor = z.object({ name: z.string(), img: z.string() });
export const articleTag = z.object({ id: z.string(), label: z.string() });

/** A help article as the API returns it (spec §3). */
export const article = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  tableOfContent: z.array(tocEntry),
  authors: z.array(articleAuthor),
  tags: z.array(articleTag),
  starred: z.boolean(),
  published: z.boolean(),
  updateTime: z.string(),
  updateTimeStamp: z.number(),
  createdBy: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type Article = z.infer<typeof article>;

export const topic = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  articleCounts: z.number().int(),
});
export type Topic = z.infer<typeof topic>;

export const categoryGroup = z.object({ name: z.string(), topics: z.array(topic) });
export type CategoryGroup = z.infer<typeof categoryGroup>;

/** GET /api/helps/categories. */
export const categoriesResponse = z.object({
  categories: z.array(categoryGroup),
  popularArticles: z.array(article),
});
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** Body of POST /api/helps/articles: both fields optional, text or null; answers Article[]. */
export const articleSearch = z.object({
  topic: z.string().max(100).nullish(),
  query: z.string().max(200).nullish(),
});
export type ArticleSearch = z.infer<typeof articleSearch>;

/** GET /api/helps/manage/articles. */
export const articlePage = pageOf(article);
export type ArticlePage = z.infer<typeof articlePage>;

const tagLabels = z.array(z.string().trim().min(1).max(40)).max(12);

/** Body of POST /api/helps/manage/articles (answers the created Article, 201). */
export const articleInput = z.object({
  title: z.string().trim().min(3, 'Enter a title of at least 3 characters.').max(160),
  category: z.enum(TOPIC_IDS, { error: `Choose one of ${TOPIC_IDS.join(', ')}.` }),
  content: z.string().max(200_000, 'The article is too long.'),
  tags: tagLabels.default([]),
  published: z.boolean().default(false),
  starred: z.boolean().default(false),
});
/** What the client sends (defaults may be left out). */
export type ArticleInputBody = z.input<typeof articleInput>;
/** What the server works with after parsing. */
export type ArticleInput = z.output<typeof articleInput>;

/** Body of PATCH /api/helps/manage/articles/{id}: any of the fields, nothing else. */
export const articlePatch = z
  .object({
    title: articleInput.shape.title,
    category: articleInput.shape.category,
    content: articleInput.shape.content,
    tags: tagLabels,
    published: z.boolean(),
    starred: z.boolean(),
  })
  .partial()
  .strict();
export type ArticlePatch = z.infer<typeof articlePatch>;

export type TocEntry = z.infer<typeof tocEntry>;
export type ArticleAuthor = z.infer<typeof articleAuthor>;
export type ArticleTag = z.infer<typeof articleTag>;
