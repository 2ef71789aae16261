import { and, desc, eq, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import {
  checkSerial,
  expectedSerial,
  OrderRuleError,
  orders,
  parseDeviceSerial,
  type OrderRow,
} from '../orders/public.ts';
import { parseGivenStartTime } from './start-time.ts';
import { UploadError } from './errors.ts';
import {
  recordings,
  recordingUploads,
  type RecordingRow,
  type RecordingUploadRow,
} from './schema.ts';
import { formatOfUpload, type RecordingFormat } from './validate.ts';
import type { RecordingKind } from '@heartcheck/contracts/recording-formats';

/** Largest chunk one request may carry. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Shortest recording worth analysing. */
export const MIN_RECORDING_SECONDS = 60;

export { UploadError };

/** The analysis queued for an accepted recording (its id). */
export interface QueuedAnalysis {
  id: string;
}

export interface UploadDeps {
  db: Database;
  blobs: BlobStore;
  dataDir: string;
  maxBytes: number;
  /**
   * Queues the recording's analysis inside the upload's transaction. Injected (the analysis
   * module's createQueuedAnalysis) so recordings never import the module that reads them.
   */
  queueAnalysis(
    tx: Database,
    input: { orderId: string; recordingId: string },
  ): Promise<QueuedAnalysis>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the chunk at `offset` is staged until the upload completes: in the blob store, not on
 * the receiving process's disk, so the chunks of one upload may reach different API processes
 * (several processes share one PostgreSQL and one S3-compatible store).
 */
export function partKey(uploadId: string, offset: number): string {
  return `uploads/${uploadId}/${String(offset).padStart(13, '0')}`;
}

/** Removes an upload's staged chunks (after completion, or when it is refused). */
export async function removeParts(blobs: BlobStore, upload: RecordingUploadRow): Promise<void> {
  for (const offset of upload.partOffsets)
    await blobs.delete(partKey(upload.id, offset)).catch(() => undefined);
}

function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'recording';
  return base.replace(/[^A-Za-z0-9._-]/g, '_').slice(-120) || 'recording';
}

async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  if (!UUID.test(orderId)) return undefined;
  return (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
}

export interface StartUploadInput {
  fileName: string;
  sizeBytes: number;
  sha256: string;
  wfdbHeader?: string | undefined;
  kind?: RecordingKind | undefined;
  samplingRate?: number | undefined;
  deviceSerial?: string | undefined;
  serialOverrideReason?: string | undefined;
  startTime?: string | undefined;
}

/** Runs an orders rule, answering its refusal as an upload error with `status`. */
function asUploadError<T>(status: 400 | 409, rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof OrderRuleError)
      throw new UploadError(status, error.message, { field: 'deviceSerial' });
    throw error;
  }
}

/**
 * The wrong-patient check at intake: when the order's recorder serial is known, staff must type
 * the serial of the recorder whose file they attach, and a different one is refused (409)
 * unless they give the reason to accept it. Returns the serial and the override reason to keep.
 */
function intakeSerial(
  order: OrderRow,
  input: StartUploadInput,
): { deviceSerial: string | null; serialOverrideReason: string | null } {
  const expected = expectedSerial(order);
  const typed = input.deviceSerial?.trim();
  if (!typed) {
    if (expected)
      throw new UploadError(
        400,
        `Enter the serial number on the recorder's label: the recorder of order ${order.number} is ${expected}.`,
        { field: 'deviceSerial' },
      );
    return { deviceSerial: null, serialOverrideReason: null };
  }
  // A serial that cannot be one is bad input (400); a real one that differs is a conflict (409).
  const serial = asUploadError(400, () => parseDeviceSerial(typed));
  const check = asUploadError(409, () =>
    checkSerial(order, serial, input.serialOverrideReason, { where: 'entered', expected }),
  );
  return {
    deviceSerial: serial,
    serialOverrideReason: check.note ? (input.serialOverrideReason?.trim() ?? null) : null,
  };
}

/**
 * A new file for the order replaces one still waiting for a patient-mismatch confirmation: the
 * held upload is refused (its staged bytes removed), so only one file can ever be confirmed.
 */
async function dropHeldUploads(deps: UploadDeps, orderId: string): Promise<void> {
  const held = await deps.db
    .update(recordingUploads)
    .set({
      status: 'rejected',
      error: 'Replaced by another file before its patient details were confirmed.',
      patientMismatch: null,
      updatedAt: new Date(),
    })
    .where(
      and(eq(recordingUploads.orderId, orderId), eq(recordingUploads.status, 'needs_confirmation')),
    )
    .returning();
  for (const upload of held) await removeParts(deps.blobs, upload);
}

/**
 * The upload's format from its name and kind, with what that format needs besides the file: a
 * WFDB signal file its .hea header; a beat annotation file its header or sampling rate (its
 * beats are counted in samples).
 */
function uploadFormat(input: StartUploadInput): RecordingFormat {
  const format = formatOfUpload(input.fileName, input.kind);
  if (!format)
    throw new UploadError(
      400,
      input.kind === 'beat-times'
        ? 'Choose a beat-time file: a WFDB annotation file (.qrs, .atr or .ann) or a CSV (.csv or .txt) of beat times in seconds.'
        : 'Choose an EDF (.edf), ISHNE (.ecg), CSV (.csv) or WFDB (.dat with its .hea header) recording, or a beat-time file (.qrs, .atr, .ann, or a CSV with “beat times” chosen).',
    );
  if (format === 'wfdb' && !input.wfdbHeader?.trim())
    throw new UploadError(
      400,
      'A WFDB recording needs its .hea header file as well as the .dat file.',
    );
  if (format === 'beats-wfdb' && !input.wfdbHeader?.trim() && input.samplingRate === undefined)
    throw new UploadError(
      400,
      'A WFDB annotation file counts its beats in samples: give its .hea header file or the sampling rate of the recorder (Hz).',
      { field: 'samplingRate' },
    );
  return format;
}

/** Opens an upload session for an order whose device has been received back (staff). */
export async function startUpload(
  deps: UploadDeps,
  orderId: string,
  userId: string,
  input: StartUploadInput,
): Promise<RecordingUploadRow> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new UploadError(404, 'Order not found.');
  if (order.status !== 'received')
    throw new UploadError(
      409,
      order.status === 'analysing' ||
        order.status === 'results_ready' ||
        order.status === 'cardiac_report_ready'
        ? `Order ${order.number} already has a recording.`
        : `Order ${order.number} is not marked as received back: mark the device as received before uploading its recording.`,
    );
  const format = uploadFormat(input);
  if (input.sizeBytes <= 0) throw new UploadError(400, 'The file is empty.');
  const serial = intakeSerial(order, input);
  const givenStartTime = input.startTime ? parseGivenStartTime(input.startTime) : null;
  if (input.sizeBytes > deps.maxBytes)
    throw new UploadError(
      413,
      `The file is ${(input.sizeBytes / 1048576).toFixed(0)} MB; the largest recording accepted is ${(deps.maxBytes / 1048576).toFixed(0)} MB.`,
    );
  await dropHeldUploads(deps, order.id);
  const rows = await deps.db
    .insert(recordingUploads)
    .values({
      orderId: order.id,
      createdBy: userId,
      fileName: safeFileName(input.fileName),
      format,
      sizeBytes: input.sizeBytes,
      sha256: input.sha256.toLowerCase(),
      wfdbHeader: format === 'wfdb' || format === 'beats-wfdb' ? (input.wfdbHeader ?? null) : null,
      beatSamplingRate: format === 'beats-wfdb' ? (input.samplingRate ?? null) : null,
      ...serial,
      givenStartTime,
    })
    .returning();
  return rows[0]!;
}

export async function findUpload(
  db: Database,
  uploadId: string,
): Promise<RecordingUploadRow | undefined> {
  if (!UUID.test(uploadId)) return undefined;
  return (await db.select().from(recordingUploads).where(eq(recordingUploads.id, uploadId)))[0];
}

/**
 * Writes one chunk at `offset`. Chunks must come in order: the offset must equal the bytes
 * received so far (a client resuming asks for the upload first and continues from there).
 */
export async function writeChunk(
  deps: UploadDeps,
  uploadId: string,
  offset: number,
  bytes: Uint8Array,
): Promise<RecordingUploadRow> {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload) throw new UploadError(404, 'Upload not found.');
  if (upload.status !== 'uploading')
    throw new UploadError(409, `This upload is ${upload.status}; start a new upload.`);
  if (offset !== upload.receivedBytes)
    throw new UploadError(409, `Expected the chunk at byte ${upload.receivedBytes}.`, {
      receivedBytes: upload.receivedBytes,
    });
  if (bytes.length === 0 || bytes.length > CHUNK_BYTES)
    throw new UploadError(400, `A chunk must hold 1 to ${CHUNK_BYTES} bytes.`);
  if (offset + bytes.length > upload.sizeBytes)
    throw new UploadError(400, 'The chunk goes past the declared file size.');
  // Staged before it is counted: a chunk counted in the database is always in the store. Two
  // processes sent the same chunk both write this key; the offset check lets one count it.
  await deps.blobs.putBytes(partKey(upload.id, offset), bytes);
  const rows = await deps.db
    .update(recordingUploads)
    .set({
      receivedBytes: offset + bytes.length,
      partOffsets: sql`array_append(${recordingUploads.partOffsets}, ${offset}::bigint)`,
      updatedAt: new Date(),
    })
    .where(and(eq(recordingUploads.id, upload.id), eq(recordingUploads.receivedBytes, offset)))
    .returning();
  return rows[0] ?? (await findUpload(deps.db, upload.id))!;
}

/** The newest recording of an order. */
export async function recordingOfOrder(
  db: Database,
  orderId: string,
): Promise<RecordingRow | undefined> {
  if (!UUID.test(orderId)) return undefined;
  return (
    await db
      .select()
      .from(recordings)
      .where(eq(recordings.orderId, orderId))
      .orderBy(desc(recordings.createdAt))
      .limit(1)
  )[0];
}

export async function latestUploadOfOrder(
  db: Database,
  orderId: string,
): Promise<RecordingUploadRow | undefined> {
  if (!UUID.test(orderId)) return undefined;
  return (
    await db
      .select()
      .from(recordingUploads)
      .where(eq(recordingUploads.orderId, orderId))
      .orderBy(desc(recordingUploads.createdAt))
      .limit(1)
  )[0];
}
