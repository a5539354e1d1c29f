import { runCaseJob } from '../jobs/kinds';
import { byId, type RunKind } from '../runs/run-kind';
import { caseRunStatuses, caseRunWithSite } from './repository';
import { createCaseRunService } from './service';

/** A case run on a site: the case's steps replayed in Chromium by its job. */
export const caseRunKind: RunKind = {
  type: 'caserun',
  unit: 'site',
  usage: 'caseruns',
  async make(db, queue, { accountId, siteId, settings }) {
    const created = await createCaseRunService(db).create(accountId, {
      case_id: settings.caseId!,
      site_id: siteId!,
      updates: settings.updates,
    });
    if (queue) await runCaseJob.send(queue, { caserunId: created.id }, db);
    return [created.id];
  },
  statuses: (db, ids) => byId(caseRunStatuses(db, ids)),
  async facts(db, id) {
    const run = await caseRunWithSite(db, id);
    if (!run) return null;
    return {
      metrics: { caserun_status: run.status },
      subject: `caserun:${run.case_id}:site:${run.site_id}`,
      siteUrl: run.site_url,
      pageUrl: null,
    };
  },
  path: (id) => `/caserun/${id}`,
};
