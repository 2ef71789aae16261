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
export {
  buildResultsPdf,
  footerNote,
  header,
  heading,
  renderPdf,
  reportTop,
  table,
  wearTable,
  type ReportTop,
} from './pdf.ts';
export { wearPerDay } from './wear-days.ts';
export { MUTED } from './pdf-colours.ts';
export { resultsFhirBundle } from './fhir.ts';
export { gpIdentity, identityLines, patientOf, ukTime, type GpIdentity } from './gp-identity.ts';
export { unreviewed, type Reviewed, type SignedVersion } from './reviewed.ts';
export { summaryLine } from './headline.ts';
export { amendedLine, urgentLine, urgentNotice, urgentShown } from './document-lines.ts';
export { analysableSummary, analysableText, START_UNKNOWN_TEXT } from './analysable.ts';
export { BEAT_TIMES_NOTICE, beatTimesNotice } from './beat-times-notice.ts';
