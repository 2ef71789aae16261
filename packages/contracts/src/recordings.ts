import { z } from 'zod';
import { requestBody } from './common.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { RECORDING_KINDS } from './recording-formats.ts';

/** Body of POST /api/orders/{orderId}/recording/uploads. */
export const uploadStart = requestBody({
  fileName: z.string().trim().min(1).max(255),
  sizeBytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected the file SHA-256 as 64 hex digits'),
  /** WFDB: the .hea header of the .dat file, or of a beat annotation file (its sampling rate). */
  wfdbHeader: z.string().max(65_536).optional(),
  /** ECG (default) or beat times only; needed for a CSV of beat times. */
  kind: z.enum(RECORDING_KINDS).optional(),
  /**
   * Beat annotation file without its .hea header: the sampling rate its sample numbers count
   * (Hz, from the recorder's documentation), 25-20000 as the engine's readers.
   */
  samplingRate: z.number().int().min(25).max(20_000).optional(),
  /** The serial on the recorder's label, checked against the one sent with the order. */
  deviceSerial: z.string().trim().max(60).optional(),
  /** Staff's reason for attaching a recording from a recorder that is not the order's. */
  serialOverrideReason: z.string().trim().max(500).optional(),
  /**
   * When the recorder started, UK local time "YYYY-MM-DDTHH:MM" (from the return form or the
   * patient), used only when the file carries no start time.
   */
  startTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected the start as YYYY-MM-DDTHH:MM (UK time)')
    .optional(),
});
export type UploadStart = z.infer<typeof uploadStart>;

/**
 * The file's own patient fields (ISHNE header, EDF+ patient subfields) against the order's, when
 * a name or birth date written in the file disagrees: shown to staff before the recording is
 * attached. `disagree` lists the fields present on both sides that differ.
 */
export const patientMismatch = z.object({
  file: z.object({ name: z.string().nullable(), dateOfBirth: z.string().nullable() }),
  order: z.object({ name: z.string(), dateOfBirth: z.string().nullable() }),
  disagree: z.array(z.enum(['name', 'dateOfBirth'])),
});
export type PatientMismatch = z.infer<typeof patientMismatch>;

/**
 * Body of POST /api/recording-uploads/{id}/complete (optional): staff's reason for attaching a
 * file whose patient name or birth date disagrees with the order (audited).
 */
export const uploadComplete = requestBody({
  patientOverrideReason: z
    .string()
    .trim()
    .min(10, 'give the reason in at least 10 characters')
    .max(500)
    .optional(),
});
export type UploadComplete = z.infer<typeof uploadComplete>;

/** A resumable upload (answer of start, chunk and GET /api/recording-uploads/{id}). */
export const uploadState = z.object({
  id: z.string(),
  orderId: z.string(),
  fileName: z.string(),
  format: z.string(),
  sizeBytes: z.number(),
  receivedBytes: z.number(),
  status: z.string(),
  error: z.string().nullable(),
  /** Largest chunk the server accepts. */
  chunkBytes: z.number(),
  /** Status needs_confirmation: what disagrees, for staff to confirm or choose another file. */
  patientMismatch: patientMismatch.nullable().optional(),
});
export type UploadState = z.infer<typeof uploadState>;

/** Answer of POST /api/recording-uploads/{id}/complete. */
export const uploadCompleted = z.object({
  recordingId: z.string(),
  analysisId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
});
export type UploadCompleted = z.infer<typeof uploadCompleted>;

/** GET /api/orders/{orderId}/recording: the recording and analysis progress (staff). */
export const recordingInfo = z.object({
  order: z.object({ id: z.string(), number: z.string(), status: z.enum(ORDER_STATUSES) }),
  /** Who the recording must belong to, for staff to confirm against the return form. */
  patient: z
    .object({
      name: z.string(),
      dateOfBirth: z.string().nullable(),
      /** The serial sent with the order, and the one recorded at return. */
      deviceSerial: z.string().nullable(),
      returnedDeviceSerial: z.string().nullable(),
    })
    .optional(),
  upload: uploadState.nullable(),
  recording: z
    .object({
      id: z.string(),
      fileName: z.string(),
      format: z.string(),
      sizeBytes: z.number(),
      sha256: z.string(),
      samplingRate: z.number(),
      durationS: z.number(),
      startTime: z.string().nullable(),
      startTimeSource: z.enum(['file', 'staff']).nullable().optional(),
      deviceSerial: z.string().nullable().optional(),
      fileDeviceSerial: z.string().nullable().optional(),
      /** The patient name and birth date the file carries (ISHNE, EDF+), if any. */
      filePatientName: z.string().nullable().optional(),
      filePatientDateOfBirth: z.string().nullable().optional(),
      /** Staff's reason for attaching it although they disagree with the order. */
      patientOverrideReason: z.string().nullable().optional(),
      uploadedAt: z.string(),
    })
    .nullable(),
  analysis: z
    .object({
      id: z.string(),
      status: z.string(),
      progress: z.number(),
      attempts: z.number(),
      error: z.string().nullable(),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
    })
    .nullable(),
  maxBytes: z.number(),
});
export type RecordingInfo = z.infer<typeof recordingInfo>;

/**
 * Body of PUT /api/orders/{orderId}/recording/start-time: staff add or correct when the recorder
 * started (UK local time), after intake, with the reason (audited).
 */
export const startTimeCorrection = requestBody({
  startTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter the start as a date and time (UK time).'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give the reason for the start time.')
    .max(500, 'Keep the reason to 500 characters.'),
});
export type StartTimeCorrection = z.infer<typeof startTimeCorrection>;

/** Answer of the start-time correction: the new analysis queued, and whether a re-issue is due. */
export const startTimeCorrected = z.object({
  startTime: z.string(),
  analysisId: z.string(),
  /** A signed report printed the old time: the cardiologist signs a corrected version. */
  reissueNeeded: z.boolean(),
});
export type StartTimeCorrected = z.infer<typeof startTimeCorrected>;

/**
 * Staff correct the sampling rate typed at intake for a beat annotation file without its .hea
 * (its beats count samples, so a wrong rate scales every interval); the reason is audited.
 */
export const beatRateCorrection = requestBody({
  samplingRate: z
    .number({ error: 'Enter the sampling rate in Hz.' })
    .int('Enter the sampling rate as a whole number of Hz.')
    .min(25, 'Enter a sampling rate from 25 to 20,000 Hz.')
    .max(20_000, 'Enter a sampling rate from 25 to 20,000 Hz.'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give the reason for the sampling rate.')
    .max(500, 'Keep the reason to 500 characters.'),
});
export type BeatRateCorrection = z.infer<typeof beatRateCorrection>;

/** Answer of the sampling-rate correction: the new analysis queued, and whether a re-issue is due. */
export const beatRateCorrected = z.object({
  samplingRate: z.number(),
  analysisId: z.string(),
  /** A signed report was made at the old rate: the cardiologist signs a corrected version. */
  reissueNeeded: z.boolean(),
});
export type BeatRateCorrected = z.infer<typeof beatRateCorrected>;
