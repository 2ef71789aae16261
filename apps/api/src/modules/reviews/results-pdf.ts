import type { Viewer } from '../../auth/authorise.ts';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { buildResultsPdf, type Reviewed } from '../results/public.ts';
import { diaryForReview } from './diary-view.ts';
import { diaryStrips, drawDiary } from './diary-pdf.ts';
import type { StoredResult } from '../analysis/public.ts';
import { drawRecorderEvents } from './recorder-events-pdf.ts';

/**
 * The results report PDF of the version `reviewed` shows, with the symptom diary and the ECG at
 * each entry after the figures where `reader` may read the diary (the customer's, the GP's and the
 * cardiologist's copy; not operations staff's), then the events the recorder marked in the file.
 */
export async function resultsPdfOf(
  deps: { db: Database; blobs: BlobStore },
  reviewed: Reviewed,
  reader: Viewer,
): Promise<Buffer> {
  const diary = await diaryStrips(
    deps.blobs,
    reviewed.found,
    await diaryForReview(deps.db, reviewed.found, reader),
  );
  const result = reviewed.found.analysis.result as StoredResult;
  const recording = {
    startTime: result.startTime,
    durationS: result.totalSamples / result.samplingRate,
  };
  return buildResultsPdf(deps, reviewed, (doc) => {
    drawDiary(doc, diary);
    drawRecorderEvents(doc, reviewed.found.recording.recorderEvents, recording);
  });
}
