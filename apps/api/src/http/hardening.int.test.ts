import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession } from '../../test/oidc-login.ts';
import { sendChunkedUntilAnswered } from '../../test/streaming.ts';
import { setLogLevel, setLogSink } from '../lib/logger.ts';
import { partKey } from '../modules/recordings/public.ts';
import { recordingUploads } from '../modules/recordings/schema.ts';
import { api, receivedOrder, uploadFile } from '../modules/results/testing.ts';

const MIB = 1024 * 1024;

describe.each(testDatabaseKinds())('hardening of the HTTP surface on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { HOST: '0.0.0.0' });
    [customer, admin] = await Promise.all([
      t.tokenFor('customer@example.com'),
      t.tokenFor('admin@example.com'),
    ]);
    for (const token of [customer, admin])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  });
  afterAll(() => t?.close());

  it("never shows the outbox (another person's reset link) to anyone but an administrator", async () => {
    const forgot = new ProviderSession(t.url);
    const form = await forgot.authorize({ screen_hint: 'forgot-password' });
    await forgot.submit(form, '/forgot', { email: 'customer@example.com' });

    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['customer bearer', { authorization: `Bearer ${customer}` }],
      ['customer cookie', { cookie: `token=${customer}` }],
      ['forged cookie', { cookie: 'token=not-a-token' }],
      ['admin via a proxy', { authorization: `Bearer ${admin}`, 'x-forwarded-for': '203.0.113.9' }],
    ];
    // The server listens on every interface, as `HOST=0.0.0.0 npm start` does: over the network
    // even the admin is refused.
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (lan) callers.push(['admin from the network', { authorization: `Bearer ${admin}` }]);
    for (const [who, headers] of callers) {
      const base =
        who === 'admin from the network' ? `http://${lan}:${new URL(t.url).port}` : t.url;
      const list = await fetch(`${base}/dev/outbox`, { headers });
      const html = await list.text();
      expect([401, 403, 404], who).toContain(list.status);
      expect(html, who).not.toContain('customer@example.com');
      expect(html, who).not.toMatch(/reset/i);
    }

    const asAdmin = await fetch(`${t.url}/dev/outbox`, { headers: { cookie: `token=${admin}` } });
    expect(asAdmin.status).toBe(200);
    const html = await asAdmin.text();
    expect(html).toContain('Shown to administrators on this machine only');
    const id = /href="\/dev\/outbox\/([0-9a-f-]{36})"/.exec(html)![1]!;
    const message = await fetch(`${t.url}/dev/outbox/${id}`, {
      headers: { cookie: `token=${customer}` },
    });
    expect(message.status).toBe(403);
    expect(await message.text()).not.toContain('reset-password?token=');
    const own = await fetch(`${t.url}/dev/outbox/${id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await own.text()).toContain('reset-password?token=');
  });

  it('answers 413 to oversized bodies before reading them, chunked or not', async () => {
    const declared = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: new Uint8Array(8 * MIB),
    });
    expect(declared.status).toBe(413);

    const routes: [string, string, Record<string, string>][] = [
      ['POST', '/api/payments/webhook', { 'stripe-signature': 't=1,v1=00' }],
      [
        'POST',
        '/api/shares',
        { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      ],
      ['PUT', '/api/avatars/me', { authorization: `Bearer ${customer}` }],
      [
        'PUT',
        '/api/recording-uploads/00000000-0000-4000-8000-000000000000/chunks?offset=0',
        { authorization: `Bearer ${admin}` },
      ],
    ];
    const before = process.memoryUsage().arrayBuffers;
    for (const [method, path, headers] of routes) {
      const sent = await sendChunkedUntilAnswered(`${t.url}${path}`, {
        method,
        headers,
        totalBytes: 64 * MIB,
      });
      // 413, or the connection cut mid-body right after it (the answer lost with the socket).
      expect([413, 0], path).toContain(sent.status);
      // Refused while streaming: at most the route's limit (4 MiB for a chunk) plus socket buffers.
      expect(sent.bytesSent, path).toBeLessThan(16 * MIB);
    }
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * MIB);
  });

  it('refuses NUL in text with a 400 naming the field, on REST and GraphQL', async () => {
    const asCustomer = api(t, customer);
    const asAdmin = api(t, admin);
    const order = await receivedOrder(t, 'customer@example.com', 'delivered');
    const diary = await asCustomer('POST', `/orders/${order.id}/diary`, {
      occurredAt: new Date().toISOString(),
      symptom: 'palpitations',
      activity: 'resting',
      note: 'fluttery\u0000',
    });
    expect(diary.status).toBe(400);
    expect((diary.data as { message: string }).message).toContain('"note"');

    const article = await asAdmin('POST', '/helps/manage/articles', {
      title: 'Bad\u0000title',
      category: 'guides',
      content: '<p>x</p>',
    });
    expect(article.status).toBe(400);
    expect((article.data as { message: string }).message).toContain('"title"');

    const draft = await asAdmin('PUT', `/reviews/${order.id}/draft`, {
      findings: 'ok\u0000',
      conclusion: 'ok',
    });
    expect(draft.status).toBe(400);
    expect((draft.data as { message: string }).message).toContain('"findings"');

    const search = await asCustomer('POST', '/helps/articles', { query: 'ecg\u0000' });
    expect(search.status).toBe(400);
    expect((search.data as { message: string }).message).toContain('"query"');
    const searchQuery = await fetch(`${t.url}/api/shares?orderId=%00`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(searchQuery.status).toBe(400);

    const address = {
      address: '1 High St\u0000',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
    };
    const createOrder = await t.graphql(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { deliveryAddress: address } },
      customer,
    );
    expect(createOrder.status).toBe(400);
    expect(createOrder.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.deliveryAddress.address',
    });
    const profile = await t.graphql(
      'mutation { updateProfile(input: { firstName: "A", lastName: "B", dialCode: "+44", phoneNumber: "7700900123", address: "x\\u0000", city: "Leeds", postalCode: "LS1 1AA", country: "GB" }) { errors { field } } }',
      {},
      customer,
    );
    expect(profile.status, JSON.stringify(profile.body)).toBe(400);
    expect(profile.body.errors?.[0]?.extensions).toMatchObject({ field: 'address' });
  });

  it('ends a CSV upload whose engine error holds NUL as rejected and removes its staged chunks', async () => {
    const order = await receivedOrder(t, 'customer@example.com');
    const lines = ['time,mv', '0,0.1', '0.004,\u00001.0'];
    const done = await uploadFile(
      t,
      admin,
      order.id,
      new TextEncoder().encode(lines.join('\n')),
      'bad.csv',
    );
    expect(done.status).toBe(400);
    const [upload] = await t.app.database.db
      .select()
      .from(recordingUploads)
      .where(eq(recordingUploads.orderId, order.id));
    expect(upload!.status).toBe('rejected');
    expect(upload!.error).toContain('line 3');
    expect(upload!.partOffsets).toEqual([0]);
    expect(await t.app.services.blobs.exists(partKey(upload!.id, 0))).toBe(false);
    expect(
      (await fs.readdir(path.join(t.config.dataDir, 'uploads')).catch(() => [])).filter((f) =>
        f.startsWith(upload!.id),
      ),
    ).toEqual([]);
  });

  it('answers a malformed percent-escape with 400, not 500', async () => {
    for (const path of ['/%E0%A4%A', '/share/%E0%A4%A', '/api/orders/%E0%A4%A']) {
      const response = await fetch(`${t.url}${path}`, {
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(response.status, path).toBe(path.startsWith('/api/') ? 404 : 400);
    }
  });

  it('requires the XSRF header on cookie-bearing writes even without an XSRF-TOKEN cookie', async () => {
    const refused = await fetch(`${t.url}/api/shares`, {
      method: 'POST',
      headers: {
        cookie: `token=${customer}`,
        authorization: `Bearer ${customer}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(refused.headers.get('set-cookie') ?? '')![1]!;
    const allowed = await fetch(`${t.url}/api/shares`, {
      method: 'POST',
      headers: {
        cookie: `token=${customer}; XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        authorization: `Bearer ${customer}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(allowed.status).toBe(400);
    // A script without cookies is not a browser: its bearer token is the whole story.
    const script = await fetch(`${t.url}/api/shares`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(script.status).toBe(400);
  });

  it('sends opener, resource and permissions policies from the identity provider', async () => {
    for (const path of ['/idp/.well-known/openid-configuration', '/idp/jwks', '/idp/auth']) {
      const response = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  it('answers 503 with Retry-After while the database is down, on REST and GraphQL, logs GraphQL errors without data, and hides the reason from /api/ready', async () => {
    const lines: string[] = [];
    setLogSink((_level, line) => lines.push(line));
    setLogLevel('warn');
    try {
      await t.app.database.close();
      const rest = await fetch(`${t.url}/api/orders`, {
        headers: { authorization: `Bearer ${customer}` },
      });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('10');
      expect(await rest.json()).toEqual({
        message: 'HeartCheck is temporarily unavailable. Please try again in a moment.',
      });

      const ready = await fetch(`${t.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: 'unavailable' } });

      const idp = await new ProviderSession(t.url).authorize();
      expect(idp).toMatchObject({ kind: 'page', status: 503 });
      const token = await fetch(`${t.url}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&client_id=heartcheck-web&refresh_token=abc',
      });
      expect(token.status).toBe(503);
      expect(token.headers.get('retry-after')).toBe('10');

      const query = await fetch(`${t.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
        body: JSON.stringify({ query: 'query MyOrdersPage { myOrders { list { id } } }' }),
      });
      // As REST answers: 503, Retry-After and the same message, not 200 "Unexpected error.".
      expect(query.status).toBe(503);
      expect(query.headers.get('retry-after')).toBe('10');
      const answer = (await query.json()) as { data?: unknown; errors: unknown[] };
      expect(answer.errors[0]).toMatchObject({
        message: 'HeartCheck is temporarily unavailable. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      expect(answer.data ?? null).toBeNull();
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({ message: 'graphql error', operationName: 'MyOrdersPage' }),
      );
      expect(lines.join('\n')).not.toContain('customer@example.com');
    } finally {
      setLogSink(undefined);
      setLogLevel('silent');
    }
  });
});
