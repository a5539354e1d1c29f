import { randomUUID } from 'node:crypto';
import type { FlowNode, FlowRunObject } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { joined } from '../db/joined';
import { raiseIssue } from '../issues/repository';
import type { JobSender } from '../jobs/define-job';
import { runKindOf, type RunKinds } from '../runs/run-kind';
import type { FlowRunRow } from './run-repository';

/**
 * The pages a scan or test node works on: those of the scans and tests that came into it, or
 * (at the start, or after a node without pages) every page of the run's site.
 */
async function pagesFor(tx: Queryable, run: FlowRunRow, inputs: FlowRunObject[]) {
  const ids = (type: string) => inputs.filter((o) => o.type === type).map((o) => o.id);
  if (ids('scan').length + ids('test').length > 0) {
    const rows = await tx.query<{ page_id: string }>(
      `SELECT DISTINCT p.id AS page_id, p.page_url FROM pages p
       WHERE p.site_id = $3 AND p.id IN (SELECT page_id FROM scans WHERE id = ANY($1::uuid[])
         UNION SELECT page_id FROM tests WHERE id = ANY($2::uuid[]))
       ORDER BY p.page_url`,
      [ids('scan'), ids('test'), run.site_id],
    );
    return rows.map((row) => row.page_id);
  }
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM pages WHERE site_id = $1 ORDER BY page_url COLLATE "C", id',
    [run.site_id],
  );
  return rows.map((row) => row.id);
}

const working = (type: FlowRunObject['type'], id: string): FlowRunObject => ({
  type,
  id,
  status: 'working',
});

/** Makes what the node does (through the run kinds) and queues their jobs, all in `tx`. */
export async function makeObjects(
  { db, queue, kinds }: { db: Db; queue: JobSender | undefined; kinds: RunKinds },
  tx: Queryable,
  run: FlowRunRow,
  node: FlowNode,
  inputs: FlowRunObject[],
): Promise<FlowRunObject[]> {
  const data = node.data;
  switch (data.task_type) {
    case 'scan':
    case 'test':
    case 'caserun': {
      const kind = kinds[data.task_type];
      const ids = await kind.make(joined(db, tx), queue, {
        accountId: run.account_id,
        siteId: run.site_id,
        pageIds: kind.unit === 'page' ? await pagesFor(tx, run, inputs) : [],
        settings: {
          threshold: data.task_type === 'test' ? data.threshold : undefined,
          caseId: data.task_type === 'caserun' ? data.case_id : undefined,
          updates: data.task_type === 'caserun' ? data.updates : undefined,
        },
      });
      return ids.map((id) => working(data.task_type, id));
    }
    case 'issue': {
      const links = inputs.map((o) => `- ${o.type} ${o.id}: ${o.status}`).join('\n');
      const issue = await raiseIssue(tx, {
        accountId: run.account_id,
        // One issue per flow node and site: the next run updates it rather than adding one.
        fingerprint: `flow:${run.flow_id}:${node.id}:${run.site_id}`,
        title: data.title,
        details: `${data.details}\n\nRaised by the flow run ${run.id} on ${run.site_url}.${links ? `\n\n${links}` : ''}`,
        trigger: { type: 'site', id: run.site_id },
        affected: { type: 'site', id: run.site_id, str: run.site_url },
        labels: ['flow'],
      });
      return [{ type: 'issue', id: issue.id, status: 'passed' }];
    }
    case 'email':
    case 'slack':
    case 'webhook':
      // Recorded before it is sent: the delivery's id is what the receiver can deduplicate by.
      return [working('delivery', randomUUID())];
    case 'wait':
      // A wait passes on what it received.
      return inputs;
  }
}

/** The objects with their current status (runs move on by themselves; the rest stays). */
export async function refreshObjects(db: Queryable, kinds: RunKinds, objects: FlowRunObject[]) {
  const now = new Map<string, FlowRunObject['status']>();
  for (const type of new Set(objects.map((o) => o.type))) {
    const kind = runKindOf(kinds, type);
    const ids = objects.filter((o) => o.type === type).map((o) => o.id);
    if (kind) for (const [id, status] of await kind.statuses(db, ids)) now.set(id, status);
  }
  // A made run deleted meanwhile (retention, its site) counts as failed.
  return objects.map((o) =>
    runKindOf(kinds, o.type) ? { ...o, status: now.get(o.id) ?? ('failed' as const) } : o,
  );
}
