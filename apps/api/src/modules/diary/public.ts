/** The diary module's public surface: the only file other modules import. */
export { diaryEntries } from './schema.ts';
export {
  ACTIVITY_LABELS,
  fromUkLocalIso,
  listDiary,
  secondsIntoRecording,
  SYMPTOM_LABELS,
} from './service.ts';
