import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { buildResultsPdf, type Reviewed } from '../results/public.ts';
import { diaryForReview } from './diary-view.ts';
import { diaryStrips, drawDiary } from './diary-pdf.ts';

/**
 * The results report PDF of the version `reviewed` shows, with the symptom diary and the ECG at
 * each entry after the figures (the customer's, the staff's and the GP's copy alike).
 */
export async function resultsPdfOf(
  deps: { db: Database; blobs: BlobStore },
  reviewed: Reviewed,
): Promise<Buffer> {
  const diary = await diaryStrips(
    deps.blobs,
    reviewed.found,
    await diaryForReview(deps.db, reviewed.found),
  );
  return buildResultsPdf(deps, reviewed, (doc) => drawDiary(doc, diary));
}
