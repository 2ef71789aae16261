import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import type { Database } from '../../db/client.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { toStorableText } from '../../lib/valid-text.ts';
import { type Actor, recordAudit } from '../audit/public.ts';
import { type OrderRow, applyTransition, lockOrder } from '../orders/public.ts';
import {
  recordings,
  recordingUploads,
  type RecordingRow,
  type RecordingUploadRow,
} from './schema.ts';
import {
  findUpload,
  MIN_RECORDING_SECONDS,
  partKey,
  removeParts,
  UploadError,
  type QueuedAnalysis,
  type UploadDeps,
} from './service.ts';
import { validateRecordingFile, type RecordingFacts, type RecordingFormat } from './validate.ts';
import { serialInFile } from './file-serial.ts';
import { orderPatient, patientMismatchOf } from './patient-check.ts';
import type { PatientMismatch } from '@heartcheck/contracts/recordings';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
/**
 * Completing an upload in named steps: every byte arrived → checksum and engine validation →
 * stored in the blob store → accepted in one transaction (recording, queued analysis, order
 * received → analysing, audit). A refused file rejects the upload and changes nothing else.
 */

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Ends a refused upload: the part file goes whatever happens, and the reason is stored as
 * storable text (an engine message may quote the file's bytes, NUL included; the database
 * would refuse it and leave the upload stuck in "uploading").
 */
async function reject(
  deps: UploadDeps,
  upload: RecordingUploadRow,
  reason: string,
): Promise<never> {
  const message = toStorableText(reason).slice(0, 1000);
  try {
    await deps.db
      .update(recordingUploads)
      .set({ status: 'rejected', error: message, updatedAt: new Date() })
      .where(eq(recordingUploads.id, upload.id));
  } finally {
    await removeParts(deps.blobs, upload);
  }
  throw new UploadError(400, message, { uploadStatus: 'rejected' });
}

/**
 * The staged chunks joined, in offset order, into one local file for the checksum and the
 * engine (which read a path), under DATA_DIR/uploads; `release` removes it.
 */
async function assemble(
  deps: UploadDeps,
  upload: RecordingUploadRow,
): Promise<{ path: string; release(): Promise<void> }> {
  const dir = path.join(deps.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${upload.id}.${process.pid}.part`);
  const release = () => fs.rm(file, { force: true });
  const out = await fs.open(file, 'w');
  let joined = 0;
  try {
    for (const offset of [...upload.partOffsets].sort((a, b) => a - b)) {
      if (offset !== joined) break;
      for await (const chunk of await deps.blobs.read(partKey(upload.id, offset))) {
        await out.write(chunk as Buffer);
        joined += (chunk as Buffer).length;
      }
    }
  } catch (error) {
    await out.close();
    await release();
    throw error;
  }
  await out.close();
  if (joined !== upload.sizeBytes) {
    await release();
    return reject(deps, upload, 'Part of the file is missing on our side. Upload it again.');
  }
  return { path: file, release };
}

export interface CompletedUpload {
  recording: RecordingRow;
  analysis: QueuedAnalysis;
  order: OrderRow;
}

/** The upload row, once every byte has arrived; 404/409 otherwise. */
async function arrivedUpload(db: Database, uploadId: string): Promise<RecordingUploadRow> {
  const upload = await findUpload(db, uploadId);
  if (!upload) throw new UploadError(404, 'Upload not found.');
  if (upload.status !== 'uploading' && upload.status !== 'needs_confirmation')
    throw new UploadError(409, `This upload is ${upload.status}; start a new upload.`);
  if (upload.receivedBytes !== upload.sizeBytes)
    throw new UploadError(
      409,
      `Only ${upload.receivedBytes} of ${upload.sizeBytes} bytes have arrived.`,
      {
        receivedBytes: upload.receivedBytes,
      },
    );
  return upload;
}

/**
 * A CSV refused as an ECG for its first line (not the "time,millivolts" header) may be a CSV of
 * beat times uploaded as an ECG: the refusal says how to upload it as such.
 */
function withKindHint(upload: RecordingUploadRow, error: EcgFormatError): string {
  if (upload.format !== 'csv' || !/^CSV: line 1: expected "time,millivolts"/.test(error.message))
    return error.message;
  return `${error.message}. If the file holds beat times (one time in seconds a row), upload it again with “Beat times only (no ECG)” chosen.`;
}

/** Checksum, then the engine reads the whole file; a refused file rejects the upload. */
async function verifiedFacts(
  deps: UploadDeps,
  upload: RecordingUploadRow,
  part: string,
): Promise<CheckedFacts> {
  const digest = await sha256OfFile(part);
  if (digest !== upload.sha256)
    await reject(
      deps,
      upload,
      'The file arrived damaged: its SHA-256 checksum does not match. Upload it again.',
    );
  let facts;
  try {
    facts = await validateRecordingFile(
      part,
      upload.format as RecordingFormat,
      upload.wfdbHeader,
      upload.beatSamplingRate,
    );
  } catch (error) {
    if (error instanceof EcgFormatError) return reject(deps, upload, withKindHint(upload, error));
    logger.warn('recording validation failed', { uploadId: upload.id, ...describeError(error) });
    return reject(
      deps,
      upload,
      isBeatTimesFormat(upload.format)
        ? 'The file could not be read as beat times.'
        : 'The file could not be read as an ECG recording.',
    );
  }
  const seconds = facts.totalSamples / facts.samplingRate;
  if (seconds < MIN_RECORDING_SECONDS)
    await reject(
      deps,
      upload,
      isBeatTimesFormat(upload.format)
        ? `The beat times span only ${seconds.toFixed(1)} s; at least ${MIN_RECORDING_SECONDS} s is needed.`
        : `The recording holds only ${seconds.toFixed(1)} s of signal; at least ${MIN_RECORDING_SECONDS} s is needed.`,
    );
  const fileSerial = await serialInFile(part, upload.format as RecordingFormat, upload.wfdbHeader);
  await checkFileSerial(deps, upload, fileSerial);
  return { ...facts, fileSerial };
}

/**
 * The serial the file itself carries, when it has one, must be the recorder's staff typed at
 * intake: else the file is another recorder's (another patient's) and is refused, unless staff
 * already gave an override reason for this upload.
 */
async function checkFileSerial(
  deps: UploadDeps,
  upload: RecordingUploadRow,
  fileSerial: string | null,
): Promise<void> {
  if (!fileSerial || !upload.deviceSerial || upload.serialOverrideReason) return;
  if (fileSerial === upload.deviceSerial) return;
  await reject(
    deps,
    upload,
    `The file was made by recorder ${fileSerial}, not ${upload.deviceSerial} entered for this order: this may be another patient's recording. Check you chose the right file; to attach it anyway, start again with the override and its reason.`,
  );
}

type CheckedFacts = RecordingFacts & { fileSerial: string | null };

/** Staff's answer to a patient mismatch: what disagreed and their reason for attaching it. */
interface PatientDecision {
  mismatch: PatientMismatch | null;
  overrideReason: string | null;
}

/**
 * The file's patient name and birth date against the order's. A disagreement holds the upload
 * (needs_confirmation, its bytes kept) and answers 409 with what disagrees, so staff see it
 * before anything is attached; they attach it only by completing again with a reason.
 */
async function checkFilePatient(
  deps: UploadDeps,
  upload: RecordingUploadRow,
  facts: CheckedFacts,
  overrideReason: string | undefined,
): Promise<PatientDecision> {
  const mismatch = patientMismatchOf(facts.patient, await orderPatient(deps.db, upload.orderId));
  if (!mismatch) return { mismatch: null, overrideReason: null };
  if (overrideReason) return { mismatch, overrideReason };
  await deps.db
    .update(recordingUploads)
    .set({ status: 'needs_confirmation', patientMismatch: mismatch, updatedAt: new Date() })
    .where(eq(recordingUploads.id, upload.id));
  const fields = mismatch.disagree
    .map((f) => (f === 'name' ? 'name' : 'date of birth'))
    .join(' and ');
  throw new UploadError(
    409,
    `The ${fields} in the file disagree with the order: this may be another patient's recording. Check the file; to attach it anyway, confirm with your reason.`,
    { uploadStatus: 'needs_confirmation', patientMismatch: mismatch },
  );
}

/** The audit note of a patient override (which fields, not the personal data itself). */
function patientOverrideNote(decision: PatientDecision, orderNumber: string): string | undefined {
  if (!decision.mismatch || !decision.overrideReason) return undefined;
  const fields = decision.mismatch.disagree.map((f) => (f === 'name' ? 'name' : 'date of birth'));
  return `Patient mismatch override at intake: the file's ${fields.join(' and ')} disagreed with order ${orderNumber}. Reason: ${decision.overrideReason}`;
}

/** The file's own start time, else the one staff gave at intake, else unknown. */
function startOf(
  facts: RecordingFacts,
  upload: RecordingUploadRow,
): { startTime: string | null; startTimeSource: 'file' | 'staff' | null } {
  if (facts.startTime) return { startTime: facts.startTime, startTimeSource: 'file' };
  if (upload.givenStartTime) return { startTime: upload.givenStartTime, startTimeSource: 'staff' };
  return { startTime: null, startTimeSource: null };
}

/** In one transaction: the recording row, its queued analysis, received → analysing, audit. */
async function acceptRecording(
  tx: Database,
  deps: UploadDeps,
  input: {
    upload: RecordingUploadRow;
    facts: CheckedFacts;
    recordingId: string;
    blobKey: string;
    actor: Actor;
    patient: PatientDecision;
  },
): Promise<CompletedUpload> {
  const { upload, facts, actor, patient } = input;
  const locked = await lockOrder(tx, upload.orderId);
  if (locked.status !== 'received')
    throw new UploadError(409, `Order ${locked.number} is no longer waiting for its recording.`);
  const recording = (
    await tx
      .insert(recordings)
      .values({
        id: input.recordingId,
        orderId: locked.id,
        uploadId: upload.id,
        blobKey: input.blobKey,
        fileName: upload.fileName,
        format: upload.format,
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
        wfdbHeader: upload.wfdbHeader,
        samplingRate: facts.samplingRate,
        totalSamples: facts.totalSamples,
        ...startOf(facts, upload),
        deviceSerial: upload.deviceSerial,
        fileDeviceSerial: facts.fileSerial,
        filePatientName: facts.patient?.name ?? null,
        filePatientBirthDate: facts.patient?.birthDate ?? null,
        patientOverrideReason: patient.overrideReason,
        recorderEvents: facts.recorderEvents,
      })
      .returning()
  )[0]!;
  const analysis = await deps.queueAnalysis(tx, { orderId: locked.id, recordingId: recording.id });
  await tx
    .update(recordingUploads)
    .set({ status: 'complete', patientMismatch: null, updatedAt: new Date() })
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
      durationS: Math.round(facts.totalSamples / facts.samplingRate),
      deviceSerial: recording.deviceSerial,
      fileDeviceSerial: recording.fileDeviceSerial,
      startTimeSource: recording.startTimeSource,
      filePatient: !facts.patient ? 'not-in-file' : patient.mismatch ? 'overridden' : 'matches',
      patientDisagree: patient.mismatch?.disagree ?? [],
    },
    note:
      [
        upload.serialOverrideReason
          ? `Serial override at intake: recorder ${upload.deviceSerial ?? 'unknown'} attached to order ${locked.number}. Reason: ${upload.serialOverrideReason}`
          : undefined,
        patientOverrideNote(patient, locked.number),
      ]
        .filter(Boolean)
        .join('\n') || undefined,
  });
  return { recording, analysis, order };
}

/**
 * Finishes an upload: size and checksum, then the engine reads the whole file, then the file's
 * patient fields are checked against the order (a disagreement waits for staff's reason). Only
 * a file that passes becomes a recording: it is stored in the blob store and, in one transaction, the order
 * moves received → analysing and an analysis is queued. A refused file changes nothing else.
 */
export async function completeUpload(
  deps: UploadDeps,
  uploadId: string,
  actor: Actor,
  options: { patientOverrideReason?: string | undefined } = {},
): Promise<CompletedUpload> {
  const upload = await arrivedUpload(deps.db, uploadId);
  const part = await assemble(deps, upload);
  try {
    const facts = await verifiedFacts(deps, upload, part.path);
    const patient = await checkFilePatient(deps, upload, facts, options.patientOverrideReason);
    const recordingId = crypto.randomUUID();
    const blobKey = `recordings/${recordingId}/${upload.fileName}`;
    await deps.blobs.putFile(blobKey, part.path);
    try {
      const result = await deps.db.transaction((tx) =>
        acceptRecording(tx, deps, { upload, facts, recordingId, blobKey, actor, patient }),
      );
      await removeParts(deps.blobs, upload);
      return result;
    } catch (error) {
      await deps.blobs.delete(blobKey).catch(() => undefined);
      throw error;
    }
  } finally {
    await part.release();
  }
}
