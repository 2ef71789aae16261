import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, signInWithPassword } from '../../test/oidc-login.ts';
import { receivedOrder } from '../modules/results/testing.ts';

const MIB = 1024 * 1024;

/** JSON text nesting `depth` arrays: `[[[…]]]`. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** JSON text nesting `depth` objects: `{"a":{"a":…1}}`. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const TOO_DEEP = /more than 32 levels deep/;

/** A diary entry as JSON text whose note holds NUL (written as a JSON escape). */
const diaryWithNul = JSON.stringify({
  occurredAt: new Date().toISOString(),
  symptom: 'palpitations',
  activity: 'resting',
  note: 'fluttery\u0000',
});

describe.each(testDatabaseKinds())('request bodies on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  let cardiologist: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [customer, admin, cardiologist] = await Promise.all([
      t.tokenFor('customer@example.com'),
      t.tokenFor('admin@example.com'),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [customer, admin, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  });
  afterAll(() => t?.close());

  const post = (path: string, body: BodyInit, headers: Record<string, string>, method = 'POST') =>
    fetch(`${t.url}${path}`, { method, headers, body });

  it('refuses JSON nested more than 32 levels deep with 400 on any path, anonymous or not', async () => {
    for (const body of [nestedArrays(MIB / 2), nestedObjects(MIB / 6), nestedArrays(33)]) {
      for (const path of ['/api/health', '/api/orders/x/diary', '/home']) {
        const response = await post(path, body, { 'content-type': 'application/json' });
        expect(response.status, `${path} ${body.length}`).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(TOO_DEEP);
      }
    }
    // 32 levels is allowed: the body reaches the router, which has no POST /api/health.
    const allowed = await post('/api/health', nestedObjects(32), {
      'content-type': 'application/json',
    });
    expect(allowed.status).toBe(404);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('refuses GraphQL variables nested more than 32 levels deep with 400, posted or in the query string', async () => {
    const query = 'query($v: String) { me { id } }';
    const deep = `{"query":${JSON.stringify(query)},"variables":{"v":${nestedArrays(MIB / 2 - 100)}}}`;
    const posted = await post('/api/graphql', deep, {
      'content-type': 'application/json',
      authorization: `Bearer ${customer}`,
    });
    expect(posted.status).toBe(400);
    const body = (await posted.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(TOO_DEEP);

    const url = new URL(`${t.url}/api/graphql`);
    url.searchParams.set('query', query);
    url.searchParams.set('variables', `{"v":${nestedArrays(2000)}}`);
    const get = await fetch(url, { headers: { authorization: `Bearer ${customer}` } });
    expect(get.status).toBe(400);
    expect(((await get.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      TOO_DEEP,
    );

    // An ordinary operation with variables still works.
    const me = await t.graphql<{ me: { email: string } }>(
      'query($include: Boolean!) { me @include(if: $include) { email } }',
      { include: true },
      customer,
    );
    expect(me.status).toBe(200);
    expect(me.body.data?.me.email).toBe('customer@example.com');
  });

  it('answers 415 naming application/json to a diary, draft or article body of another type', async () => {
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const diary = `/api/orders/${order.id}/diary`;
    const asCustomer = { authorization: `Bearer ${customer}` };
    const variants: [string, Record<string, string>, BodyInit][] = [
      ['text/plain', { 'content-type': 'text/plain' }, diaryWithNul],
      ['no content type', {}, new TextEncoder().encode(diaryWithNul)],
      ['+json', { 'content-type': 'application/merge-patch+json' }, diaryWithNul],
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }, diaryWithNul],
      ['multipart', {}, formData({ note: 'fluttery\u0000' })],
    ];
    for (const [name, headers, body] of variants) {
      const response = await post(diary, body, { ...asCustomer, ...headers });
      expect(response.status, name).toBe(415);
      expect(((await response.json()) as { message: string }).message, name).toContain(
        'application/json',
      );
    }
    const draft = await post(
      `/api/reviews/${order.id}/draft`,
      '{"findings":"a\\u0000"}',
      {
        authorization: `Bearer ${cardiologist}`,
        'content-type': 'text/plain;charset=UTF-8',
      },
      'PUT',
    );
    expect(draft.status).toBe(415);
    const article = await post('/api/helps/manage/articles', '{"title":"a\\u0000"}', {
      authorization: `Bearer ${admin}`,
    });
    expect(article.status).toBe(415);
  });

  it('answers 400 "not valid JSON" to a JSON body that does not parse, on every JSON route', async () => {
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const json = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    const routes: [string, string, string][] = [
      ['POST', `/api/orders/${order.id}/diary`, customer],
      ['PATCH', `/api/orders/${order.id}/identity`, customer],
      ['POST', '/api/shares', customer],
      ['POST', '/api/deletion-requests', customer],
      ['POST', `/api/recording-uploads/${order.id}/complete`, admin],
      ['PUT', `/api/reviews/${order.id}/draft`, cardiologist],
      ['POST', '/api/helps/manage/articles', admin],
    ];
    for (const [method, path, token] of routes)
      for (const body of ['{bad', '{"note": "unterminated', 'undefined']) {
        const response = await post(path, body, json(token), method);
        expect(response.status, `${method} ${path} ${body}`).toBe(400);
        expect(await response.json(), path).toEqual({
          message: 'The request body is not valid JSON.',
        });
      }
    // The help search answers unparsable text as the specification shows (500 Invalid request).
    const search = await post('/api/helps/articles', '{bad', json(customer));
    expect(search.status).toBe(500);
  });

  it('names a field the body does not take instead of dropping it', async () => {
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const response = await post(
      `/api/orders/${order.id}/diary`,
      JSON.stringify({
        occurredAt: new Date().toISOString(),
        symptom: 'palpitations',
        activity: 'resting',
        notes: 'fluttery after coffee',
      }),
      { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'Unknown field: notes. Expected: occurredAt, symptom, activity, note.',
    );
  });

  it('refuses a diary entry of "Other" without the note that says what it was', async () => {
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const entry = (fields: Record<string, string>) =>
      post(
        `/api/orders/${order.id}/diary`,
        JSON.stringify({ occurredAt: new Date().toISOString(), ...fields }),
        { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      );
    for (const [fields, what] of [
      [{ symptom: 'other', activity: 'resting' }, 'the symptom'],
      [{ symptom: 'dizziness', activity: 'other', note: '  ' }, 'the activity'],
    ] as const) {
      const refused = await entry(fields);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Check the diary entry: note: say what it was: ${what} is Other.`,
      );
    }
    const kept = await entry({ symptom: 'other', activity: 'other', note: 'A thud in my throat' });
    expect(kept.status).toBe(201);
  });

  it('checks the text of JSON whatever the letter case or parameters of its content type', async () => {
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const diary = `/api/orders/${order.id}/diary`;
    for (const type of [
      'Application/JSON',
      'application/json; charset=utf-8',
      'APPLICATION/json ;charset=UTF-8',
    ]) {
      const response = await post(diary, diaryWithNul, {
        authorization: `Bearer ${customer}`,
        'content-type': type,
      });
      expect(response.status, type).toBe(400);
      expect(((await response.json()) as { message: string }).message, type).toContain('"note"');
    }
    const article = await post(
      '/api/helps/manage/articles',
      JSON.stringify({ title: 'Bad\u0000title', category: 'guides', content: '<p>x</p>' }),
      { authorization: `Bearer ${admin}`, 'content-type': 'Application/Json' },
    );
    expect(article.status).toBe(400);
    expect(((await article.json()) as { message: string }).message).toContain('"title"');
    const good = await post(diary, diaryWithNul.replace('\\u0000', ''), {
      authorization: `Bearer ${customer}`,
      'content-type': 'Application/JSON',
    });
    expect(good.status).toBe(201);
  });

  it('reads a help search body as JSON whatever its type, as the specification answers it', async () => {
    const asCustomer = { authorization: `Bearer ${customer}` };
    const nul = await post('/api/helps/articles', '{"query":"ecg\\u0000"}', {
      ...asCustomer,
      'content-type': 'text/plain',
    });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { message: string }).message).toContain('"query"');
    // "A bad body gives 500 'Invalid request'" (docs/spec.md), whatever it claims to be.
    const unreadable = await post('/api/helps/articles', 'not json', asCustomer);
    expect(unreadable.status).toBe(500);
    expect(await unreadable.json()).toEqual({ message: 'Invalid request' });
    const found = await post('/api/helps/articles', '{"query":"ecg"}', {
      ...asCustomer,
      'content-type': 'text/plain',
    });
    expect(found.status).toBe(200);
  });

  it('takes the sign-in form only form-encoded, and checks its text', async () => {
    const session = new ProviderSession(t.url);
    const page = await session.authorize();
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const action = new URL(
      /<form method="post" action="([^"]*\/login)"/.exec(page.html)![1]!,
      page.url,
    );
    const multipart = await fetch(action, {
      method: 'POST',
      headers: { cookie: session.cookieHeader() },
      body: formData({ email: 'customer@example.com\u0000', password: 'x' }),
      redirect: 'manual',
    });
    expect(multipart.status).toBe(415);
    expect(await multipart.text()).toContain('application/x-www-form-urlencoded');

    const json = await fetch(action, {
      method: 'POST',
      headers: { cookie: session.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@example.com', password: 'x' }),
      redirect: 'manual',
    });
    expect(json.status).toBe(415);

    const nul = await session.submit(page, '/login', {
      email: 'customer@example.com\u0000',
      password: 'x',
    });
    expect(nul).toMatchObject({ kind: 'page', status: 400 });
    if (nul.kind === 'page') expect(nul.html).toContain('"email"');

    // The form as a browser posts it still signs in.
    const signedIn = await signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72');
    expect(signedIn.accessToken).toBeTruthy();
  });
});

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
