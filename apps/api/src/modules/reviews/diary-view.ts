import type { DiaryView } from '@heartcheck/contracts/diary';
import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/public.ts';
import {
  ACTIVITY_LABELS,
  listDiary,
  secondsIntoRecording,
  SYMPTOM_LABELS,
} from '../diary/public.ts';
import type { FinishedAnalysis } from '../results/public.ts';

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
