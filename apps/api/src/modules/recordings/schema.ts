import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PatientMismatch } from '@heartcheck/contracts/recordings';
import type { RecorderEvents } from '@heartcheck/contracts/recorder-events';
import { sql } from 'drizzle-orm';
import { isOneOf } from '../../db/checks.ts';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/** Where a recording's start time came from. */
export const START_TIME_SOURCES = ['file', 'staff'] as const;

/**
 * Where a chunked upload stands. needs_confirmation: every byte arrived and the file is valid,
 * but its patient name or birth date disagrees with the order; staff confirm with a reason or
 * choose another file.
 */
export const UPLOAD_STATUSES = ['uploading', 'needs_confirmation', 'complete', 'rejected'] as const;

/**
 * A chunked, resumable upload of a returned device's recording. Chunks are appended in order
 * to a part file under DATA_DIR/uploads; `complete` checks size and SHA-256, validates the file
 * with the ECG engine and only then moves it into the blob store as a recording.
 */
export const recordingUploads = pgTable(
  'recording_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    /** edf | wfdb | csv | ishne | beats-wfdb | beats-csv (validate.ts) */
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Lower-case hex SHA-256 the client computed before sending. */
    sha256: text('sha256').notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    /**
     * Byte offsets of the chunks received, in order: each chunk is staged in the blob store
     * (`uploads/<id>/<offset>`), so any API process may take the next one.
     */
    partOffsets: bigint('part_offsets', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** WFDB only: the .hea header text (the .dat file is what is chunked). */
    wfdbHeader: text('wfdb_header'),
    /**
     * A beat annotation file sent without its .hea: the sampling rate staff gave (Hz); the
     * accepted recording keeps it as its samplingRate.
     */
    beatSamplingRate: integer('beat_sampling_rate'),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('uploading'),
    error: text('error'),
    /** The recorder's serial as staff read it off the label at intake (wrong-patient check). */
    deviceSerial: text('device_serial'),
    /** Staff's reason for accepting a recorder whose serial is not the order's (audited). */
    serialOverrideReason: text('serial_override_reason'),
    /** The start time staff gave (UK local wall clock, ISO without zone) for a file without one. */
    givenStartTime: text('given_start_time'),
    /** The file's patient fields against the order's, while the upload needs confirmation. */
    patientMismatch: jsonb('patient_mismatch').$type<PatientMismatch>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recording_uploads_order_idx').on(table.orderId, table.createdAt),
    check('recording_uploads_status_check', isOneOf(table.status, UPLOAD_STATUSES)),
  ],
);

/** An accepted recording of an order, kept in the blob store. */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    uploadId: uuid('upload_id').references(() => recordingUploads.id),
    blobKey: text('blob_key').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    wfdbHeader: text('wfdb_header'),
    samplingRate: bigint('sampling_rate', { mode: 'number' }).notNull(),
    totalSamples: bigint('total_samples', { mode: 'number' }).notNull(),
    /** Local wall-clock start from the file (or staff, see startTimeSource), ISO without zone. */
    startTime: text('start_time'),
    /** Where startTime came from: the file's header, or staff at intake; null when unknown. */
    startTimeSource: text('start_time_source', { enum: START_TIME_SOURCES }),
    /** The recorder's serial as staff read it at intake. */
    deviceSerial: text('device_serial'),
    /** The serial the file itself carries (EDF recording field, WFDB header comments), if any. */
    fileDeviceSerial: text('file_device_serial'),
    /** The patient name and birth date (YYYY-MM-DD) written in the file (ISHNE, EDF+), if any. */
    filePatientName: text('file_patient_name'),
    filePatientBirthDate: text('file_patient_birth_date'),
    /** Staff's reason for attaching a file whose patient fields disagree with the order (audited). */
    patientOverrideReason: text('patient_override_reason'),
    /**
     * The events the recorder wrote into the file (EDF+ annotations: event button, lead off),
     * bounded at intake (recorder-events.ts); null for formats without them. May hold personal
     * text: shown to the cardiologist and in the report, never logged.
     */
    recorderEvents: jsonb('recorder_events').$type<RecorderEvents>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recordings_order_idx').on(table.orderId, table.createdAt),
    check('recordings_start_time_source_check', isOneOf(table.startTimeSource, START_TIME_SOURCES)),
  ],
);

export type RecordingUploadRow = typeof recordingUploads.$inferSelect;
export type RecordingRow = typeof recordings.$inferSelect;
