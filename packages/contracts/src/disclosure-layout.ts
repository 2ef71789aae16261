/**
 * The full disclosure's page layout and beat labels (issue 20), shared by the API and the web
 * app. No dependencies, so the web app may import them at run time.
 */

/** One row is one minute of recording, as on a Holter full-disclosure printout. */
export const DISCLOSURE_ROW_SECONDS = 60;
/** Thirty rows a page: half an hour, 144 pages for 72 hours. */
export const DISCLOSURE_ROWS_PER_PAGE = 30;

/** Beat labels on the full disclosure: the engine's AAMI classes and artefact. */
export const DISCLOSURE_LABELS = ['N', 'S', 'V', 'F', 'Q', 'A'] as const;
export type DisclosureLabel = (typeof DISCLOSURE_LABELS)[number];
