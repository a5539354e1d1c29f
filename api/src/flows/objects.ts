import { randomUUID } from 'node:crypto';
import { testCreateBodySchema, type FlowNode, type FlowRunObject } from '@vigil/contract';
import { createCaseRunService } from '../caseruns/service';
import type { Db, Queryable } from '../db/connection';
import { raiseIssue } from '../issues/repository';
import type { JobSender } from '../jobs/define-job';
import { runCaseJob } from '../jobs/kinds';
import { createTestService } from '../page-tests/service';
import { enqueueScans } from '../scans/jobs';
import { createScanService } from '../scans/service';
import type { FlowRunRow } from './run-repository';

/**
 * The database as the owning services see it, inside the node's transaction: their own
 * transactions join it. So a node's objects, the usage they count, their jobs and the node's
 * move to `working` commit together or not at all: a retried job finds them made, never twice.
 */
function joined(db: Db, tx: Queryable): Db {
  return {
    ...db,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
  };
}

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

/** Makes what the node does (through the owning services) and queues their jobs, all in `tx`. */
export async function makeObjects(
  db: Db,
  tx: Queryable,
  queue: JobSender | undefined,
  run: FlowRunRow,
  node: FlowNode,
  inputs: FlowRunObject[],
): Promise<FlowRunObject[]> {
  const services = joined(db, tx);
  const data = node.data;
  switch (data.task_type) {
    case 'scan': {
      const made: string[] = [];
      for (const pageId of await pagesFor(tx, run, inputs)) {
        const scans = await createScanService(services).create(run.account_id, { page_id: pageId });
        made.push(...scans.map((scan) => scan.id));
      }
      if (queue) await enqueueScans(queue, made, tx);
      return made.map((id) => working('scan', id));
    }
    case 'test': {
      const made: { id: string; post_scan: string | null }[] = [];
      for (const pageId of await pagesFor(tx, run, inputs)) {
        const body = testCreateBodySchema.parse({ page_id: pageId, threshold: data.threshold });
        made.push(...(await createTestService(services).create(run.account_id, body)));
      }
      if (queue)
        await enqueueScans(
          queue,
          made.flatMap((test) => (test.post_scan ? [test.post_scan] : [])),
          tx,
        );
      return made.map((test) => working('test', test.id));
    }
    case 'caserun': {
      const created = await createCaseRunService(services).create(run.account_id, {
        case_id: data.case_id,
        site_id: run.site_id,
        updates: data.updates,
      });
      if (queue) await runCaseJob.send(queue, { caserunId: created.id }, tx);
      return [working('caserun', created.id)];
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

/** The objects with their current status (scans, tests and case runs move on by themselves). */
export async function refreshObjects(db: Queryable, objects: FlowRunObject[]) {
  const ids = (type: string) => objects.filter((o) => o.type === type).map((o) => o.id);
  const rows = await db.query<{ id: string; status: FlowRunObject['status'] }>(
    `SELECT id::text, CASE WHEN time_completed IS NULL THEN 'working'
       WHEN error IS NOT NULL THEN 'failed' ELSE 'passed' END AS status
     FROM scans WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id::text, status FROM tests WHERE id = ANY($2::uuid[])
     UNION ALL SELECT id::text, status FROM caseruns WHERE id = ANY($3::uuid[])`,
    [ids('scan'), ids('test'), ids('caserun')],
  );
  const now = new Map(rows.map((row) => [row.id, row.status]));
  // A made object deleted meanwhile (retention, its site) counts as failed.
  return objects.map((o) =>
    ['scan', 'test', 'caserun'].includes(o.type)
      ? { ...o, status: now.get(o.id) ?? ('failed' as const) }
      : o,
  );
}
