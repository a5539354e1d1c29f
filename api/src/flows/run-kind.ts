import { byId, siteRunFacts, type RunKind } from '../runs/run-kind';
import { flowRunStatuses } from './run-status-repository';
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
  facts: (db, id) => siteRunFacts(db, 'flowrun', 'flow_id', id),
  path: (id) => `/flowrun/${id}`,
};
