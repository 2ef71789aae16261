import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/run.ts';
import {
  ACTIVITY_LABELS,
  listDiary,
  secondsIntoRecording,
  SYMPTOM_LABELS,
} from '../diary/service.ts';
import type { FinishedAnalysis } from '../results/service.ts';

/** Diary entries placed on the recording's time line, with the heart rate of that minute. */
export interface DiaryView {
  id: string;
  occurredAt: string;
  symptom: string;
  symptomLabel: string;
  activity: string;
  activityLabel: string;
  note: string;
  /** Seconds into the recording, null when outside it or the start is unknown. */
  atS: number | null;
  /** Heart rate of that minute, when analysable. */
  hrBpm: number | null;
}

export async function diaryForReview(db: Database, found: FinishedAnalysis): Promise<DiaryView[]> {
  const result = found.analysis.result as StoredResult;
  const charts = found.analysis.charts as { hrPerMinute: (number | null)[] };
  const durationS = result.totalSamples / result.samplingRate;
  return (await listDiary(db, found.order.id)).map((entry) => {
    const s = secondsIntoRecording(entry, result.startTime);
    const inside = s !== null && s >= 0 && s < durationS;
    return {
      id: entry.id,
      occurredAt: entry.occurredAt.toISOString(),
      symptom: entry.symptom,
      symptomLabel: SYMPTOM_LABELS[entry.symptom] ?? entry.symptom,
      activity: entry.activity,
      activityLabel: ACTIVITY_LABELS[entry.activity] ?? entry.activity,
      note: entry.note,
      atS: inside ? s : null,
      hrBpm: inside ? (charts.hrPerMinute[Math.floor(s / 60)] ?? null) : null,
    };
  });
}
