import { HEART_CHECK_FACTS, productFactsText } from '@heartcheck/contracts/product-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { rest } from './rest-testing.ts';
import { HELP_TOPICS, SEED_ARTICLES, seedHelpCentre } from './seed.ts';
import { REVALIDATE_MS } from './snapshot.ts';

/**
 * A row written behind the API (not through this process) reaches the help centre's reads within
 * REVALIDATE_MS (snapshot.ts): polls until `check` passes, failing after twice that.
 */
async function withinRevalidation<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + 2 * REVALIDATE_MS + 500;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
import type { Article, CategoryGroup } from '@heartcheck/contracts/help';

const ARTICLE_FIELDS = [
  'id',
  'title',
  'category',
  'tableOfContent',
  'authors',
  'tags',
  'starred',
  'published',
  'updateTime',
  'updateTimeStamp',
  'createdBy',
  'content',
].sort();

const TIP_IDS = [
  'tips-pns-index',
  'tips-sns-index',
  'tips-stress-index',
  'tips-average-heart-rate',
  'tips-respiratory-rate',
  'tips-rr-interval',
];

interface Categories {
  categories: CategoryGroup[];
  popularArticles: Article[];
}
interface ListBody {
  list: Article[];
  total: number;
}
type ErrorBody = { message: string; parameter?: string; issues?: { path: string }[] };

describe.each(testDatabaseKinds())('help centre REST API on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  const call = <T>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    rawBody?: string,
  ) =>
    rest<T>(t.url, method, path, {
      token: token ?? undefined,
      ...(body !== undefined ? { body } : {}),
      ...(rawBody !== undefined ? { rawBody } : {}),
    });
  const search = (body: unknown, token: string | null = customer) =>
    call<Article[]>('POST', '/api/helps/articles', token, body);
  const manage = (qs: string, token: string | null = admin) =>
    call<ListBody & ErrorBody>('GET', `/api/helps/manage/articles${qs}`, token);

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    for (const token of [customer, admin])
      await t.graphql('mutation { userSignedIn { user { id } } }', undefined, token);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('answers 401 to anonymous callers on every endpoint', async () => {
      const anonymous = await Promise.all([
        call('GET', '/api/helps/categories', null),
        search({}, null),
        call('GET', '/api/helps/articles/contact-us', null),
        manage('', null),
        call('GET', '/api/helps/manage/articles/contact-us', null),
        call('POST', '/api/helps/manage/articles', null, {}),
        call('PATCH', '/api/helps/manage/articles/contact-us', null, { starred: true }),
        call('DELETE', '/api/helps/manage/articles/contact-us', null),
      ]);
      expect(anonymous.map((r) => r.status)).toEqual(Array(8).fill(401));
    });

    it('answers 403 to a customer on every management endpoint', async () => {
      const refused = await Promise.all([
        manage('', customer),
        call('GET', '/api/helps/manage/articles/contact-us', customer),
        call('POST', '/api/helps/manage/articles', customer, {}),
        call('PATCH', '/api/helps/manage/articles/contact-us', customer, { starred: true }),
        call('DELETE', '/api/helps/manage/articles/contact-us', customer),
      ]);
      expect(refused.map((r) => r.status)).toEqual(Array(5).fill(403));
    });
  });

  describe('seeded content', () => {
    it('has the 24 articles with every field, readable tip ids and a linked contents list', async () => {
      const all = await search({});
      expect(all.status).toBe(200);
      expect(all.json).toHaveLength(24);
      for (const article of all.json) {
        expect(Object.keys(article).sort()).toEqual(ARTICLE_FIELDS);
        expect(article.published).toBe(true);
        expect(article.tableOfContent.length).toBeGreaterThan(0);
        for (const entry of article.tableOfContent)
          expect(article.content).toContain(`<h2 id="${entry.id}">`);
        expect(article.authors[0]).toMatchObject({ img: expect.stringMatching(/^\/images\//) });
        expect(article.tags.length).toBeGreaterThan(0);
        expect(article.updateTime).toMatch(
          /^(just now|\d+ (minute|hour|day|week|month|year)s? ago)$/,
        );
        expect(Number.isInteger(article.updateTimeStamp)).toBe(true);
        expect(article.updateTimeStamp).toBeLessThan(Date.now() / 1000 + 1);
        expect(article.updateTimeStamp).toBeGreaterThan(Date.now() / 1000 - 400 * 86400);
      }
      expect(all.json.map((a) => a.id)).toEqual(expect.arrayContaining(TIP_IDS));
    });

    it('states the service rules and constants', async () => {
      const text = (id: string) =>
        call<Article>('GET', `/api/helps/articles/${id}`, customer).then((r) => r.json.content);
      const wearing = await text('wearing-the-device');
      expect(wearing).toContain('about 2 seconds');
      expect(wearing).toContain('about 8 seconds');
      expect(wearing).toContain('blinks every 20 seconds');
      expect(wearing).toContain('between 24 and 72 hours');
      expect(wearing).toContain('<strong>symptom diary</strong>');
      const sharing = await text('sharing-your-report-with-your-gp');
      expect(sharing).toContain('Share with your GP');
      expect(sharing).toContain('<strong>Withdraw</strong>');
      expect(sharing).toContain('Export for your GP (FHIR)');
      const returning = await text('returning-the-device');
      expect(returning).toContain('must be returned');
      expect(returning).toContain('cannot process your data');
      expect(returning).toContain('charge you for a replacement');
      // The replacement rule, from the heart check's catalogue facts: 10 days after delivery, £68.
      expect(returning).toContain('within 10 days of delivery');
      expect(returning).toContain('a fee of £68.00');
      expect(await text('contact-us')).toContain('Monday to Friday, 9am-5pm UK time');
      const deleting = await text('deleting-your-account');
      expect(deleting).toContain('from the email address registered on your HeartCheck account');
      expect(deleting).toContain('confirm your identity');
      // The article names the ways the product now offers, and what the law keeps.
      expect(deleting).toContain('Ask to delete my account');
      expect(deleting).toContain('Download my data');
      expect(deleting).toContain('NHS Records Management Code of Practice 2023');
      const ordering = await text('placing-an-order');
      for (const label of ['New Order', 'Browse', 'Pay Now', 'My Results'])
        expect(ordering).toContain(label);
      // The results' "Not given" heart rate, with both of the engine's reasons (results/findings.ts).
      const rate = await text('tips-average-heart-rate');
      expect(rate).toContain('When no heart rate is given');
      expect(rate).toContain('most of the recording has no recurring heartbeat');
      expect(rate).toContain('less than a fifth of the time the recorder picked up a signal');
    });

    it('explains each rhythm the reports name, linked from "What is an ECG?"', async () => {
      const ecg = (await call<Article>('GET', '/api/helps/articles/what-is-an-ecg', customer)).json;
      const rhythms = {
        'rhythm-atrial-flutter': 'saw-tooth',
        'rhythm-ventricular-fibrillation': 'urgent finding',
        'rhythm-heart-block': 'Second degree',
        // The limits the rate episodes are found with (ecg rhythm/rate-episodes.ts RATE_LIMITS).
        'rhythm-slow-and-fast-heart-rate':
          'at least 30 seconds when your heart rate stayed below 40 beats a minute',
      };
      for (const [id, phrase] of Object.entries(rhythms)) {
        const article = await call<Article>('GET', `/api/helps/articles/${id}`, customer);
        expect(article.status, id).toBe(200);
        expect(article.json.content).toContain(phrase);
        // Every rhythm article says what "uncertain" (poor signal) findings are.
        expect(article.json.content).toContain('we do not count it in your figures');
        expect(ecg.content).toContain(`href="/support-hub/article/${id}"`);
      }
    });

    it('seeds idempotently without overwriting edits or restoring deleted articles', async () => {
      await call('PATCH', '/api/helps/manage/articles/what-is-an-ecg', admin, { tags: ['ECG'] });
      const { helpArticles } = await import('./schema.ts');
      const { eq } = await import('drizzle-orm');
      const [saved] = await t.app.database.db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.id, 'contact-us'));
      expect((await call('DELETE', '/api/helps/manage/articles/contact-us', admin)).status).toBe(
        204,
      );
      await seedHelpCentre(t.app.database.db, productFactsText(HEART_CHECK_FACTS));
      expect((await search({})).json).toHaveLength(23);
      await t.app.database.db.insert(helpArticles).values(saved!);
      const restored = await withinRevalidation(
        () => search({}),
        (r) => r.json.length === 24,
      );
      expect(restored.json).toHaveLength(24);
      const ecg = await call<Article>('GET', '/api/helps/articles/what-is-an-ecg', customer);
      expect(ecg.json.tags).toEqual([{ id: 'ecg', label: 'ECG' }]);
    });
  });

  describe('GET /api/helps/categories', () => {
    it('groups the four topics with counts computed from published articles', async () => {
      const { status, json } = await call<Categories>('GET', '/api/helps/categories', customer);
      expect(status).toBe(200);
      const topics = json.categories.flatMap((group) => group.topics);
      expect(topics.map((topic) => topic.id).sort()).toEqual(
        ['accountManagement', 'howToGuide', 'theData', 'tipsToImprove'].sort(),
      );
      for (const topic of topics) {
        expect(Object.keys(topic).sort()).toEqual(['articleCounts', 'description', 'id', 'name']);
        const expected = SEED_ARTICLES.filter((a) => a.category === topic.id).length;
        expect(topic.articleCounts).toBe(expected);
      }
      expect(json.categories.map((group) => group.name)).toEqual([
        ...new Set(HELP_TOPICS.map((topic) => topic.groupName)),
      ]);
      expect(json.popularArticles.length).toBe(SEED_ARTICLES.filter((a) => a.starred).length);
      expect(json.popularArticles.every((a) => a.starred && a.published)).toBe(true);
    });
  });

  describe('POST /api/helps/articles', () => {
    it('matches a text query in titles, tags and text, ignoring case', async () => {
      const ids = (await search({ query: 'GREEN LIGHT' })).json.map((a) => a.id);
      expect(ids).toContain('wearing-the-device');
      expect((await search({ query: 'diary' })).json.map((a) => a.id)).toContain(
        'wearing-the-device',
      );
      expect((await search({ query: 'RR interval' })).json.map((a) => a.id)).toContain(
        'tips-rr-interval',
      );
    });

    it('gives the text query priority over the topic', async () => {
      const ids = (await search({ topic: 'accountManagement', query: 'electrocardiogram' })).json;
      expect(ids.map((a) => a.id)).toEqual(['what-is-an-ecg']);
    });

    it('filters by topic without a query, and returns all published articles otherwise', async () => {
      const tips = (await search({ topic: 'tipsToImprove' })).json;
      expect(tips.map((a) => a.id).sort()).toEqual([...TIP_IDS].sort());
      expect((await search({ topic: null, query: null })).json).toHaveLength(24);
      expect((await search({ topic: '', query: '   ' })).json).toHaveLength(24);
      expect((await search({ topic: 'noSuchTopic' })).json).toEqual([]);
    });

    it('treats search text literally', async () => {
      expect((await search({ query: "%' or 1=1 --" })).json).toEqual([]);
      expect((await search({ query: '.*' })).json).toEqual([]);
    });

    it.each([
      ['not JSON', 'not json'],
      ['a list', '[]'],
      ['null', 'null'],
      ['a number topic', '{"topic": 5}'],
      ['an object query', '{"query": {"$ne": ""}}'],
      ['an empty body', ''],
    ])('answers 500 Invalid request to %s', async (_name, rawBody) => {
      const response = await call<ErrorBody>(
        'POST',
        '/api/helps/articles',
        customer,
        undefined,
        rawBody,
      );
      expect(response.status).toBe(500);
      expect(response.json).toEqual({ message: 'Invalid request' });
    });
  });

  describe('GET /api/helps/articles/{id}', () => {
    it('returns the article', async () => {
      const { status, json } = await call<Article>(
        'GET',
        '/api/helps/articles/tips-pns-index',
        customer,
      );
      expect(status).toBe(200);
      expect(json).toMatchObject({ id: 'tips-pns-index', category: 'tipsToImprove' });
    });

    it('answers 404 with an empty body for unknown and malformed ids', async () => {
      for (const id of ['no-such-article', 'has%20space', 'x'.repeat(101)]) {
        const response = await call('GET', `/api/helps/articles/${id}`, customer);
        expect(response.status).toBe(404);
        expect(response.text).toBe('');
      }
    });
  });

  describe('GET /api/helps/manage/articles', () => {
    it('pages all articles, newest first by default', async () => {
      const first = await manage('?pageIndex=1&pageSize=5');
      expect(first.status).toBe(200);
      expect(first.json.list).toHaveLength(5);
      expect(first.json.total).toBeGreaterThanOrEqual(22);
      const stamps = first.json.list.map((a) => a.updateTimeStamp);
      expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
      const last = await manage(`?pageIndex=${Math.ceil(first.json.total / 5)}&pageSize=5`);
      expect(last.json.list.length).toBeGreaterThan(0);
      expect((await manage('?pageIndex=999')).json.list).toEqual([]);
    });

    it('sorts by title and category as text, by either time key chronologically', async () => {
      const titles = (await manage('?pageSize=100&sort[key]=title&sort[order]=asc')).json.list.map(
        (a) => a.title.toLowerCase(),
      );
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en-GB')));
      const desc = (await manage('?pageSize=100&sort.key=title&sort.order=desc')).json.list;
      expect(desc.map((a) => a.title.toLowerCase())).toEqual([...titles].reverse());
      const categories = (await manage('?pageSize=100&sort.key=category&sort.order=asc')).json.list;
      const c = categories.map((a) => a.category.toLowerCase());
      expect(c).toEqual([...c].sort());
      for (const key of ['updateTime', 'updateTimeStamp']) {
        const list = (await manage(`?pageSize=100&sort.key=${key}&sort.order=asc`)).json.list;
        const stamps = list.map((a) => a.updateTimeStamp);
        expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
      }
    });

    it('filters by text and by category membership', async () => {
      const byText = await manage('?query=PASSWORD');
      expect(byText.json.list.map((a) => a.id)).toContain('resetting-your-password');
      const one = await manage('?category=theData&pageSize=100');
      expect(one.json.list.every((a) => a.category === 'theData')).toBe(true);
      expect(one.json.total).toBe(8);
      const two = await manage('?category[]=theData&category[]=tipsToImprove&pageSize=100');
      expect(two.json.total).toBe(14);
      expect((await manage('?category=theData,howToGuide')).json.total).toBe(13);
      const both = await manage('?category=tipsToImprove&query=stress');
      expect(both.json.list.map((a) => a.id).sort()).toEqual([
        'tips-sns-index',
        'tips-stress-index',
      ]);
    });

    it.each([
      ['?pageIndex=two', 'pageIndex'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?sort[key]=content&sort[order]=asc', 'sort.key'],
      ['?sort.key=title&sort.order=random', 'sort.order'],
      ['?category=cooking', 'category'],
      ['?category[]=theData&category[]=astrology', 'category'],
      [`?query=${'x'.repeat(201)}`, 'query'],
    ])('answers 400 naming the parameter for %s', async (qs, parameter) => {
      const { status, json } = await manage(qs);
      expect(status).toBe(400);
      expect(json.parameter).toBe(parameter);
      expect(json.message).toContain(parameter);
    });
  });

  describe('management operations', () => {
    it('creates a sanitised draft that only staff can see, then publishes and stars it', async () => {
      const created = await call<Article>('POST', '/api/helps/manage/articles', admin, {
        title: 'Travelling with your recorder',
        category: 'howToGuide',
        content:
          '<h1>Airport security</h1><p onclick="steal()">Tell staff <img src=x onerror=alert(1)>about it.</p><script>alert(1)</script><h2>Abroad</h2><p><a href="javascript:alert(1)">x</a> <a href="https://nhs.uk">NHS</a></p>',
        tags: ['Travel', 'travel', 'Device'],
      });
      expect(created.status).toBe(201);
      const article = created.json;
      expect(article).toMatchObject({
        title: 'Travelling with your recorder',
        published: false,
        starred: false,
        createdBy: 'Morgan Reid',
        authors: [{ name: 'Morgan Reid', img: '/images/help/author.svg' }],
        tags: [
          { id: 'travel', label: 'Travel' },
          { id: 'device', label: 'Device' },
        ],
        tableOfContent: [
          { id: 'airport-security', label: 'Airport security' },
          { id: 'abroad', label: 'Abroad' },
        ],
      });
      expect(article.content).not.toMatch(/script|onclick|onerror|<img|javascript:/i);
      expect(article.content).toContain(
        '<a href="https://nhs.uk" target="_blank" rel="noopener noreferrer">NHS</a>',
      );

      const path = `/api/helps/articles/${article.id}`;
      const managed = await call<Article>('GET', `/api/helps/manage/articles/${article.id}`, admin);
      expect(managed.status).toBe(200);
      expect(managed.json).toEqual(article);
      const unknown = await call('GET', '/api/helps/manage/articles/no-such-article', admin);
      expect(unknown.status).toBe(404);
      expect(unknown.text).toBe('');
      expect((await call('GET', path, customer)).status).toBe(404);
      expect((await call('GET', path, admin)).status).toBe(200);
      expect((await search({ query: 'Airport security' })).json).toEqual([]);

      const before = await call<Categories>('GET', '/api/helps/categories', customer);
      const count = (body: Categories) =>
        body.categories.flatMap((g) => g.topics).find((tp) => tp.id === 'howToGuide')!
          .articleCounts;

      const published = await call<Article>(
        'PATCH',
        `/api/helps/manage/articles/${article.id}`,
        admin,
        { published: true },
      );
      expect(published.json.published).toBe(true);
      expect((await call('GET', path, customer)).status).toBe(200);
      expect((await search({ query: 'airport SECURITY' })).json.map((a) => a.id)).toEqual([
        article.id,
      ]);
      const after = await call<Categories>('GET', '/api/helps/categories', customer);
      expect(count(after.json)).toBe(count(before.json) + 1);

      await call('PATCH', `/api/helps/manage/articles/${article.id}`, admin, { starred: true });
      const popular = (await call<Categories>('GET', '/api/helps/categories', customer)).json
        .popularArticles;
      expect(popular.map((a) => a.id)).toContain(article.id);

      const edited = await call<Article>(
        'PATCH',
        `/api/helps/manage/articles/${article.id}`,
        admin,
        { title: 'Travelling abroad with your recorder', content: '<p>Updated.</p>' },
      );
      expect(edited.json).toMatchObject({
        title: 'Travelling abroad with your recorder',
        content: '<p>Updated.</p>',
        tableOfContent: [],
      });
      expect(edited.json.updateTimeStamp).toBeGreaterThanOrEqual(article.updateTimeStamp);

      expect((await call('DELETE', `/api/helps/manage/articles/${article.id}`, admin)).status).toBe(
        204,
      );
      expect((await call('GET', path, admin)).status).toBe(404);
      expect((await call('DELETE', `/api/helps/manage/articles/${article.id}`, admin)).status).toBe(
        404,
      );
    });

    it('sanitises content again when it is shown', async () => {
      const { helpArticles } = await import('./schema.ts');
      await t.app.database.db.insert(helpArticles).values({
        id: 'raw-row',
        title: 'Written around the API',
        category: 'theData',
        published: true,
        content: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      });
      const { json } = await withinRevalidation(
        () => call<Article>('GET', '/api/helps/articles/raw-row', customer),
        (r) => r.status === 200,
      );
      expect(json.content).toBe('<p>Hi</p>');
      // Sanitised HTML is cached for display: a row changed behind the API shows its new text.
      const { eq } = await import('drizzle-orm');
      await t.app.database.db
        .update(helpArticles)
        .set({ content: '<p>Bye<script>alert(3)</script></p>' })
        .where(eq(helpArticles.id, 'raw-row'));
      const again = await withinRevalidation(
        () => call<Article>('GET', '/api/helps/articles/raw-row', customer),
        (r) => r.json.content !== '<p>Hi</p>',
      );
      expect(again.json.content).toBe('<p>Bye</p>');
    });

    it('validates what it saves', async () => {
      const bad = await call<ErrorBody>('POST', '/api/helps/manage/articles', admin, {
        title: 'x',
        category: 'cooking',
        content: '<p>ok</p>',
      });
      expect(bad.status).toBe(400);
      expect(bad.json.issues?.map((i) => i.path).sort()).toEqual(['category', 'title']);
      const empty = await call<ErrorBody>('POST', '/api/helps/manage/articles', admin, {
        title: 'Only a script',
        category: 'theData',
        content: '<script>alert(1)</script>',
      });
      expect(empty.status).toBe(400);
      const notJson = await call('POST', '/api/helps/manage/articles', admin, undefined, '{');
      expect(notJson.status).toBe(400);
      const unknownField = await call('PATCH', '/api/helps/manage/articles/contact-us', admin, {
        createdBy: 'Someone else',
      });
      expect(unknownField.status).toBe(400);
      const missing = await call('PATCH', '/api/helps/manage/articles/nope', admin, {
        starred: true,
      });
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('');
    });
  });

  // last: these delete built-in articles the tests above read
  describe('built-in articles on an existing deployment', () => {
    const seed = () => seedHelpCentre(t.app.database.db, productFactsText(HEART_CHECK_FACTS));
    const ids = async () => (await search({})).json.map((a) => a.id);

    it('a built-in article new to this database arrives on the next start; one staff deleted stays deleted', async () => {
      const { helpArticleSeeds, helpArticles } = await import('./schema.ts');
      const { eq } = await import('drizzle-orm');
      const db = t.app.database.db;
      // a database from before the flutter article was written: neither offered nor there
      await db
        .delete(helpArticleSeeds)
        .where(eq(helpArticleSeeds.articleId, 'rhythm-atrial-flutter'));
      await db.delete(helpArticles).where(eq(helpArticles.id, 'rhythm-atrial-flutter'));
      expect(
        (await call('DELETE', '/api/helps/manage/articles/tips-rr-interval', admin)).status,
      ).toBe(204);
      // the deletion behind the API shows first, so the article's return below is the seed's
      const before = await withinRevalidation(
        ids,
        (list) => !list.includes('rhythm-atrial-flutter'),
      );
      expect(before).not.toContain('rhythm-atrial-flutter');
      await seed();
      const after = await withinRevalidation(ids, (list) => list.includes('rhythm-atrial-flutter'));
      expect(after).toContain('rhythm-atrial-flutter');
      expect(after).not.toContain('tips-rr-interval');
      await seed();
      expect(await ids()).toHaveLength(after.length);
    });

    it("a release's corrected text replaces a built-in article staff left alone, dated now; an edited one stays", async () => {
      const { helpArticleSeeds, helpArticles } = await import('./schema.ts');
      const { seedHash } = await import('./seed-refresh.ts');
      const { eq } = await import('drizzle-orm');
      const db = t.app.database.db;
      const longAgo = new Date('2026-01-05T10:00:00Z');
      const earlier = (id: string, content: string, updatedAt = longAgo) =>
        db
          .update(helpArticles)
          .set({ content, createdAt: longAgo, updatedAt })
          .where(eq(helpArticles.id, id))
          .returning();
      const recorded = (id: string, contentHash: string | null) =>
        db.update(helpArticleSeeds).set({ contentHash }).where(eq(helpArticleSeeds.articleId, id));
      // An earlier release's text, untouched: seeded before hashes were kept, and seeded since.
      await earlier('rhythm-slow-and-fast-heart-rate', '<p>below 50 beats a minute</p>');
      await recorded('rhythm-slow-and-fast-heart-rate', null);
      const [hashed] = await earlier('rhythm-heart-block', '<p>An older text.</p>');
      await recorded('rhythm-heart-block', seedHash(hashed!));
      // Edited by staff after an earlier release, before hashes (saved later than inserted)
      // and since (differs from the text recorded for it).
      await earlier('rhythm-atrial-flutter', '<p>Staff wording.</p>', new Date('2026-02-01'));
      await recorded('rhythm-atrial-flutter', null);
      await earlier('rhythm-ventricular-fibrillation', '<p>Staff wording too.</p>');
      await recorded(
        'rhythm-ventricular-fibrillation',
        seedHash({ ...hashed!, content: '<p>What was seeded.</p>' }),
      );

      const started = Date.now();
      await seed();
      const read = (id: string) => call<Article>('GET', `/api/helps/articles/${id}`, customer);
      const slow = await withinRevalidation(
        () => read('rhythm-slow-and-fast-heart-rate'),
        // the help centre's snapshot shows rows written behind it within its revalidation
        (r) => r.json.updateTimeStamp * 1000 >= started - 1000,
      );
      expect(slow.json.content).toContain('below 40 beats a minute');
      expect(slow.json.updateTimeStamp * 1000).toBeGreaterThanOrEqual(started - 1000);
      expect((await read('rhythm-heart-block')).json.content).not.toContain('An older text.');
      expect((await read('rhythm-atrial-flutter')).json.content).toBe('<p>Staff wording.</p>');
      expect((await read('rhythm-ventricular-fibrillation')).json.content).toBe(
        '<p>Staff wording too.</p>',
      );
      // Brought up to date once: a restart changes nothing, and its date stays.
      await seed();
      expect((await read('rhythm-slow-and-fast-heart-rate')).json.updateTimeStamp).toBe(
        slow.json.updateTimeStamp,
      );
    });

    it("the upgrade records the first release's articles and what is there, so only later ones arrive", async () => {
      const { readFile } = await import('node:fs/promises');
      const { sql } = await import('drizzle-orm');
      const { helpArticleSeeds, helpArticles } = await import('./schema.ts');
      const { eq } = await import('drizzle-orm');
      const db = t.app.database.db;
      const migration = await readFile(
        new URL('../../../drizzle/0023_help_article_seeds.sql', import.meta.url),
        'utf8',
      );
      const backfill = migration.split('--> statement-breakpoint')[1]!;
      // as the deployment stood before this release: no seed records, staff had deleted a
      // first-release article, and the heart-block article did not exist yet
      await db.delete(helpArticleSeeds);
      await db.delete(helpArticles).where(eq(helpArticles.id, 'contact-us'));
      await db.delete(helpArticles).where(eq(helpArticles.id, 'rhythm-heart-block'));
      const before = await withinRevalidation(
        ids,
        (list) => !list.includes('rhythm-heart-block') && !list.includes('contact-us'),
      );
      expect(before).not.toContain('rhythm-heart-block');
      await db.execute(sql.raw(backfill));
      await seed();
      const after = await withinRevalidation(ids, (list) => list.includes('rhythm-heart-block'));
      expect(after).toContain('rhythm-heart-block');
      expect(after).not.toContain('contact-us');
    });
  });
});
