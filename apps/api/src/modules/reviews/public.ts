/** The reviews module's public surface: the only file other modules import. */
export { cardiacReportEpisodes, cardiacReports } from './schema.ts';
export { cardiacReportPdfOf } from './report-pdf.ts';
export { fhirExportOf } from './fhir-export.ts';
export { resultsPdfOf } from './results-pdf.ts';
export { latestSignedReport } from './service.ts';
export { signMail } from './sign-mail.ts';
export { loadReportView } from './report-view.ts';
export {
  applyEdits,
  reviewedResult,
  signedReview,
  type ReviewEdits,
  type ReviewedVersion,
} from './reviewed-result.ts';
export { reviewedResultOf } from './edits.ts';
