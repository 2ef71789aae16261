import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ARTICLE_ID,
  article as articleSchema,
  articleInput,
  articlePage,
  articlePatch,
  articleSearch,
  categoriesResponse,
} from '@heartcheck/contracts/help';
import { MANAGE_SORT_KEYS, TOPIC_IDS } from '@heartcheck/contracts/help-topics';
import { z } from 'zod';
import { authorise } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import {
  requireAllowed,
  requireSignedIn,
  type ApiApp,
  type AuthVariables,
} from '../../http/auth.ts';
import {
  documentedBody,
  failure,
  json,
  listQueryParameters,
  pathParams,
} from '../../http/openapi.ts';
import { listParameter, ListQueryError, parseListQuery } from '../../lib/list-query.ts';
import type { UserRow } from '../users/public.ts';
import { htmlToText, sanitizeArticleHtml } from './html.ts';
import { createHelpCache, type HelpCache } from './snapshot.ts';
import {
  categoriesWithPopular,
  createArticle,
  deleteArticle,
  findArticle,
  findPublishedArticle,
  manageArticles,
  searchArticles,
  updateArticle,
} from './service.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

const notSignedIn = failure('Not signed in.');
const notManager = failure('Not allowed to manage help articles.');
const noArticle = { description: 'No such article (or unpublished, for customers); no body.' };
const articleId = { params: pathParams('id') };

const categories = createRoute({
  method: 'get',
  path: '/api/helps/categories',
  summary: 'Help topics by group, and the popular articles',
  responses: { 200: json(categoriesResponse, 'The help centre.'), 401: notSignedIn },
});

const search = createRoute({
  method: 'post',
  path: '/api/helps/articles',
  summary: 'Published articles of a topic or matching a text',
  request: { body: documentedBody(articleSearch, 'Topic and text, both optional.') },
  responses: {
    200: json(z.array(articleSchema), 'The articles.'),
    401: notSignedIn,
    500: failure("An unreadable body (the specification's 'Invalid request')."),
  },
});

const read = createRoute({
  method: 'get',
  path: '/api/helps/articles/{id}',
  summary: 'One article',
  request: articleId,
  responses: { 200: json(articleSchema, 'The article.'), 401: notSignedIn, 404: noArticle },
});

const manageList = createRoute({
  method: 'get',
  path: '/api/helps/manage/articles',
  summary: 'Every article, published or not, a page at a time (admin)',
  parameters: [
    ...listQueryParameters(MANAGE_SORT_KEYS),
    {
      name: 'category',
      in: 'query',
      required: false,
      description: 'Topics to keep (repeat or separate with commas).',
      schema: { type: 'array', items: { type: 'string', enum: [...TOPIC_IDS] } },
    },
  ],
  responses: {
    200: json(articlePage, 'A page of articles.'),
    400: failure('A list parameter is wrong (`parameter` names it).'),
    401: notSignedIn,
    403: notManager,
  },
});

const manageRead = createRoute({
  method: 'get',
  path: '/api/helps/manage/articles/{id}',
  summary: 'One article, published or not (admin)',
  request: articleId,
  responses: {
    200: json(articleSchema, 'The article.'),
    401: notSignedIn,
    403: notManager,
    404: noArticle,
  },
});

const refusedArticle = failure('The article is wrong (`issues` says where).');

const create = createRoute({
  method: 'post',
  path: '/api/helps/manage/articles',
  summary: 'Write an article (admin)',
  request: { body: documentedBody(articleInput, 'The article.') },
  responses: {
    201: json(articleSchema, 'The article, saved.'),
    400: refusedArticle,
    401: notSignedIn,
    403: notManager,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/api/helps/manage/articles/{id}',
  summary: 'Change some fields of an article (admin)',
  request: { ...articleId, body: documentedBody(articlePatch, 'The fields to change.') },
  responses: {
    200: json(articleSchema, 'The article, saved.'),
    400: refusedArticle,
    401: notSignedIn,
    403: notManager,
    404: noArticle,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/helps/manage/articles/{id}',
  summary: 'Delete an article (admin)',
  request: articleId,
  responses: {
    204: { description: 'Deleted; no body.' },
    401: notSignedIn,
    403: notManager,
    404: noArticle,
  },
});

/** Body of POST /api/helps/articles: both fields optional, text or null. */
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

export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;
  // One snapshot of the published help centre per process (snapshot.ts), dropped on each edit.
  const cache = createHelpCache(db);

  app.openapi(categories, async (c) => {
    await requireSignedIn(c);
    return c.json(categoriesWithPopular(await cache.read()), 200);
  });

  app.openapi(search, async (c) => {
    await requireSignedIn(c);
    const body = await readJson(c);
    const parsed = body.ok ? articleSearch.safeParse(body.value) : undefined;
    // The specification's catalogue: an unreadable or wrongly shaped body answers 500.
    if (!parsed?.success) return c.json({ message: 'Invalid request' }, 500);
    return c.json(searchArticles(await cache.read(), parsed.data), 200);
  });

  app.openapi(read, async (c) => {
    const viewer = await requireSignedIn(c);
    const id = c.req.valid('param').id;
    if (!ARTICLE_ID.test(id)) return c.body(null, 404);
    // Staff also read unpublished articles, from the database; everyone else the snapshot.
    const article = authorise(viewer, 'help.manage')
      ? await findArticle(db, id, { includeUnpublished: true })
      : findPublishedArticle(await cache.read(), id);
    return article ? c.json(article, 200) : c.body(null, 404);
  });

  registerManageRoutes(app, db, cache);
}

/** Article management (admin): every write drops this process's help-centre snapshot. */
function registerManageRoutes(app: ApiApp, db: Database, cache: HelpCache): void {
  app.openapi(manageList, async (c) => {
    await requireAllowed(c, 'help.manage');
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
      return c.json(await manageArticles(db, list, categories), 200);
    } catch (error) {
      if (error instanceof ListQueryError)
        return c.json({ message: error.message, parameter: error.parameter }, 400);
      throw error;
    }
  });

  app.openapi(manageRead, async (c) => {
    await requireAllowed(c, 'help.manage');
    const id = c.req.valid('param').id;
    const article = ARTICLE_ID.test(id)
      ? await findArticle(db, id, { includeUnpublished: true })
      : undefined;
    return article ? c.json(article, 200) : c.body(null, 404);
  });

  app.openapi(create, async (c) => {
    const { user } = await requireAllowed(c, 'help.manage');
    const body = await readJson(c);
    if (!body.ok) return c.json({ message: 'The request body is not valid JSON.' }, 400);
    const parsed = articleInput.safeParse(body.value);
    if (!parsed.success) return validationError(c, parsed.error);
    if (!hasVisibleText(parsed.data.content))
      return c.json({ message: 'Write the article before saving it.' }, 400);
    const article = await createArticle(db, parsed.data, { name: displayName(user) });
    cache.invalidate();
    return c.json(article, 201);
  });

  app.openapi(update, async (c) => {
    const { user } = await requireAllowed(c, 'help.manage');
    const id = c.req.valid('param').id;
    if (!ARTICLE_ID.test(id)) return c.body(null, 404);
    const body = await readJson(c);
    if (!body.ok) return c.json({ message: 'The request body is not valid JSON.' }, 400);
    const parsed = articlePatch.safeParse(body.value);
    if (!parsed.success) return validationError(c, parsed.error);
    if (parsed.data.content !== undefined && !hasVisibleText(parsed.data.content))
      return c.json({ message: 'Write the article before saving it.' }, 400);
    const article = await updateArticle(db, id, parsed.data, { name: displayName(user) });
    cache.invalidate();
    return article ? c.json(article, 200) : c.body(null, 404);
  });

  app.openapi(remove, async (c) => {
    await requireAllowed(c, 'help.manage');
    const id = c.req.valid('param').id;
    const deleted = ARTICLE_ID.test(id) && (await deleteArticle(db, id));
    cache.invalidate();
    return deleted ? c.body(null, 204) : c.body(null, 404);
  });
}
