/** The recordings module's public surface: the only file other modules import. */
export { recordings, recordingUploads, type RecordingRow } from './schema.ts';
export { completeUpload } from './complete.ts';
export { CHUNK_BYTES, partKey, startUpload } from './service.ts';
export { openStoredRecording, type RecordingFormat } from './validate.ts';
