import type { AnalysisRow } from '../analysis/public.ts';
import type { OrderRow } from '../orders/public.ts';
import type { RecordingRow } from '../recordings/public.ts';
import type { RecordingHoldRow } from '../holds/public.ts';

/** An order with its newest succeeded analysis and the recording it analysed. */
export interface FinishedAnalysis {
  order: OrderRow;
  recording: RecordingRow;
  analysis: AnalysisRow;
  /** The short-recording hold of the order, if it has one. */
  hold?: RecordingHoldRow | undefined;
}
