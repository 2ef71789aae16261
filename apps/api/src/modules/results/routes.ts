import { and, eq, inArray } from 'drizzle-orm';
import type { ApiApp, AppDeps } from '../../http/app.ts';
import { pipelineOf } from '../../jobs/runtime.ts';
import type { Charts } from '../analysis/run.ts';
import { orders } from '../orders/schema.ts';
import { pdfResponse, restViewer } from './access.ts';
import { resultsFhirBundle } from './fhir.ts';
import { resultsPdf } from './pdf.ts';
import {
  customerName,
  findFinishedAnalysis,
  listFinishedForCustomer,
  MAX_STRIP_SECONDS,
  readStrip,
  resultsDetail,
  resultsView,
  type FinishedAnalysis,
} from './service.ts';

export async function buildResultsPdf(deps: AppDeps, found: FinishedAnalysis): Promise<Buffer> {
  return resultsPdf({
    view: resultsView(found),
    charts: found.analysis.charts as Charts,
    customerName: await customerName(deps.database.db, found.order.userId),
    generatedAt: new Date(),
  });
}

/**
 * The customer's results (their own orders once results are ready) and the same data for staff.
 * Another customer's order answers 404, exactly like one that does not exist.
 */
export function registerRoutes(app: ApiApp, deps: AppDeps): void {
  const db = deps.database.db;
  const notFound = { message: 'Results not found.' };

  app.get('/api/results', async (c) => {
    const { user } = await restViewer(c, db);
    const list = await listFinishedForCustomer(db, user.id);
    const pending = await db
      .select({ orderId: orders.id, orderNumber: orders.number, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, ['received', 'analysing'])));
    return c.json({ list: list.map(resultsView), pending });
  });

  app.get('/api/results/:orderId', async (c) => {
    const { viewer } = await restViewer(c, db);
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', viewer);
    return found ? c.json(resultsDetail(found)) : c.json(notFound, 404);
  });

  app.get('/api/results/:orderId/strip', async (c) => {
    const { viewer } = await restViewer(c, db);
    const fromS = Number(c.req.query('fromS') ?? 0);
    const durationS = Number(c.req.query('durationS') ?? 10);
    if (
      !Number.isFinite(fromS) ||
      fromS < 0 ||
      !Number.isFinite(durationS) ||
      durationS <= 0 ||
      durationS > MAX_STRIP_SECONDS
    )
      return c.json(
        {
          message: `Ask for 0 to ${MAX_STRIP_SECONDS} seconds from a time at or after 0: ?fromS=…&durationS=….`,
        },
        400,
      );
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', viewer);
    if (!found) return c.json(notFound, 404);
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(await readStrip(pipelineOf(deps.database).blobs, found, fromS, durationS));
  });

  app.get('/api/results/:orderId/report.pdf', async (c) => {
    const { viewer } = await restViewer(c, db);
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', viewer);
    if (!found) return c.json(notFound, 404);
    return pdfResponse(
      c,
      await buildResultsPdf(deps, found),
      `heartcheck-results-${found.order.number}.pdf`,
    );
  });

  app.get('/api/results/:orderId/fhir', async (c) => {
    const { viewer } = await restViewer(c, db);
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', viewer);
    if (!found) return c.json(notFound, 404);
    const bundle = resultsFhirBundle(
      found,
      await buildResultsPdf(deps, found),
      deps.config.publicUrl,
      await customerName(db, found.order.userId),
    );
    return c.body(JSON.stringify(bundle, null, 2), 200, {
      'Content-Type': 'application/fhir+json; charset=utf-8',
      'Content-Disposition': `attachment; filename="heartcheck-results-${found.order.number}.fhir.json"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
