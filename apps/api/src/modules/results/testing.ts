/**
 * Helpers for the results pipeline's integration tests: orders driven to "received" through the
 * order services, extra customer accounts, the chunked upload and an analysed order.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TestDatabaseKind } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccount } from '../../idp/accounts.ts';
import { SYSTEM_ACTOR } from '../audit/public.ts';
import {
  orders,
  type OrderRow,
  applyTransition,
  createOrder,
  lockOrder,
  type OrderCreateDeps,
} from '../orders/public.ts';
import { outboxMessages } from '../outbox/public.ts';
import { users, type UserRow } from '../users/public.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import type { TestRecording } from './recording-testing.ts';

export const PASSWORD = 'Heart-Check-72';

export function orderDepsFor(t: TestApp): OrderCreateDeps {
  return {
    db: t.app.database.db,
    mailer: { send: async () => 'test', queue: async () => 'test', deliver: async () => undefined },
    payments: undefined as never,
    publicUrl: t.url,
    // The built-in provider's rule (idp/email-confirmation-service.ts), read from its table:
    // the apps of multi-process tests run in other processes, without their services here.
    emailConfirmed: async (user) => {
      const result = await t.app.database.db.execute(
        sql`select email_verified from idp_accounts where id::text = ${user.subject}`,
      );
      type Row = { email_verified: boolean };
      const rows = (result as { rows?: Row[] }).rows ?? (result as Row[]);
      return rows[0]?.email_verified ?? true;
    },
  };
}

export async function userByEmail(t: TestApp, email: string): Promise<UserRow> {
  const row = (
    await t.app.database.db
      .select()
      .from(users)
      .where(and(eq(users.issuer, 'builtin'), eq(users.email, email)))
  )[0];
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A new customer account that has signed in once (so the portal knows them). */
export async function newCustomer(t: TestApp, email: string): Promise<string> {
  const db = t.app.database.db;
  const account = await createAccount(db, {
    email,
    givenName: 'Sam',
    familyName: 'Other',
    roles: [],
    password: PASSWORD,
  });
  await db.execute(sql`update idp_accounts set email_verified = true where id = ${account!.id}`);
  const token = await t.tokenFor(email, PASSWORD);
  await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  return token;
}

/** A paid, dispatched, delivered and received order of the customer (device back with us). */
export async function receivedOrder(
  t: TestApp,
  email: string,
  upTo: 'delivered' | 'received' = 'received',
): Promise<OrderRow> {
  const user = await userByEmail(t, email);
  const created = await createOrder(orderDepsFor(t), user, {
    acceptedTermsVersion: TERMS_VERSION,
    deliveryAddress: {
      address: '221 Baker Street',
      city: 'London',
      postalCode: 'NW1 6XE',
      country: 'GB',
    },
  });
  return t.app.database.db.transaction(async (tx) => {
    let order = await lockOrder(tx, created.id);
    order = await applyTransition(tx, order, 'pay', SYSTEM_ACTOR, { paymentIntentId: 'pi_test' });
    order = await applyTransition(tx, order, 'dispatch', SYSTEM_ACTOR, {
      trackingNumber: 'TEST 123',
    });
    order = await applyTransition(tx, order, 'deliver', SYSTEM_ACTOR);
    if (upTo === 'delivered') return order;
    return applyTransition(tx, order, 'receive', SYSTEM_ACTOR);
  });
}

export async function orderStatus(t: TestApp, orderId: string): Promise<string> {
  return (
    await t.app.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId))
  )[0]!.s;
}

export function api(t: TestApp, token: string | undefined) {
  return async (
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${t.url}/api${pathname}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !(body instanceof Uint8Array)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      ...(body !== undefined
        ? {
            body:
              body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
          }
        : {}),
    });
    const type = response.headers.get('content-type') ?? '';
    const data = type.includes('json')
      ? ((await response.json()) as Record<string, unknown>)
      : Buffer.from(await response.arrayBuffer());
    return { status: response.status, data: data as never, headers: response.headers };
  };
}

/** Uploads a file in `chunkBytes` pieces and completes it; returns the completion response. */
export async function uploadFile(
  t: TestApp,
  adminToken: string,
  orderId: string,
  bytes: Uint8Array,
  fileName: string,
  /** `via`: apps (processes) that take the chunks and the completion in turn. */
  options: {
    chunkBytes?: number;
    sha256?: string;
    via?: TestApp[];
    /** More fields of the upload's start (serial, override reason, start time). */
    fields?: Record<string, unknown>;
  } = {},
) {
  const call = api(t, adminToken);
  const via = (options.via ?? [t]).map((app) => api(app, adminToken));
  let turn = 0;
  const next = () => via[turn++ % via.length]!;
  const sha256 = options.sha256 ?? createHash('sha256').update(bytes).digest('hex');
  const started = await call('POST', `/orders/${orderId}/recording/uploads`, {
    fileName,
    sizeBytes: bytes.length,
    sha256,
    ...options.fields,
  });
  if (started.status !== 201) return started;
  const id = (started.data as { id: string }).id;
  const size = options.chunkBytes ?? 1 << 20;
  for (let offset = 0; offset < bytes.length; offset += size) {
    const put = await next()(
      'PUT',
      `/recording-uploads/${id}/chunks?offset=${offset}`,
      bytes.subarray(offset, offset + size),
      {
        'content-type': 'application/octet-stream',
      },
    );
    if (put.status !== 200)
      throw new Error(`chunk at ${offset}: ${put.status} ${JSON.stringify(put.data)}`);
  }
  return next()('POST', `/recording-uploads/${id}/complete`, {});
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The text of a PDF's pages (pdfkit output: Flate streams, hex-encoded WinAnsi strings). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const out: string[] = [];
  const source = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.match(/\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj/g) ?? []) {
      const parts = block.match(/<([0-9a-fA-F]*)>/g) ?? [];
      out.push(
        parts.map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join(''),
      );
    }
  }
  return out.join('\n');
}

/** Kinds of the emails sent about an order (its number is in every subject), oldest first. */
export async function mailsFor(t: TestApp, orderNumber: string): Promise<string[]> {
  const rows = await t.app.database.db
    .select({ kind: outboxMessages.kind, subject: outboxMessages.subject })
    .from(outboxMessages)
    .orderBy(asc(outboxMessages.createdAt));
  return rows
    .filter((r) => r.subject.includes(orderNumber) && !r.kind.startsWith('order-'))
    .map((r) => r.kind);
}

/** Tests of other modules validate exports with the same FHIR R4 validator. */
export { validateFhirR4 } from './fhir-validate.ts';

/** PDF text with pdfkit's line breaks undone, so a wrapped line reads as one. */
export async function flatPdfText(pdf: unknown): Promise<string> {
  return (await pdfText(pdf as Buffer)).replace(/\s+/g, ' ');
}

/** The review tests' cast: a started app and the admin, customer and cardiologist, signed in once. */
export type ReviewCast = { t: TestApp; admin: string; customer: string; cardiologist: string };

/** The demo customer whose orders the review tests analyse and sign. */
export const REVIEW_CUSTOMER = 'customer@example.com';

/**
 * Starts an app whose worker polls every half second and signs in the admin, the demo customer and
 * the cardiologist (each once, so their user rows exist before anything refers to them); `env`
 * adds settings.
 */
export async function startReviewCast(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<ReviewCast> {
  const t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error', ...env });
  const [admin, customer, cardiologist] = await Promise.all([
    t.tokenFor('admin@example.com'),
    t.tokenFor(REVIEW_CUSTOMER),
    t.tokenFor('cardiologist@example.com'),
  ]);
  for (const token of [admin, customer, cardiologist])
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  return { t, admin, customer, cardiologist };
}

/** A received order of the demo customer with `recording` uploaded by the admin and analysed. */
export async function analysedOrder(
  t: TestApp,
  admin: string,
  recording: TestRecording,
): Promise<OrderRow> {
  const order = await receivedOrder(t, REVIEW_CUSTOMER);
  const uploaded = await uploadFile(t, admin, order.id, recording.bytes, recording.name);
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status}`);
  await waitFor(async () =>
    (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
  );
  return order;
}
