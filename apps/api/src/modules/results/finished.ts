import type { AnalysisRow } from '../analysis/public.ts';
import type { OrderRow } from '../orders/public.ts';
import type { RecordingRow } from '../recordings/public.ts';

/** An order with its newest succeeded analysis and the recording it analysed. */
export interface FinishedAnalysis {
  order: OrderRow;
  recording: RecordingRow;
  analysis: AnalysisRow;
}
