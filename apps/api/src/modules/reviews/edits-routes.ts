import { reviewEditInput } from '@heartcheck/contracts/review-edits';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp, type ApiContext } from '../../http/auth.ts';
import { findFinishedAnalysis } from '../results/public.ts';
import { appendEdit, workstationOf } from './edits.ts';
import { ReviewError } from './errors.ts';

/**
 * The cardiologist's workstation (issue 20 items 2, 3, 6): beat templates and episodes with
 * their edits, recomputed figures, the audit and undo/redo. Every call answers with the whole
 * workstation as it now stands, so the screen shows the server's figures after each edit.
 * Any cardiologist may look (reviews.write); only the one reporting on the draft may edit.
 */
export function registerEditRoutes(app: ApiApp, deps: { db: Database; blobs: BlobStore }): void {
  const load = async (c: ApiContext) => {
    const { user } = await requireAllowed(c, 'reviews.write');
    const found = await findFinishedAnalysis(deps.db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    return { user, found };
  };
  const answer = async (c: ApiContext, act?: Parameters<typeof appendEdit>[3]) => {
    const { user, found } = await load(c);
    if (!found) return c.json({ message: 'Review not found.' }, 404);
    try {
      if (act) await appendEdit(deps, found, user, act);
      return c.json(await workstationOf(deps, found, user));
    } catch (error) {
      if (error instanceof ReviewError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  };

  app.get('/api/reviews/:orderId/workstation', (c) => answer(c));

  app.post('/api/reviews/:orderId/edits', async (c) => {
    await requireAllowed(c, 'reviews.write');
    const parsed = reviewEditInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the edit.', issues: parsed.error.issues }, 400);
    return answer(c, parsed.data);
  });

  app.post('/api/reviews/:orderId/edits/undo', (c) => answer(c, { kind: 'undo' }));
  app.post('/api/reviews/:orderId/edits/redo', (c) => answer(c, { kind: 'redo' }));
}
