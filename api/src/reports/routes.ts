import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { PdfRenderer } from './pdf-renderer';
import { loadReportData, reportFilename } from './report-data';
import { reportHtml } from './report-html';

/** GET /v1/ops/page/{id}/report.pdf: the page's printable report, for its team only (else 404). */
export function reportRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  db: Db,
  chromiumPath: string,
) {
  const renderer = new PdfRenderer(chromiumPath);
  app.addHook('onClose', () => renderer.close());

  route(app, callers, endpoints.getPageReportPdf, async ({ caller, params, reply }) => {
    const data = await loadReportData(db, caller.accountId, params.id);
    const pdf = await renderer.render(reportHtml(data));
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${reportFilename(data.page.page_url, data.generatedAt)}"`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
