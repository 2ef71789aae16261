import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from '../src/blob/s3.ts';
import { loadKeyring } from '../src/config/secrets-key.ts';
import { analyses } from '../src/modules/analysis/schema.ts';
import { outboxMessages } from '../src/modules/outbox/schema.ts';
import { orderStatus, receivedOrder, uploadFile, waitFor } from '../src/modules/results/testing.ts';
import { syntheticRecording } from '../src/modules/results/recording-testing.ts';
import { loadSandboxKeys } from '../src/payments/sandbox/index.ts';
import { signPayload } from '../src/payments/sandbox/state.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { freePort, type TestApp } from './harness.ts';
import { signInWithPassword } from './oidc-login.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** One app process (API and worker) on the shared database and object store. */
async function startInstance(env: Record<string, string>, port: number): Promise<Instance> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-instance-'));
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'app-process.ts'), [], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Needs a PostgreSQL server: the embedded database belongs to one process by nature.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes and two workers on one PostgreSQL and one S3 store',
  () => {
    let database: TestDatabase;
    let s3: TestS3;
    let a: Instance;
    let b: Instance;
    let customer: string;
    let admin: string;
    const secretsKey = randomBytes(32).toString('base64');

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      s3 = await startTestS3();
      const portA = await freePort();
      const portB = await freePort();
      // Both answer as one service: the same public address (the identity provider's issuer),
      // as behind a load balancer; B reaches the provider's keys through it.
      const env = {
        ...s3.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${portA}`,
        DATABASE_URL: database.url!,
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'true',
        RUN_WORKER: 'true',
        WORKER_POLL_SECONDS: '0.5',
        // Instances sharing a database share the key that encrypts its secrets.
        SECRETS_KEY: secretsKey,
      };
      // A rolling start: the second instance starts once the first has migrated and seeded.
      a = await startInstance(env, portA);
      b = await startInstance(env, portB);
      customer = (await signInWithPassword(a.url, 'customer@example.com', 'Heart-Check-72'))
        .accessToken;
      admin = (await signInWithPassword(a.url, 'admin@example.com', 'Heart-Check-72')).accessToken;
      for (const [instance, token] of [
        [b, customer],
        [a, admin],
      ] as const)
        await graphql(instance, token, 'mutation { userSignedIn { user { id } } }');
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await s3?.close();
      await database?.drop();
    });

    async function graphql(instance: Instance, token: string, query: string, variables = {}) {
      const response = await fetch(`${instance.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: Record<string, { id: string; totalPence?: number }>;
        errors?: unknown;
      };
    }

    /** The shared database seen as a test app at the given instance. */
    const at = (instance: Instance) =>
      ({ url: instance.url, app: { database: database.handle } }) as unknown as TestApp;

    it('holds a rate limit across both processes', async () => {
      // Checkout sessions: 20 a minute per customer. Alternate the two processes.
      const statuses: number[] = [];
      for (let i = 0; i < 24; i += 1) {
        const instance = i % 2 === 0 ? a : b;
        const response = await fetch(`${instance.url}/api/payments/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
          body: JSON.stringify({ orderId: '00000000-0000-4000-8000-000000000000' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 20).filter((s) => s === 429)).toHaveLength(0);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    });

    it('applies one payment webhook delivered to both processes at once exactly once', async () => {
      const created = await graphql(
        b,
        customer,
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id totalPence } }',
        {
          input: {
            acceptedTermsVersion: TERMS_VERSION,
            deliveryAddress: {
              address: '221 Baker Street',
              city: 'London',
              postalCode: 'NW1 6XE',
              country: 'GB',
            },
          },
        },
      );
      const orderId = created.data!.createOrder!.id;
      const total = created.data!.createOrder!.totalPence!;
      const { webhookSecret } = await loadSandboxKeys(
        database.handle.db,
        await loadKeyring({ key: secretsKey, previousKeys: [], keyFile: '' }),
      );
      const payload = JSON.stringify({
        id: `evt_multi_${Date.now()}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_multi',
            object: 'checkout.session',
            payment_status: 'paid',
            status: 'complete',
            metadata: { orderId },
            amount_total: total,
            currency: 'gbp',
            payment_intent: 'pi_multi',
            customer: 'cus_multi',
          },
        },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const answers = await Promise.all(
        [a, b, a, b, a, b].map(async (instance) => {
          const response = await fetch(`${instance.url}/api/payments/webhook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signPayload(payload, webhookSecret),
            },
            body: payload,
          });
          return (await response.json()) as { duplicate?: boolean };
        }),
      );
      expect(answers.filter((answer) => answer.duplicate === false)).toHaveLength(1);
      expect(answers.filter((answer) => answer.duplicate === true)).toHaveLength(5);
      expect(await orderStatus(at(a), orderId)).toBe('paid');
      const mails = await database.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'order-paid'));
      expect(mails).toHaveLength(1);
    });

    it('analyses uploads made through either process exactly once, with files in S3', async () => {
      const { bytes } = await syntheticRecording(5);
      const first = await receivedOrder(at(a), 'customer@example.com');
      const second = await receivedOrder(at(b), 'customer@example.com');
      expect((await uploadFile(at(a), admin, first.id, bytes, 'a.edf')).status).toBe(200);
      // The second upload's chunks alternate between the processes: they are staged in S3,
      // so whichever process completes it finds every byte.
      const spread = await uploadFile(at(b), admin, second.id, bytes, 'b.edf', {
        chunkBytes: 64 * 1024,
        via: [at(b), at(a)],
      });
      expect(spread.status, JSON.stringify(spread.data)).toBe(200);
      for (const order of [first, second])
        await waitFor(
          async () => ((await orderStatus(at(a), order.id)) === 'results_ready' ? true : undefined),
          60_000,
        );
      const runs = await database.handle.db
        .select()
        .from(analyses)
        .where(inArray(analyses.orderId, [first.id, second.id]));
      expect(runs).toHaveLength(2);
      for (const run of runs) {
        expect(run.status).toBe('succeeded');
        expect(run.attempts).toBe(1);
        expect(await createS3Store(s3.settings).exists(run.signalKey!)).toBe(true);
      }
      // One queue job per analysis, each completed once (the status can lead the job's own
      // completion by a moment, so wait for it).
      const jobs = async () => {
        const result = await database.handle.db.execute(
          sql`select state from pgboss.job where data->>'analysisId' in (${runs[0]!.id}, ${runs[1]!.id})`,
        );
        return (result as { rows: { state: string }[] }).rows.map((r) => r.state);
      };
      await waitFor(async () =>
        (await jobs()).every((state) => state === 'completed') ? true : undefined,
      );
      expect(await jobs()).toEqual(['completed', 'completed']);
    }, 120_000);
  },
);
