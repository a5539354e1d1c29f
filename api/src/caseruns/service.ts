import {
  caseRunSchema,
  caseStepSchema,
  type CaseRun,
  type CaseRunCreateBody,
  type CaseStep,
  type PageQuery,
} from '@vigil/contract';
import { z } from 'zod';
import { assertWithinLimit, recordOverage } from '../billing/limits';
import { addUsage } from '../billing/repository';
import { findCase } from '../cases/repository';
import type { Db } from '../db/connection';
import { badRequest, notFound } from '../http/errors';
import { answerable } from '../http/list-rows';
import type { Rows } from '../http/pagination';
import type { JobSender } from '../jobs/define-job';
import { runCaseJob } from '../jobs/kinds';
import { lockAccount } from '../teams/repository';
import * as caseruns from './repository';
import { pendingSteps } from '../steps/runner';

export type CaseRunService = ReturnType<typeof createCaseRunService>;

/**
 * The steps this run replays: the case's, each checked by the contract's schema (a stored step
 * of an unknown action answers 400 naming it), with `updates` replacing values by index.
 */
export function stepsToRun(stored: unknown[], updates: CaseRunCreateBody['updates']): CaseStep[] {
  const parsed = z.array(caseStepSchema).safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [index, ...rest] = issue.path;
    throw badRequest(
      `step ${Number(index) + 1}: ${rest.join('.')} ${issue.message}`,
      `steps.${issue.path.join('.')}`,
    );
  }
  const steps = parsed.data;
  for (const update of updates ?? []) {
    const step = steps[update.index];
    if (!step)
      throw badRequest(`the case has no step ${update.index} (it has ${steps.length})`, 'updates');
    steps[update.index] = { ...step, action: { ...step.action, value: update.value } };
  }
  return steps;
}

export function createCaseRunService(db: Db, queue?: JobSender) {
  async function assertSite(accountId: string, siteId: string) {
    if (!(await caseruns.siteIsTeams(db, accountId, siteId))) throw notFound();
  }

  return {
    /**
     * Creates a working run of the case on the site and queues its job. Counted in the month's
     * `caseruns` usage: over the plan's limit 426 `max caseruns reached`, cloud bills overage.
     * Another team's case or site answers 404.
     */
    async create(accountId: string, body: CaseRunCreateBody): Promise<CaseRun> {
      const testCase = await findCase(db, accountId, body.case_id);
      if (!testCase) throw notFound();
      await assertSite(accountId, body.site_id);
      const steps = stepsToRun(testCase.steps, body.updates);
      if (steps.length === 0) throw badRequest('the case has no steps', 'case_id');
      const row = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const { overage } = assertWithinLimit(account, 'caserun');
        const inserted = await caseruns.insertCaseRun(tx, {
          accountId,
          caseId: testCase.id,
          siteId: body.site_id,
          caseSteps: steps,
          steps: pendingSteps(steps.length),
          continueOnFailure: body.continue_on_failure ?? false,
          baseUrl: body.base_url === undefined ? null : new URL(body.base_url).origin,
        });
        await addUsage(tx, accountId, 'usage_caseruns', 1);
        if (overage) await recordOverage(tx, accountId);
        return inserted;
      });
      if (queue) await runCaseJob.send(queue, { caserunId: row.id });
      return caseruns.toCaseRun(row);
    },

    async get(accountId: string, id: string): Promise<CaseRun> {
      const row = await caseruns.findCaseRun(db, id, accountId);
      if (!row) throw notFound();
      // A run of a case stored over a case's limits (issue 42) copied its steps: 409, not 500.
      return answerable(
        caseRunSchema,
        caseruns.toCaseRun(row),
        (what) => `This case run was made from steps a case cannot hold (${what}): delete it.`,
      );
    },

    async list(
      accountId: string,
      query: PageQuery & { case_id?: string | undefined; site_id?: string | undefined },
    ): Promise<Rows<CaseRun>> {
      if (query.case_id && !(await findCase(db, accountId, query.case_id))) throw notFound();
      if (query.site_id) await assertSite(accountId, query.site_id);
      const filter = { accountId, caseId: query.case_id, siteId: query.site_id };
      const { count, rows } = await caseruns.listCaseRuns(db, filter, query);
      return { count, rows: rows.map(caseruns.toCaseRun) };
    },
  };
}
