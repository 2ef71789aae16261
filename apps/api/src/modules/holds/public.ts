/** The holds module's public surface: short recordings held for a staff decision. */
export { recordingHolds, type RecordingHoldRow } from './schema.ts';
export { holdIfShort, latestHold, shortRecordingNote, withholds } from './service.ts';
