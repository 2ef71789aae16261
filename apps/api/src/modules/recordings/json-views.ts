import type { UploadState } from '@heartcheck/contracts/recordings';
import { CHUNK_BYTES } from './service.ts';
import type { RecordingRow, RecordingUploadRow } from './schema.ts';

/** An upload as the intake screen follows it. */
export function uploadJson(upload: RecordingUploadRow): UploadState {
  return {
    id: upload.id,
    orderId: upload.orderId,
    fileName: upload.fileName,
    format: upload.format,
    sizeBytes: upload.sizeBytes,
    receivedBytes: upload.receivedBytes,
    status: upload.status,
    error: upload.error,
    chunkBytes: CHUNK_BYTES,
    patientMismatch: upload.status === 'needs_confirmation' ? upload.patientMismatch : null,
  };
}

/** The accepted recording as the intake screen shows it. */
export function recordingJson(recording: RecordingRow) {
  return {
    id: recording.id,
    fileName: recording.fileName,
    format: recording.format,
    sizeBytes: recording.sizeBytes,
    sha256: recording.sha256,
    samplingRate: recording.samplingRate,
    durationS: recording.totalSamples / recording.samplingRate,
    startTime: recording.startTime,
    startTimeSource: recording.startTimeSource,
    deviceSerial: recording.deviceSerial,
    fileDeviceSerial: recording.fileDeviceSerial,
    filePatientName: recording.filePatientName,
    filePatientDateOfBirth: recording.filePatientBirthDate,
    patientOverrideReason: recording.patientOverrideReason,
    uploadedAt: recording.createdAt.toISOString(),
  };
}
