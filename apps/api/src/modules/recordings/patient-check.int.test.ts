import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRecording } from '@heartcheck/ecg/io/open';
import { encodeIshne } from '@heartcheck/ecg/io/ishne-writer';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import { orders } from '../orders/public.ts';
import { recordings, recordingUploads } from './public.ts';
import { api, orderStatus, receivedOrder, uploadFile } from '../results/testing.ts';
import { syntheticEdf } from '../results/recording-testing.ts';

const CUSTOMER = 'customer@example.com'; // Alex Taylor
const DOB = '1980-03-05';

/** An ISHNE 1.0 file of the synthetic ECG, set up for `first last` born `birth`. */
function ishneOf(
  ecg: Float32Array,
  who: { firstName: string; lastName: string; birthDate?: [number, number, number] },
): Uint8Array {
  return encodeIshne({
    samplingRate: 250,
    leads: [ecg],
    resolutionNv: [1000],
    ...who,
    recordDate: [7, 1, 2026],
    startTime: [22, 15, 30],
  });
}

/** A copy of an EDF+ file with the patient field set (EDF+ subfields: code sex birthdate name). */
function withPatient(edf: Uint8Array, field: string): Uint8Array {
  const copy = new Uint8Array(edf);
  copy.set(new TextEncoder().encode(field.padEnd(80, ' ')), 8);
  return copy;
}

describe.each(testDatabaseKinds())('patient fields of the file at intake on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let ecg: Float32Array;
  let edf: Uint8Array;
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { LOG_LEVEL: 'error', WORKER_POLL_SECONDS: '60' });
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
    const customer = await t.tokenFor(CUSTOMER);
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, customer);
    const rec = await syntheticEdf(2);
    dirs.push(rec.dir);
    edf = new Uint8Array(await fs.readFile(rec.file));
    const parts: number[] = [];
    for await (const chunk of (await openRecording(rec.file)).samples()) parts.push(...chunk);
    ecg = Float32Array.from(parts);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  async function orderBornOn(dateOfBirth: string) {
    const order = await receivedOrder(t, CUSTOMER);
    await t.app.database.db
      .update(orders)
      .set({ patientDateOfBirth: dateOfBirth })
      .where(eq(orders.id, order.id));
    return order;
  }

  const recordingOf = async (orderId: string) =>
    (await t.app.database.db.select().from(recordings).where(eq(recordings.orderId, orderId)))[0];
  const auditOf = async (orderId: string) =>
    (
      await t.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'upload_recording')))
    )[0];

  it("attaches an ISHNE file whose name and birth date are the order's, with the file's own start", async () => {
    const order = await orderBornOn(DOB);
    const file = ishneOf(ecg, { firstName: 'ALEX', lastName: 'TAYLOR', birthDate: [5, 3, 1980] });
    const done = await uploadFile(t, admin, order.id, file, 'holter.ecg', {
      // The file has a clock: a start staff typed is not used.
      fields: { startTime: '2026-01-07T08:00' },
    });
    expect(done.status).toBe(200);
    const row = await recordingOf(order.id);
    expect(row).toMatchObject({
      format: 'ishne',
      samplingRate: 250,
      startTime: '2026-01-07T22:15:30',
      startTimeSource: 'file',
      filePatientName: 'ALEX TAYLOR',
      filePatientBirthDate: DOB,
      patientOverrideReason: null,
    });
    expect((await auditOf(order.id))!.after).toMatchObject({
      filePatient: 'matches',
      patientDisagree: [],
    });
  });

  it('holds a file naming someone else until staff confirm with a reason, and audits it', async () => {
    const order = await orderBornOn(DOB);
    const file = ishneOf(ecg, { firstName: 'Sam', lastName: 'Smith', birthDate: [5, 3, 1980] });
    const held = await uploadFile(t, admin, order.id, file, 'other.ecg');
    expect(held.status).toBe(409);
    expect(held.data).toMatchObject({
      message: expect.stringMatching(/name in the file disagree.*another patient's recording/),
      uploadStatus: 'needs_confirmation',
      patientMismatch: {
        file: { name: 'Sam Smith', dateOfBirth: DOB },
        order: { name: 'Alex Taylor', dateOfBirth: DOB },
        disagree: ['name'],
      },
    });
    // Nothing attached; the intake screen finds the held upload and what disagrees after a reload.
    expect(await orderStatus(t, order.id)).toBe('received');
    expect(await recordingOf(order.id)).toBeUndefined();
    const info = await api(t, admin)('GET', `/orders/${order.id}/recording`);
    expect(info.data).toMatchObject({
      upload: { status: 'needs_confirmation', patientMismatch: { disagree: ['name'] } },
      recording: null,
    });
    const uploadId = (info.data as { upload: { id: string } }).upload.id;
    const complete = (body: unknown) =>
      api(t, admin)('POST', `/recording-uploads/${uploadId}/complete`, body);
    const again = await complete({});
    expect(again.status).toBe(409);
    const short = await complete({ patientOverrideReason: 'ok' });
    expect(short.status).toBe(400);
    expect((short.data as { message: string }).message).toMatch(/at least 10 characters/);
    const confirmed = await complete({
      patientOverrideReason: 'Recorder set up under the clinic test name; confirmed by phone',
    });
    expect(confirmed.status).toBe(200);
    expect(await orderStatus(t, order.id)).toBe('analysing');
    expect(await recordingOf(order.id)).toMatchObject({
      filePatientName: 'Sam Smith',
      patientOverrideReason: 'Recorder set up under the clinic test name; confirmed by phone',
    });
    const audit = await auditOf(order.id);
    expect(audit!.note).toMatch(
      /Patient mismatch override at intake: the file's name disagreed with order HC-[0-9-]+\. Reason: Recorder set up/,
    );
    expect(audit!.after).toMatchObject({ filePatient: 'overridden', patientDisagree: ['name'] });
  });

  it('holds an EDF+ file with another birth date; a new file replaces the held one', async () => {
    const order = await orderBornOn(DOB);
    const wrong = withPatient(edf, 'X F 03-MAY-1980 Alex_Taylor');
    const held = await uploadFile(t, admin, order.id, wrong, 'a.edf');
    expect(held.status).toBe(409);
    expect(held.data).toMatchObject({
      message: expect.stringMatching(/^The date of birth in the file disagree/),
      patientMismatch: { file: { dateOfBirth: '1980-05-03' }, disagree: ['dateOfBirth'] },
    });
    const right = withPatient(edf, 'MRN-1 F 05-MAR-1980 Alex_Taylor');
    const done = await uploadFile(t, admin, order.id, right, 'b.edf');
    expect(done.status).toBe(200);
    const uploads = await t.app.database.db
      .select()
      .from(recordingUploads)
      .where(eq(recordingUploads.orderId, order.id));
    expect(uploads.map((u) => [u.fileName, u.status]).sort()).toEqual([
      ['a.edf', 'rejected'],
      ['b.edf', 'complete'],
    ]);
    expect(uploads.find((u) => u.fileName === 'a.edf')!.error).toMatch(/Replaced by another file/);
    expect(await recordingOf(order.id)).toMatchObject({
      format: 'edf',
      filePatientName: 'Alex Taylor',
      filePatientBirthDate: DOB,
    });
  });

  it('refuses an ISHNE file with a damaged header before anything is attached', async () => {
    const order = await orderBornOn(DOB);
    const file = ishneOf(ecg, { firstName: 'Alex', lastName: 'Taylor' });
    file[40] = file[40]! ^ 0x20; // a byte of the first name changed after the checksum was taken
    const refused = await uploadFile(t, admin, order.id, file, 'damaged.ecg');
    expect(refused.status).toBe(400);
    expect((refused.data as { message: string }).message).toMatch(
      /^ISHNE: header: checksum 0x[0-9a-f]{4} does not match .* the header is damaged/,
    );
    expect(await orderStatus(t, order.id)).toBe('received');
  });
});
