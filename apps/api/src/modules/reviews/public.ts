/** The reviews module's public surface: the only file other modules import. */
export { cardiacReportEpisodes, cardiacReports } from './schema.ts';
export { cardiacReportPdfOf } from './report-pdf.ts';
export { latestSignedReport } from './service.ts';
export { loadReportView } from './report-view.ts';
export { reviewedResultOf } from './edits.ts';
