import type { StoredResult } from '../analysis/public.ts';
import { countedSummary, type CountedSummary } from './counted-summary.ts';
import type { FinishedAnalysis } from './finished.ts';

/**
 * One signed version of the cardiologist's report, as every document names it: who signed, when,
 * and why it was amended (versions after the first). Fixed at signing.
 */
export interface SignedVersion {
  id: string;
  version: number;
  signedAt: Date;
  name: string;
  role: string;
  gmc: string;
  findings: string;
  conclusion: string;
  amendmentReason: string | null;
}

/** The cardiologist's urgent flag as documents print it (reason code and its words). */
export interface UrgentShown {
  reason: string;
  label: string;
  /** The cardiologist's words ("other" always has them). */
  note: string;
  flaggedAt: string;
  /** Flagged outside staffed hours: the customer was told to call NHS 111 now. */
  outOfHours: boolean;
}

/**
 * What the documents and screens show of one analysis: the figures with the signed review's edits
 * applied (issue 20, "one truth"). The reviews module builds it (`reviewedResult`) from the
 * version asked for; the results module only renders it, so the results page, the ECG viewer,
 * both PDFs, the share page and FHIR cannot disagree. `signed` is null only for the staff copy
 * of an analysis no cardiologist has signed yet (customers never see one).
 */
export interface Reviewed {
  found: FinishedAnalysis;
  signed: SignedVersion | null;
  /** Every signed version of the order, newest first (earlier ones stay retrievable). */
  versions: SignedVersion[];
  /** Event keys ("<kind>-<startSample>") the signed version called artefact. */
  artefacts: ReadonlySet<string>;
  /** The Holter summary as counted after the edits. */
  summary: CountedSummary;
  urgent: UrgentShown | null;
}

/**
 * The engine's figures with no review applied: the cardiologist's own review screen, and the
 * staff copy before signing.
 */
export function unreviewed(found: FinishedAnalysis): Reviewed {
  return {
    found,
    signed: null,
    versions: [],
    artefacts: new Set(),
    summary: countedSummary(found.analysis.result as StoredResult),
    urgent: null,
  };
}

/** A version after the first is an amendment of the one before. */
export function isAmended(signed: SignedVersion | null): boolean {
  return signed !== null && signed.version > 1;
}
