import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyses } from '../analysis/public.ts';
import { ReviewError } from './errors.ts';

/**
 * A version is signed on the newest analysis: while the recording is being analysed again (its
 * start time was corrected), signing would put the old analysis's figures under a new signature.
 */
export async function refuseWhileReanalysing(tx: Database, orderId: string): Promise<void> {
  const running = await tx
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.orderId, orderId), inArray(analyses.status, ['queued', 'running'])))
    .limit(1);
  if (running.length)
    throw new ReviewError(
      409,
      'The recording is being analysed again with its corrected start time: sign once the new analysis has finished.',
    );
}
