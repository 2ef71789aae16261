import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { analysedOrder } from '../../modules/results/testing.ts';
import { syntheticRecording } from '../../modules/results/recording-testing.ts';

const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const RUNBOOK = path.resolve(import.meta.dirname, '../../../../../docs/runbook.md');

/** One sample's value from Prometheus text ("name{labels} value"), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * Issue 25: the operator's signals. Metrics and readiness detail answer the operator's token
 * only; requests are counted by declared route (no ids); the analysis queue, mail waiting for the
 * SMTP server and the database pool are read from the database; every signal the runbook names
 * exists.
 */
describe.each(testDatabaseKinds())('operator signals on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, token?: string) =>
    fetch(`${t.url}${url}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  beforeAll(async () => {
    // Mail goes to a port where nothing listens: every message waits, as when the server is down.
    t = await startTestApp(kind, {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: 'smtp://127.0.0.1:9',
      WORKER_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the operator's token only", async () => {
    const customer = await t.tokenFor('customer@example.com');
    for (const url of ['/api/metrics', '/api/ready/detail']) {
      const anonymous = await get(url);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        message: "Send the operator's token: Authorization: Bearer <METRICS_TOKEN>.",
      });
      for (const token of [customer, `${TOKEN}x`]) {
        const refused = await get(url, token);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ message: "This token is not the operator's." });
      }
    }
    const detail = await get('/api/ready/detail', TOKEN);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({
      status: 'ready',
      database: { kind, ok: true },
      dataDirFreeBytes: expect.any(Number),
    });
    // The public probe still says only whether the service is ready.
    expect(Object.keys((await (await get('/api/ready')).json()) as object).sort()).toEqual([
      'checks',
      'status',
    ]);
  });

  it('counts requests by declared route, reads the queue, mail and pool from the database, and has every signal the runbook names', async () => {
    const customer = await t.tokenFor('customer@example.com');
    const admin = await t.tokenFor('admin@example.com');
    for (const token of [customer, admin])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const missing = randomUUID();
    expect((await get(`/api/orders/${missing}`, customer)).status).toBe(404);
    await analysedOrder(t, admin, await syntheticRecording(5));

    const response = await get('/api/metrics', TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(
      sample(
        text,
        'heartcheck_http_requests_total{method="GET",route="/api/orders/:id",status="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(missing);
    expect(sample(text, 'heartcheck_analyses{status="succeeded"}')).toBe(1);
    expect(
      sample(text, 'heartcheck_analysis_duration_seconds_last_day{quantile="0.5"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'heartcheck_analysis_oldest_queued_seconds')).toBe(0);
    // An email the product sends waits while the SMTP server is down.
    await t.app.services.mailer.send({
      to: 'customer@example.com',
      subject: 'Operator signals test',
      text: 'Waiting for the mail server.',
      kind: 'order-paid',
    });
    const later = await (await get('/api/metrics', TOKEN)).text();
    expect(sample(later, 'heartcheck_emails_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(later, 'heartcheck_email_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'heartcheck_data_dir_free_bytes')).toBeGreaterThan(0);
    if (kind === 'postgres')
      expect(sample(text, 'heartcheck_db_pool_connections{state="max"}')).toBe(10);

    const named = new Set((await fs.readFile(RUNBOOK, 'utf8')).match(/heartcheck_[a-z0-9_]+/g));
    const exposed = new Set([...text.matchAll(/^# HELP (\S+)/gm)].map((m) => m[1]));
    const absent = [...named].filter((name) => !exposed.has(name.replace(/_bucket$/, '')));
    expect(
      absent.filter((name) => kind === 'postgres' || name !== 'heartcheck_db_pool_connections'),
    ).toEqual([]);
  });
});

describe('operator signals off', () => {
  it('answer 404 saying how to turn them on, when METRICS_TOKEN is not set', async () => {
    const t = await startTestApp('pglite');
    try {
      const response = await fetch(`${t.url}/api/metrics`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'Operator signals are off: set METRICS_TOKEN to turn them on.',
      });
    } finally {
      await t.close();
    }
  });
});
