import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession } from '../../test/oidc-login.ts';
import {
  orderStatus,
  receivedOrder,
  uploadFile,
  waitFor,
  api,
} from '../modules/results/testing.ts';
import { syntheticRecording } from '../modules/results/recording-testing.ts';

const CUSTOMER = 'customer@example.com';

/**
 * What browsers and proxies may keep: nothing personal (UK GDPR Art. 32, health data on a
 * shared computer's disk cache); only the web app's own files, which are the same for everyone.
 */
describe.each(testDatabaseKinds())('caching of responses on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let orderId: string;
  let shareToken: string;
  let diaryOrderId: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    const web = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-web-'));
    dirs.push(web);
    await fs.mkdir(path.join(web, 'assets'));
    await fs.writeFile(path.join(web, 'index.html'), '<!doctype html><title>HeartCheck</title>');
    await fs.writeFile(path.join(web, 'assets', 'index-3f2a9c.js'), 'console.log(1);');
    t = await startTestApp(kind, { WEB_DIST_DIR: web, WORKER_POLL_SECONDS: '0.5' });
    const [admin, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor('cardiologist@example.com'),
    ]);
    customer = await t.tokenFor(CUSTOMER);
    for (const token of [admin, customer, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const order = await receivedOrder(t, CUSTOMER);
    orderId = order.id;
    const done = await uploadFile(
      t,
      admin,
      order.id,
      (await syntheticRecording(5)).bytes,
      'day.edf',
    );
    expect(done.status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const signed = await api(t, cardiologist)('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm.',
      conclusion: 'Normal.',
    });
    expect(signed.status).toBe(200);
    const asCustomer = api(t, customer);
    // The diary is written while the recorder is worn: another order, still with the customer.
    const worn = await receivedOrder(t, CUSTOMER, 'delivered');
    diaryOrderId = worn.id;
    const entry = await asCustomer('POST', `/orders/${worn.id}/diary`, {
      occurredAt: new Date().toISOString(),
      symptom: 'palpitations',
      activity: 'resting',
      note: 'fluttery',
    });
    expect(entry.status).toBe(201);
    const share = await asCustomer('POST', '/shares', { orderId: order.id, report: 'results' });
    expect(share.status).toBe(201);
    shareToken = (share.data as { token: string }).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('sends no-store on every personal answer: results, strip, reports, diary, orders, shares, pictures', async () => {
    const auth = { authorization: `Bearer ${customer}` };
    const personal: [string, Record<string, string>][] = [
      ['/api/results', auth],
      [`/api/results/${orderId}`, auth],
      [`/api/results/${orderId}/strip?fromS=0&durationS=10`, auth],
      [`/api/results/${orderId}/report.pdf`, auth],
      [`/api/results/${orderId}/fhir`, auth],
      ['/api/cardiac-reports', auth],
      [`/api/cardiac-reports/${orderId}/report.pdf`, auth],
      [`/api/cardiac-reports/${orderId}?version=1`, auth],
      [`/api/results/${orderId}?version=1`, auth],
      [`/api/orders/${diaryOrderId}/diary`, auth],
      ['/api/orders', auth],
      [`/api/orders/${orderId}`, auth],
      ['/api/shares', auth],
      [`/api/shared/${shareToken}`, {}],
      [`/api/shared/${shareToken}/report.pdf`, {}],
      // Refusals and errors say no more to a cache than the answers do.
      ['/api/orders', {}],
      [`/api/results/00000000-0000-4000-8000-000000000000`, auth],
    ];
    // A person's picture too.
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();
    const saved = await fetch(`${t.url}/api/avatars/me`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'image/png' },
      body: new Uint8Array(picture),
    });
    expect(saved.status).toBe(200);
    const avatarUrl = new URL(((await saved.json()) as { avatarUrl: string }).avatarUrl, t.url);
    personal.push([avatarUrl.pathname + avatarUrl.search, {}]);
    for (const [url, headers] of personal) {
      const response = await fetch(`${t.url}${url}`, { headers });
      expect(response.status, url).toBeLessThan(500);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
      await response.arrayBuffer();
    }
  });

  it('sends no-store on GraphQL answers, posted or fetched, and on the sign-in pages and userinfo', async () => {
    const posted = await fetch(`${t.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(((await posted.json()) as { data: { me: { email: string } } }).data.me.email).toBe(
      CUSTOMER,
    );
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const fetched = await fetch(
      `${t.url}/api/graphql?query=${encodeURIComponent('{ me { email } }')}`,
      {
        headers: { authorization: `Bearer ${customer}` },
      },
    );
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('cache-control')).toBe('no-store');

    const page = await new ProviderSession(t.url).authorize();
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const again = await fetch(page.url);
    expect(again.headers.get('cache-control'), page.url).toBe('no-store');
    // The provider's own answers (oidc-provider, outside the HTTP app) say the same.
    const userinfo = await fetch(`${t.url}/idp/me`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(userinfo.headers.get('cache-control')).toBe('no-store');
  });

  it('lets only the web app’s files be cached: hashed assets for a year, the page revalidated', async () => {
    const asset = await fetch(`${t.url}/assets/index-3f2a9c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/results']) {
      const html = await fetch(`${t.url}${url}`);
      expect(html.status, url).toBe(200);
      expect(html.headers.get('cache-control'), url).toBe('public, no-cache');
    }
    // A share page's address is the capability to someone's report: not kept anywhere.
    const shared = await fetch(`${t.url}/share/${shareToken}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    const css = await fetch(`${t.url}/idp-assets/idp.css`);
    expect(css.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
