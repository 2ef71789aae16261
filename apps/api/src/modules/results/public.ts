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
export { eventsOf, summaryFigures } from './findings.ts';
export type { StoredFindings, StoredSummary } from './stored.ts';
export { countedSummary, type CountedSummary } from './counted-summary.ts';
export { EPISODE_KINDS, RHYTHM_TYPES, type RhythmFindings } from './episode-kinds.ts';
export { buildResultsPdf, footerNote, header, heading, MUTED, renderPdf, table } from './pdf.ts';
export {
  gpIdentity,
  identityLines,
  patientOf,
  signedArtefacts,
  ukTime,
  type GpIdentity,
} from './gp-identity.ts';
export { analysableSummary, analysableText, START_UNKNOWN_TEXT } from './analysable.ts';
