import type { RunType } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { runFlowNodeJob } from '../jobs/kinds';
import { nodesWaitingOn } from './run-status-repository';

/**
 * A run ended: each flow node waiting on it looks again now rather than at its next safety
 * poll. The woken job only looks (`wake`): it never queues itself again, so a node with many
 * runs keeps one poll behind it however many wake it (flows/engine.ts).
 */
export async function wakeFlowNodes(
  db: Queryable,
  queue: JobSender,
  run: { type: RunType; id: string },
) {
  for (const node of await nodesWaitingOn(db, run))
    await runFlowNodeJob.send(queue, {
      flowrunId: node.flowrun_id,
      nodeId: node.node_id,
      wake: true,
    });
}
