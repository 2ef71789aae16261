import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { customerAccessEntry, healthDataReads } from '../audit/public.ts';
import { listDiary } from '../diary/public.ts';
import { orders as ordersTable, type OrderRow } from '../orders/public.ts';
import { recordings } from '../recordings/public.ts';
import { resultsDetail, urgentNotice } from '../results/public.ts';
import { cardiacReportPdfOf, resultsPdfOf, signedReview } from '../reviews/public.ts';
import { users } from '../users/public.ts';
import type { ZipWriter } from './zip.ts';

interface Deps {
  db: Database;
  blobs: BlobStore;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A file name made of the characters every unzip tool and file system accepts. */
const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** Each recording's metadata and its file exactly as uploaded (and a WFDB header beside it). */
export async function writeRecordings(deps: Deps, zip: ZipWriter, orders: OrderRow[]) {
  if (orders.length === 0) return;
  const numbers = new Map(orders.map((o) => [o.id, o.number]));
  const rows = await deps.db
    .select()
    .from(recordings)
    .where(
      inArray(
        recordings.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(recordings.createdAt));
  for (const r of rows) {
    const folder = `recordings/${numbers.get(r.orderId)}-${r.id}`;
    const file = safe(r.fileName);
    await zip.add(
      `${folder}.json`,
      json({
        id: r.id,
        orderNumber: numbers.get(r.orderId),
        file: `${folder}/${file}`,
        fileName: r.fileName,
        format: r.format,
        sizeBytes: r.sizeBytes,
        sha256: r.sha256,
        samplingRateHz: r.samplingRate,
        totalSamples: r.totalSamples,
        startTime: r.startTime,
        startTimeSource: r.startTimeSource,
        deviceSerial: r.deviceSerial,
        patientNameInFile: r.filePatientName,
        patientBirthDateInFile: r.filePatientBirthDate,
        // The events the recorder wrote into the file, as kept at intake (issue 24).
        recorderEvents: r.recorderEvents,
        receivedAt: r.createdAt.toISOString(),
      }),
    );
    if (r.wfdbHeader !== null)
      await zip.add(`${folder}/${file.replace(/\.[^.]*$/, '')}.hea`, r.wfdbHeader);
    await zip.addStream(`${folder}/${file}`, await deps.blobs.read(r.blobKey));
  }
}

/**
 * Released results (signed by the cardiologist), each as `GET /api/results/{orderId}` answers
 * the customer, and the results and cardiac report PDFs they download today. The customer's
 * own view: staff exporting their account see only what they would see as a customer.
 */
export async function writeResults(deps: Deps, zip: ZipWriter, userId: string, orders: OrderRow[]) {
  const asCustomer = { userId, roles: [] };
  for (const order of orders) {
    const reviewed = await signedReview(deps.db, order.id, asCustomer);
    if (!reviewed) continue;
    const version = reviewed.signed ? `-v${reviewed.signed.version}` : '';
    await zip.add(
      `results/${order.number}.json`,
      json({ ...resultsDetail(reviewed), urgent: urgentNotice(reviewed.urgent) }),
    );
    await zip.add(
      `reports/heartcheck-results-${order.number}${version}.pdf`,
      await resultsPdfOf(deps, reviewed, asCustomer),
    );
    if (reviewed.signed && reviewed.report)
      await zip.add(
        `reports/heartcheck-cardiac-report-${order.number}${version}.pdf`,
        await cardiacReportPdfOf(deps, reviewed, asCustomer),
      );
  }
}

/** Every diary entry of every order, in the order they happened. */
export async function diaryOf(db: Database, orders: OrderRow[]) {
  const entries = [];
  for (const order of orders)
    for (const e of await listDiary(db, order.id))
      entries.push({
        orderNumber: order.number,
        occurredAt: e.occurredAt.toISOString(),
        symptom: e.symptom,
        activity: e.activity,
        note: e.note,
        writtenAt: e.createdAt.toISOString(),
      });
  return entries;
}

/**
 * Who on the staff has read this customer's health data, newest first: every entry of "who has
 * seen my data", each worded as that list words it (audit's customerAccessEntry).
 */
export async function accessLogOf(db: Database, customerId: string) {
  const rows = await db
    .select({ read: healthDataReads, orderNumber: ordersTable.number, staff: users })
    .from(healthDataReads)
    .innerJoin(ordersTable, eq(ordersTable.id, healthDataReads.orderId))
    .innerJoin(users, eq(users.id, healthDataReads.actorId))
    .where(eq(healthDataReads.customerId, customerId))
    .orderBy(desc(healthDataReads.lastAt), desc(healthDataReads.id));
  return rows.map((r) => customerAccessEntry(r.read, r.orderNumber, r.staff));
}
