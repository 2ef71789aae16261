import type { Viewer } from '../../auth/authorise.ts';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { gpIdentity, resultsFhirBundle } from '../results/public.ts';
import { resultsPdfOf } from './results-pdf.ts';
import { cardiacReportPdfOf } from './report-pdf.ts';
import type { ReviewedVersion } from './reviewed-result.ts';

/**
 * The FHIR export of one signed version: its figures, its signer as resultsInterpreter, status
 * "amended" from version 2, and both PDFs of that version attached (the results report and the
 * signed cardiac report, issue 21).
 */
export async function fhirExportOf(
  deps: { db: Database; blobs: BlobStore; publicUrl: string },
  reviewed: ReviewedVersion,
  reader: Viewer,
): Promise<Record<string, unknown>> {
  return resultsFhirBundle(
    reviewed.found,
    await resultsPdfOf(deps, reviewed, reader),
    deps.publicUrl,
    await gpIdentity(deps.db, reviewed.found, reviewed.signed),
    {
      reviewed,
      cardiacPdf: reviewed.signed ? await cardiacReportPdfOf(deps, reviewed, reader) : undefined,
    },
  );
}
