/** The reviews module's public surface: the only file other modules import. */
export { cardiacReports } from './schema.ts';
export { cardiacReportPdf } from './pdf.ts';
export { diaryForReview, latestSignedReport, reportView } from './service.ts';
