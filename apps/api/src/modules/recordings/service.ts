import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { describeError, logger } from '../../lib/logger.ts';
import type { Actor } from '../audit/service.ts';
import { recordAudit } from '../audit/service.ts';
import { analyses, type AnalysisRow } from '../analysis/schema.ts';
import { orders, type OrderRow } from '../orders/schema.ts';
import { applyTransition, lockOrder } from '../orders/service.ts';
import {
  recordings,
  recordingUploads,
  type RecordingRow,
  type RecordingUploadRow,
} from './schema.ts';
import { formatOfFileName, validateRecordingFile, type RecordingFormat } from './validate.ts';

/** Largest chunk one request may carry. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Shortest recording worth analysing. */
export const MIN_RECORDING_SECONDS = 60;

export class UploadError extends Error {
  override name = 'UploadError';
  readonly status: 400 | 404 | 409 | 413;
  readonly extra: Record<string, unknown>;
  constructor(status: 400 | 404 | 409 | 413, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export interface UploadDeps {
  db: Database;
  blobs: BlobStore;
  dataDir: string;
  maxBytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function partPath(dataDir: string, uploadId: string): string {
  return path.join(dataDir, 'uploads', `${uploadId}.part`);
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
  const format = formatOfFileName(input.fileName);
  if (!format)
    throw new UploadError(
      400,
      'Choose an EDF (.edf), CSV (.csv) or WFDB (.dat with its .hea header) recording.',
    );
  if (format === 'wfdb' && !input.wfdbHeader?.trim())
    throw new UploadError(
      400,
      'A WFDB recording needs its .hea header file as well as the .dat file.',
    );
  if (input.sizeBytes <= 0) throw new UploadError(400, 'The file is empty.');
  if (input.sizeBytes > deps.maxBytes)
    throw new UploadError(
      413,
      `The file is ${(input.sizeBytes / 1048576).toFixed(0)} MB; the largest recording accepted is ${(deps.maxBytes / 1048576).toFixed(0)} MB.`,
    );
  const rows = await deps.db
    .insert(recordingUploads)
    .values({
      orderId: order.id,
      createdBy: userId,
      fileName: safeFileName(input.fileName),
      format,
      sizeBytes: input.sizeBytes,
      sha256: input.sha256.toLowerCase(),
      wfdbHeader: format === 'wfdb' ? input.wfdbHeader! : null,
    })
    .returning();
  await fs.mkdir(path.dirname(partPath(deps.dataDir, rows[0]!.id)), { recursive: true });
  await fs.writeFile(partPath(deps.dataDir, rows[0]!.id), new Uint8Array(0));
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
  const handle = await fs.open(partPath(deps.dataDir, upload.id), 'r+');
  try {
    await handle.write(bytes, 0, bytes.length, offset);
  } finally {
    await handle.close();
  }
  const rows = await deps.db
    .update(recordingUploads)
    .set({ receivedBytes: offset + bytes.length, updatedAt: new Date() })
    .where(and(eq(recordingUploads.id, upload.id), eq(recordingUploads.receivedBytes, offset)))
    .returning();
  return rows[0] ?? (await findUpload(deps.db, upload.id))!;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function reject(
  deps: UploadDeps,
  upload: RecordingUploadRow,
  message: string,
): Promise<never> {
  await deps.db
    .update(recordingUploads)
    .set({ status: 'rejected', error: message, updatedAt: new Date() })
    .where(eq(recordingUploads.id, upload.id));
  await fs.rm(partPath(deps.dataDir, upload.id), { force: true });
  throw new UploadError(400, message, { uploadStatus: 'rejected' });
}

export interface CompletedUpload {
  recording: RecordingRow;
  analysis: AnalysisRow;
  order: OrderRow;
}

/**
 * Finishes an upload: size and checksum, then the engine reads the whole file. Only a file that
 * passes becomes a recording: it is stored in the blob store and, in one transaction, the order
 * moves received → analysing and an analysis is queued. A refused file changes nothing else.
 */
export async function completeUpload(
  deps: UploadDeps,
  uploadId: string,
  actor: Actor,
): Promise<CompletedUpload> {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload) throw new UploadError(404, 'Upload not found.');
  if (upload.status !== 'uploading')
    throw new UploadError(409, `This upload is ${upload.status}; start a new upload.`);
  if (upload.receivedBytes !== upload.sizeBytes)
    throw new UploadError(
      409,
      `Only ${upload.receivedBytes} of ${upload.sizeBytes} bytes have arrived.`,
      {
        receivedBytes: upload.receivedBytes,
      },
    );
  const part = partPath(deps.dataDir, upload.id);
  const digest = await sha256OfFile(part);
  if (digest !== upload.sha256)
    await reject(
      deps,
      upload,
      'The file arrived damaged: its SHA-256 checksum does not match. Upload it again.',
    );
  let facts;
  try {
    facts = await validateRecordingFile(part, upload.format as RecordingFormat, upload.wfdbHeader);
  } catch (error) {
    if (error instanceof EcgFormatError) return reject(deps, upload, error.message);
    logger.warn('recording validation failed', { uploadId: upload.id, ...describeError(error) });
    return reject(deps, upload, 'The file could not be read as an ECG recording.');
  }
  const seconds = facts.totalSamples / facts.samplingRate;
  if (seconds < MIN_RECORDING_SECONDS)
    await reject(
      deps,
      upload,
      `The recording holds only ${seconds.toFixed(1)} s of signal; at least ${MIN_RECORDING_SECONDS} s is needed.`,
    );

  const recordingId = crypto.randomUUID();
  const blobKey = `recordings/${recordingId}/${upload.fileName}`;
  await deps.blobs.putFile(blobKey, part);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, upload.orderId);
      if (locked.status !== 'received')
        throw new UploadError(
          409,
          `Order ${locked.number} is no longer waiting for its recording.`,
        );
      const recording = (
        await tx
          .insert(recordings)
          .values({
            id: recordingId,
            orderId: locked.id,
            uploadId: upload.id,
            blobKey,
            fileName: upload.fileName,
            format: upload.format,
            sizeBytes: upload.sizeBytes,
            sha256: upload.sha256,
            wfdbHeader: upload.wfdbHeader,
            samplingRate: facts.samplingRate,
            totalSamples: facts.totalSamples,
            startTime: facts.startTime,
          })
          .returning()
      )[0]!;
      const analysis = (
        await tx
          .insert(analyses)
          .values({ orderId: locked.id, recordingId: recording.id })
          .returning()
      )[0]!;
      await tx
        .update(recordingUploads)
        .set({ status: 'complete', updatedAt: new Date() })
        .where(eq(recordingUploads.id, upload.id));
      const order = await applyTransition(tx, locked, 'startAnalysis', actor);
      await recordAudit(tx, {
        entityType: 'order',
        entityId: locked.id,
        actor,
        action: 'upload_recording',
        after: {
          recordingId: recording.id,
          format: recording.format,
          sizeBytes: recording.sizeBytes,
          sha256: recording.sha256,
          durationS: Math.round(seconds),
        },
      });
      return { recording, analysis, order };
    });
    await fs.rm(part, { force: true });
    return result;
  } catch (error) {
    await deps.blobs.delete(blobKey).catch(() => undefined);
    throw error;
  }
}

/** The newest recording of an order with its newest analysis. */
export async function recordingOfOrder(
  db: Database,
  orderId: string,
): Promise<{ recording: RecordingRow; analysis: AnalysisRow | undefined } | undefined> {
  if (!UUID.test(orderId)) return undefined;
  const recording = (
    await db
      .select()
      .from(recordings)
      .where(eq(recordings.orderId, orderId))
      .orderBy(desc(recordings.createdAt))
      .limit(1)
  )[0];
  if (!recording) return undefined;
  const analysis = (
    await db
      .select()
      .from(analyses)
      .where(eq(analyses.recordingId, recording.id))
      .orderBy(desc(analyses.createdAt))
      .limit(1)
  )[0];
  return { recording, analysis };
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
