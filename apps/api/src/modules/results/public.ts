/** The results module's public surface: the only file other modules import. */
export { pdfResponse, restViewer } from './access.ts';
export {
  customerName,
  findFinishedAnalysis,
  readStrip,
  resultsDetail,
  resultsView,
  type FinishedAnalysis,
  type ResultsViewer,
} from './service.ts';
export { eventsOf, summaryFigures, type StoredFindings, type StoredSummary } from './findings.ts';
export { buildResultsPdf, footerNote, header, heading, MUTED, renderPdf, table } from './pdf.ts';
export { gpIdentity, identityLines, patientOf, ukTime, type GpIdentity } from './gp-identity.ts';
