import { runCaseJob } from '../jobs/kinds';
import { byId, siteRunFacts, type RunKind } from '../runs/run-kind';
import { caseRunStatuses } from './repository';
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
  facts: (db, id) => siteRunFacts(db, 'caserun', 'case_id', id),
  path: (id) => `/caserun/${id}`,
};
