import type { HolterSummary } from '@heartcheck/ecg/types';
import type { StoredResult } from '../analysis/public.ts';

/** Parts of the summary the engine added with beat classes (issue 10). */
type ClassParts =
  | 'af'
  | 'ventricular'
  | 'supraventricular'
  | 'bigeminy'
  | 'trigeminy'
  | 'unanalysable'
  | 'beatClasses';

/**
 * A stored summary: results analysed before beats were classified lack the class parts, and so
 * does a beat-time file whose beats carry no class (`ectopyUnknown`: its beats were all taken as
 * normal, so ectopy counts would read as "none" when nothing is known; analysis/run-beat-times.ts).
 */
export type StoredSummary = Omit<HolterSummary, ClassParts> &
  Partial<Pick<HolterSummary, ClassParts>> & { ectopyUnknown?: boolean };

/** A stored result as read back from the database, old or new. */
export type StoredFindings = Pick<StoredResult, 'samplingRate'> & {
  summary: StoredSummary;
  rhythm?: StoredResult['rhythm'];
};
