import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKeyring } from '../src/config/secrets-key.ts';
import { analyses } from '../src/modules/analysis/schema.ts';
import { outboxMessages } from '../src/modules/outbox/schema.ts';
import { recordings } from '../src/modules/recordings/schema.ts';
import { orderStatus, receivedOrder, waitFor } from '../src/modules/results/testing.ts';
import { syntheticRecording } from '../src/modules/results/recording-testing.ts';
import { loadSandboxKeys } from '../src/payments/sandbox/index.ts';
import { signPayload } from '../src/payments/sandbox/state.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

/**
 * The database connection dropped mid-request: a second connection terminates every backend of
 * the app's database (pg_terminate_backend) while a payment webhook, an upload and an analysis
 * are in flight. Clients retry as Stripe and the upload client do (on 503 or a dropped
 * request); afterwards nothing is lost and nothing is applied twice.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('database connection dropped on PostgreSQL', () => {
  let t: TestApp;
  let killer: pg.Client;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp('postgres', { WORKER_POLL_SECONDS: '0.5', WORKER_LEASE_SECONDS: '2' });
    [admin, customer] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor('customer@example.com'),
    ]);
    for (const token of [admin, customer])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    killer = new pg.Client({ connectionString: url.toString() });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  /** Terminates every connection the app holds to its own database (and no other). */
  async function dropConnections(): Promise<void> {
    const [row] = await t.app.database.query<{ name: string }>('select current_database() as name');
    await killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [row!.name],
    );
  }

  /**
   * Every connection the app's pool handed out comes back: a client lost with its connection
   * would stay checked out for ever, and ten of them leave every request waiting.
   */
  async function poolSettles(): Promise<void> {
    const pool = (t.app.database.db as unknown as { $client: pg.Pool }).$client;
    await waitFor(async () => (pool.idleCount === pool.totalCount ? true : undefined), 10_000);
  }

  /** Retries like a well-behaved client: again on 503, on a dropped request or a 5xx. */
  async function withRetry(call: () => Promise<Response>): Promise<Response> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await call().catch(() => undefined);
      if (response && response.status < 500) return response;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('no answer after 20 attempts');
  }

  it('applies a payment webhook exactly once', async () => {
    const order = await t.graphql<{ createOrder: { id: string; totalPence: number } }>(
      `mutation { createOrder(input: { acceptedTermsVersion: "${TERMS_VERSION}", deliveryAddress: { address: "1 A St", city: "Leeds", postalCode: "LS1 1AA", country: "GB" } }) { id totalPence } }`,
      {},
      customer,
    );
    const orderId = order.body.data!.createOrder.id;
    const total = order.body.data!.createOrder.totalPence;
    const { webhookSecret } = await loadSandboxKeys(
      t.app.database.db,
      await loadKeyring(t.config.secrets),
    );
    const payload = JSON.stringify({
      id: `evt_fault_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_fault',
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          metadata: { orderId },
          amount_total: total,
          currency: 'gbp',
          payment_intent: 'pi_fault',
          customer: 'cus_fault',
        },
      },
      livemode: false,
    });
    const deliver = () =>
      fetch(`${t.url}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(payload, webhookSecret),
        },
        body: payload,
      });
    const answers = await Promise.all([
      withRetry(deliver),
      dropConnections().then(() => withRetry(deliver)),
      withRetry(deliver),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      duplicate: boolean;
    }[];
    expect(bodies.filter((body) => !body.duplicate)).toHaveLength(1);
    expect(await orderStatus(t, orderId)).toBe('paid');
    const mails = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order-paid'));
    expect(mails).toHaveLength(1);
    await poolSettles();
  });

  it('finishes an upload and its analysis once, whatever connections drop', async () => {
    const order = await receivedOrder(t, 'customer@example.com');
    const { bytes } = await syntheticRecording(5);
    const call = (method: string, path: string, body?: Uint8Array | string) =>
      fetch(`${t.url}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type':
            typeof body === 'string' ? 'application/json' : 'application/octet-stream',
        },
        ...(body !== undefined ? { body: body as Uint8Array<ArrayBuffer> | string } : {}),
      });
    const started = await withRetry(() =>
      call(
        'POST',
        `/orders/${order.id}/recording/uploads`,
        JSON.stringify({
          fileName: 'fault.edf',
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        }),
      ),
    );
    const uploadId = ((await started.json()) as { id: string }).id;
    const piece = 256 * 1024;
    for (let offset = 0; offset < bytes.length;) {
      if (offset === piece) await dropConnections();
      const put = await withRetry(() =>
        call(
          'PUT',
          `/recording-uploads/${uploadId}/chunks?offset=${offset}`,
          bytes.subarray(offset, offset + piece),
        ),
      );
      // 409: the server already holds more than we thought; resume from what it has.
      const state = (await put.json()) as { receivedBytes: number };
      offset = state.receivedBytes;
    }
    await dropConnections();
    const done = await withRetry(() =>
      call('POST', `/recording-uploads/${uploadId}/complete`, '{}'),
    );
    expect([200, 409]).toContain(done.status);
    // The worker loses its connection mid-analysis too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dropConnections();
    // The test's own reads may meet a connection the pool has not yet noticed is gone.
    const status = () => orderStatus(t, order.id).catch(() => undefined);
    await waitFor(async () => ((await status()) === 'results_ready' ? true : undefined), 60_000);
    const db = t.app.database.db;
    expect(await db.select().from(recordings).where(eq(recordings.orderId, order.id))).toHaveLength(
      1,
    );
    const runs = await db.select().from(analyses).where(eq(analyses.orderId, order.id));
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
    await poolSettles();
  }, 90_000);
});
