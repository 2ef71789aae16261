import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../../http/app.ts';
import { requireRole, requireUser, type AuthVariables } from '../../http/auth.ts';
import { listParameter, ListQueryError, parseListQuery } from '../../lib/list-query.ts';
import type { UserRow } from '../users/schema.ts';
import { htmlToText, sanitizeArticleHtml } from './html.ts';
import {
  categoriesWithPopular,
  createArticle,
  deleteArticle,
  findArticle,
  MANAGE_SORT_KEYS,
  manageArticles,
  searchArticles,
  TOPIC_IDS,
  updateArticle,
} from './service.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

/** Body of POST /api/helps/articles: both fields optional, text or null. */
const searchBody = z.object({
  topic: z.string().max(100).nullish(),
  query: z.string().max(200).nullish(),
});

const articleFields = z.object({
  title: z.string().trim().min(3, 'Enter a title of at least 3 characters.').max(160),
  category: z.enum(TOPIC_IDS, { error: `Choose one of ${TOPIC_IDS.join(', ')}.` }),
  content: z.string().max(200_000, 'The article is too long.'),
  tags: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
  published: z.boolean().default(false),
  starred: z.boolean().default(false),
});
const articlePatch = z
  .object({
    title: articleFields.shape.title,
    category: articleFields.shape.category,
    content: articleFields.shape.content,
    tags: z.array(z.string().trim().min(1).max(40)).max(12),
    published: z.boolean(),
    starred: z.boolean(),
  })
  .partial()
  .strict();

const ARTICLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

function displayName(user: UserRow): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || 'HeartCheck team';
}

async function readJson(c: Ctx): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

function validationError(c: Ctx, error: z.ZodError) {
  return c.json(
    {
      message: error.issues[0]?.message ?? 'Invalid request',
      issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    },
    400,
  );
}

function hasVisibleText(html: string): boolean {
  return htmlToText(sanitizeArticleHtml(html)).length > 0;
}

export function registerRoutes(app: ApiApp, deps: AppDeps): void {
  const db = deps.database.db;

  app.get('/api/helps/categories', async (c) => {
    await requireUser(c, db);
    return c.json(await categoriesWithPopular(db));
  });

  app.post('/api/helps/articles', async (c) => {
    await requireUser(c, db);
    const body = await readJson(c);
    const parsed = body.ok ? searchBody.safeParse(body.value) : undefined;
    // The specification's catalogue: an unreadable or wrongly shaped body answers 500.
    if (!parsed?.success) return c.json({ message: 'Invalid request' }, 500);
    return c.json(await searchArticles(db, parsed.data));
  });

  app.get('/api/helps/articles/:id', async (c) => {
    const user = await requireUser(c, db);
    const id = c.req.param('id') ?? '';
    const article = ARTICLE_ID.test(id)
      ? await findArticle(db, id, { includeUnpublished: user.roles.includes('admin') })
      : undefined;
    return article ? c.json(article) : c.body(null, 404);
  });

  app.get('/api/helps/manage/articles', async (c) => {
    await requireRole(c, db, 'admin');
    const params = new URL(c.req.url).searchParams;
    try {
      const list = parseListQuery(params, { sortKeys: MANAGE_SORT_KEYS });
      const categories = listParameter(params, 'category');
      const unknown = categories.find((id) => !(TOPIC_IDS as readonly string[]).includes(id));
      if (unknown !== undefined)
        throw new ListQueryError(
          'category',
          `The parameter category must be one of ${TOPIC_IDS.join(', ')}.`,
        );
      return c.json(await manageArticles(db, list, categories));
    } catch (error) {
      if (error instanceof ListQueryError)
        return c.json({ message: error.message, parameter: error.parameter }, 400);
      throw error;
    }
  });

  app.get('/api/helps/manage/articles/:id', async (c) => {
    await requireRole(c, db, 'admin');
    const id = c.req.param('id') ?? '';
    const article = ARTICLE_ID.test(id)
      ? await findArticle(db, id, { includeUnpublished: true })
      : undefined;
    return article ? c.json(article) : c.body(null, 404);
  });

  app.post('/api/helps/manage/articles', async (c) => {
    const user = await requireRole(c, db, 'admin');
    const body = await readJson(c);
    if (!body.ok) return c.json({ message: 'The request body is not valid JSON.' }, 400);
    const parsed = articleFields.safeParse(body.value);
    if (!parsed.success) return validationError(c, parsed.error);
    if (!hasVisibleText(parsed.data.content))
      return c.json({ message: 'Write the article before saving it.' }, 400);
    const article = await createArticle(db, parsed.data, { name: displayName(user) });
    return c.json(article, 201);
  });

  app.patch('/api/helps/manage/articles/:id', async (c) => {
    const user = await requireRole(c, db, 'admin');
    const id = c.req.param('id') ?? '';
    if (!ARTICLE_ID.test(id)) return c.body(null, 404);
    const body = await readJson(c);
    if (!body.ok) return c.json({ message: 'The request body is not valid JSON.' }, 400);
    const parsed = articlePatch.safeParse(body.value);
    if (!parsed.success) return validationError(c, parsed.error);
    if (parsed.data.content !== undefined && !hasVisibleText(parsed.data.content))
      return c.json({ message: 'Write the article before saving it.' }, 400);
    const article = await updateArticle(db, id, parsed.data, { name: displayName(user) });
    return article ? c.json(article) : c.body(null, 404);
  });

  app.delete('/api/helps/manage/articles/:id', async (c) => {
    await requireRole(c, db, 'admin');
    const id = c.req.param('id') ?? '';
    const deleted = ARTICLE_ID.test(id) && (await deleteArticle(db, id));
    return deleted ? c.body(null, 204) : c.body(null, 404);
  });
}
