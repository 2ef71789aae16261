import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import { diaryEntries } from '../diary/public.ts';
import { type OrderRow } from '../orders/public.ts';
import {
  analysedOrder,
  api,
  newCustomer,
  receivedOrder,
  REVIEW_CUSTOMER,
  startReviewCast,
  userByEmail,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';
import { EXPORT_BUSY_MESSAGE } from './routes.ts';

type Files = Record<string, Uint8Array>;

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const parsed = <T>(files: Files, name: string) => JSON.parse(text(files[name])) as T;
/** Every file of the archive as text: what must never name another customer. */
const everything = (files: Files) => Object.values(files).map(text).join('\n');

describe.each(testDatabaseKinds())('download my data on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let other: string;
  let order: OrderRow;
  let otherOrder: OrderRow;
  let edf: Uint8Array;

  async function download(token: string | undefined) {
    const response = await fetch(`${t.url}/api/me/data-export`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return response;
  }
  async function archiveOf(token: string): Promise<Files> {
    const response = await download(token);
    expect(response.status).toBe(200);
    return unzipSync(new Uint8Array(await response.arrayBuffer()));
  }

  beforeAll(async () => {
    ({ t, admin, customer, cardiologist } = await startReviewCast(kind));
    other = await newCustomer(t, `export-other-${kind}@example.com`);
    const recording = await syntheticRecording(10);
    edf = recording.bytes;
    order = await analysedOrder(t, admin, recording);
    const asCardiologist = api(t, cardiologist);
    // A staff read the customer must find in the access log, then the signature that releases.
    expect((await asCardiologist('GET', `/results/${order.id}`)).status).toBe(200);
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm throughout.',
      conclusion: 'Normal recording.',
    });
    expect(signed.status).toBe(200);
    otherOrder = await receivedOrder(t, `export-other-${kind}@example.com`);
    const diary = (orderId: string, note: string) => ({
      orderId,
      occurredAt: new Date('2026-01-05T09:30:00Z'),
      symptom: 'palpitations',
      activity: 'resting',
      note,
    });
    await t.app.database.db
      .insert(diaryEntries)
      .values([
        diary(order.id, 'fluttering after lunch'),
        diary(order.id, 'dizzy on the stairs'),
        diary(otherOrder.id, 'the other customer’s note'),
      ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a signed-out caller', async () => {
    const response = await download(undefined);
    expect(response.status).toBe(401);
  });

  it('gives the customer every part of what is held, and nothing of another customer', async () => {
    const response = await download(customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="heartcheck-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const owner = await userByEmail(t, REVIEW_CUSTOMER);

    expect(text(files['README.txt'])).toContain('access-log.json');
    expect(text(files['README.txt'])).toMatch(/password: we keep only a one-way hash/i);
    expect(parsed(files, 'profile.json')).toMatchObject({ id: owner.id, email: REVIEW_CUSTOMER });

    const { orders } = parsed<{ orders: { number: string; statusHistory: { to: string }[] }[] }>(
      files,
      'orders.json',
    );
    const mine = orders.find((o) => o.number === order.number)!;
    expect(mine.statusHistory.map((s) => s.to)).toEqual(
      expect.arrayContaining(['paid', 'dispatched', 'delivered', 'received']),
    );
    const { payments } = parsed<{ payments: object[] }>(files, 'payments.json');
    expect(payments).toContainEqual(
      expect.objectContaining({
        orderNumber: order.number,
        amountPence: order.totalPence,
        status: 'paid',
        providerPaymentId: 'pi_test',
      }),
    );

    const recording = Object.keys(files).find(
      (name) => name.startsWith(`recordings/${order.number}-`) && name.endsWith('.edf'),
    )!;
    expect(Buffer.from(files[recording]!).equals(Buffer.from(edf))).toBe(true);
    expect(parsed(files, `${recording.split('/').slice(0, 2).join('/')}.json`)).toMatchObject({
      sizeBytes: edf.length,
      format: 'edf',
    });

    const results = parsed<{ orderId: string }>(files, `results/${order.number}.json`);
    const served = await api(t, customer)('GET', `/results/${order.id}`);
    expect(results).toEqual(served.data);
    const pdfs = Object.keys(files).filter((name) => name.startsWith('reports/'));
    expect(pdfs.sort()).toEqual([
      `reports/heartcheck-cardiac-report-${order.number}-v1.pdf`,
      `reports/heartcheck-results-${order.number}-v1.pdf`,
    ]);
    for (const pdf of pdfs) expect(text(files[pdf]!.subarray(0, 5))).toBe('%PDF-');

    const { entries } = parsed<{ entries: { note: string }[] }>(files, 'diary.json');
    expect(entries.map((e) => e.note).sort()).toEqual([
      'dizzy on the stairs',
      'fluttering after lunch',
    ]);
    const { reads } = parsed<{ reads: { resource: string; staff: { role: string } }[] }>(
      files,
      'access-log.json',
    );
    expect(reads).toContainEqual(
      expect.objectContaining({
        orderNumber: order.number,
        resource: 'results',
        staff: expect.objectContaining({ role: 'cardiologist', name: expect.any(String) }),
      }),
    );
    const { messages } = parsed<{ messages: { to: string }[] }>(files, 'messages.json');
    expect(messages.every((m) => m.to.toLowerCase() === REVIEW_CUSTOMER)).toBe(true);

    const all = everything(files);
    expect(all).not.toContain(otherOrder.number);
    expect(all).not.toContain('the other customer’s note');
    expect(all).not.toContain(`export-other-${kind}@example.com`);

    // Each download is in the audit log: who and when.
    const audited = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.id), eq(auditLog.action, 'data_export.downloaded')));
    expect(audited).toEqual([
      expect.objectContaining({ entityType: 'user', actorId: owner.id, actorType: 'customer' }),
    ]);
  }, 60_000);

  it("gives another customer only theirs and staff only their own account's", async () => {
    const theirs = await archiveOf(other);
    expect(parsed(theirs, 'orders.json')).toMatchObject({
      orders: [expect.objectContaining({ number: otherOrder.number })],
    });
    expect(everything(theirs)).not.toContain(order.number);
    expect(Object.keys(theirs).some((name) => name.startsWith('recordings/'))).toBe(false);

    const staff = await archiveOf(cardiologist);
    expect(parsed(staff, 'orders.json')).toEqual({ orders: [] });
    expect(everything(staff)).not.toContain(order.number);
  });

  it('gives a new account a valid archive of empty lists', async () => {
    const files = await archiveOf(await newCustomer(t, `export-new-${kind}@example.com`));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'access-log.json',
      'diary.json',
      'messages.json',
      'orders.json',
      'payments.json',
      'profile.json',
    ]);
    expect(parsed(files, 'orders.json')).toEqual({ orders: [] });
    expect(parsed(files, 'payments.json')).toEqual({ payments: [] });
    expect(parsed(files, 'diary.json')).toEqual({ entries: [] });
    expect(parsed(files, 'access-log.json')).toEqual({ reads: [] });
  });

  it('writes one export at a time per account: a second one meanwhile is refused', async () => {
    const first = await download(customer);
    expect(first.status).toBe(200);
    const second = await download(customer);
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ message: EXPORT_BUSY_MESSAGE });
    // Another account is not held up by it.
    expect((await download(other)).status).toBe(200);
    await first.arrayBuffer();
    expect((await download(customer)).status).toBe(200);
  }, 60_000);
});
