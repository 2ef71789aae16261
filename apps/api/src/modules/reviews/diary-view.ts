import type { DiaryView } from '@heartcheck/contracts/diary';
import { authorise, type Viewer } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/public.ts';
import {
  ACTIVITY_LABELS,
  listDiary,
  secondsIntoRecording,
  SYMPTOM_LABELS,
} from '../diary/public.ts';
import type { FinishedAnalysis } from '../results/public.ts';

/**
 * The symptom diary beside a recording, for a reader the policy lets read it (auth/authorise.ts
 * `diary.read`: the owner, and the GP through the owner's share link, always; a cardiologist at
 * the review stages; operations staff never), and empty for anyone else: the report, its PDFs
 * and the FHIR export they may read then leave the diary out.
 */
export async function diaryForReview(
  db: Database,
  found: FinishedAnalysis,
  reader: Viewer,
): Promise<DiaryView[]> {
  const { userId: ownerId, status } = found.order;
  if (!authorise(reader, 'diary.read', { ownerId, status })) return [];
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
