import { byId, type RunKind } from '../runs/run-kind';
import { flowRunStatuses, flowRunWithSite } from './run-status-repository';
import { startFlowRun } from './run-service';

/** A flow run on a site: its start node queued with the run (flows/engine.ts runs the rest). */
export const flowRunKind: RunKind = {
  type: 'flowrun',
  unit: 'site',
  usage: 'flowruns',
  async make(db, queue, { accountId, siteId, settings }) {
    return [
      await startFlowRun(db, queue, accountId, { flow_id: settings.flowId!, site_id: siteId! }),
    ];
  },
  statuses: (db, ids) => byId(flowRunStatuses(db, ids)),
  async facts(db, id) {
    const run = await flowRunWithSite(db, id);
    if (!run) return null;
    return {
      metrics: { flowrun_status: run.status },
      subject: `flowrun:${run.flow_id}:site:${run.site_id}`,
      siteUrl: run.site_url,
      pageUrl: null,
    };
  },
  path: (id) => `/flowrun/${id}`,
};
