import { shareInput } from '@heartcheck/contracts/sharing';
import type { BlobStore } from '../../blob/store.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { ApiApp } from '../../http/auth.ts';
import type { Charts } from '@heartcheck/contracts/results';
import {
  pdfResponse,
  restViewer,
  customerName,
  findFinishedAnalysis,
  resultsView,
} from '../results/public.ts';
import {
  cardiacReportPdfOf,
  latestSignedReport,
  loadReportView,
  resultsPdfOf,
  signedReview,
} from '../reviews/public.ts';
import { shareOpener } from './opener.ts';
import { createShareLink, listShareLinks, revokeShareLink } from './service.ts';

/**
 * GP share links: the customer creates, lists and revokes links to one report of their order;
 * anyone holding a live link reads that report (page data and PDF), and each view is recorded.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; config: AppConfig; blobs: BlobStore },
): void {
  const db = deps.db;
  const opener = shareOpener(deps);
  const gone = {
    message: 'This link has expired or been withdrawn. Ask the patient for a new link.',
  };

  app.post('/api/shares', async (c) => {
    const { user, viewer } = await restViewer(c);
    const parsed = shareInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the link details.', issues: parsed.error.issues }, 400);
    const customer = { ...viewer, roles: [] };
    const available =
      parsed.data.report === 'results'
        ? await findFinishedAnalysis(db, parsed.data.orderId, customer)
        : await latestSignedReport(db, parsed.data.orderId, customer);
    if (!available) return c.json({ message: 'Report not found.' }, 404);
    const { link, token } = await createShareLink(db, { ...parsed.data, userId: user.id });
    return c.json(
      {
        id: link.id,
        url: `${deps.config.publicUrl}/share/${token}`,
        token,
        report: link.report,
        expiresAt: link.expiresAt.toISOString(),
      },
      201,
    );
  });

  app.get('/api/shares', async (c) => {
    const { user } = await restViewer(c);
    const orderId = c.req.query('orderId');
    return c.json({
      list: await listShareLinks(
        db,
        user.id,
        orderId && /^[0-9a-f-]{36}$/i.test(orderId) ? orderId : undefined,
      ),
    });
  });

  app.delete('/api/shares/:id', async (c) => {
    const { user } = await restViewer(c);
    return (await revokeShareLink(db, user.id, c.req.param('id') ?? ''))
      ? c.body(null, 204)
      : c.json({ message: 'Link not found.' }, 404);
  });

  app.get('/api/shared/:token', async (c) => {
    const link = await opener.open(c, 'page');
    if (link instanceof Response) return link;
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const owner = { userId: link.userId, roles: [] };
    const patientName = await customerName(db, link.userId);
    // The GP reads the latest signed version, its amendment and urgent flag included.
    const reviewed = await signedReview(db, link.orderId, owner);
    if (!reviewed) return c.json(gone, 404);
    if (link.report === 'results')
      return c.json({
        report: 'results',
        patientName,
        expiresAt: link.expiresAt.toISOString(),
        results: {
          ...resultsView(reviewed),
          charts: { hrPerMinute: (reviewed.found.analysis.charts as Charts).hrPerMinute },
        },
        urgent: reviewed.urgent,
      });
    return c.json({
      report: 'cardiac',
      patientName,
      expiresAt: link.expiresAt.toISOString(),
      cardiacReport: await loadReportView(db, reviewed),
      urgent: reviewed.urgent,
    });
  });

  app.get('/api/shared/:token/report.pdf', async (c) => {
    const link = await opener.open(c, 'pdf');
    if (link instanceof Response) return link;
    const owner = { userId: link.userId, roles: [] };
    const reviewed = await signedReview(db, link.orderId, owner);
    if (!reviewed) return c.json(gone, 404);
    const number = reviewed.found.order.number;
    if (link.report === 'results')
      return pdfResponse(c, await resultsPdfOf(deps, reviewed), `heartcheck-results-${number}.pdf`);
    return pdfResponse(
      c,
      await cardiacReportPdfOf(deps, reviewed),
      `heartcheck-cardiac-report-${number}.pdf`,
    );
  });
}
