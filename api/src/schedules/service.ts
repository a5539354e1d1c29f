import { randomUUID } from 'node:crypto';
import {
  scheduleShapeProblem,
  type PageQuery,
  type Schedule,
  type ScheduleCost,
  type ScheduleCreateBody,
  type ScheduleRun,
  type ScheduleUpdateBody,
} from '@vigil/contract';
import { assertWithinLimit } from '../billing/limits';
import type { Db, Queryable } from '../db/connection';
import { badRequest, orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { JobSender } from '../jobs/define-job';
import type { RunKinds } from '../runs/run-kind';
import { findAccount, limitsOf, lockAccount } from '../teams/repository';
import { fireRun, insertManualRun, unitsOf } from './fire';
import { checkCron, nextRun, runsWithin } from './next-runs';
import * as schedules from './repository';

export type ScheduleService = ReturnType<typeof createScheduleService>;

/**
 * The whole schedule checked: its shape first, as the contract words it (the form checks the
 * same before asking for a cost), then its cron, and that its resources, case, flow and alert are
 * the caller's team's. Each refusal is a 400 naming the field.
 */
async function checkedFields(
  db: Queryable,
  accountId: string,
  body: ScheduleUpdateBody & Pick<ScheduleCreateBody, 'scope' | 'task_type' | 'time' | 'timezone'>,
): Promise<schedules.ScheduleFields> {
  const shape = scheduleShapeProblem(body);
  if (shape) throw badRequest(shape.message, shape.field);
  const frequency = body.frequency ?? null;
  const cron = body.cron ? checkCron(body.cron) : null;
  const resources = [...new Set(body.resources ?? [])];
  if (body.scope !== 'account') {
    const table = body.scope === 'site' ? 'sites' : 'pages';
    if ((await schedules.countTeams(db, table, resources, accountId)) !== resources.length) {
      throw badRequest(`every resource must be one of your team's ${table}`, 'resources');
    }
  }
  const caseId = body.task_type === 'caserun' ? (body.case_id ?? null) : null;
  if (caseId && !(await schedules.isTeams(db, 'cases', caseId, accountId))) {
    throw badRequest("case_id is not one of your team's cases", 'case_id');
  }
  const flowId = body.task_type === 'flowrun' ? (body.flow_id ?? null) : null;
  if (flowId && !(await schedules.isTeams(db, 'flows', flowId, accountId))) {
    throw badRequest("flow_id is not one of your team's flows", 'flow_id');
  }
  const alertId = body.alert_id ?? null;
  if (alertId && !(await schedules.isTeams(db, 'alerts', alertId, accountId))) {
    throw badRequest("alert_id is not one of your team's alerts", 'alert_id');
  }
  return {
    scope: body.scope,
    resources,
    task_type: body.task_type,
    case_id: caseId,
    flow_id: flowId,
    frequency,
    cron,
    time: body.time,
    timezone: body.timezone,
    status: body.status ?? 'Active',
    alert_id: alertId,
    managed_by: body.managed_by ?? null,
  };
}

/** The fields that decide when a schedule runs. */
const TIMING = ['frequency', 'cron', 'time', 'timezone', 'status'] as const;

/** When an active schedule (`key` its id) is next due (none while paused). */
const dueAfter = (fields: schedules.ScheduleFields, anchor: Date, key: string) =>
  fields.status === 'Active' ? nextRun({ ...fields, anchor, key }, new Date()) : null;

export function createScheduleService(db: Db, queue: JobSender | undefined, kinds: RunKinds) {
  const owned = async (accountId: string, id: string) =>
    orNotFound(await schedules.findSchedule(db, accountId, id));

  return {
    /** Creates a schedule; past the plan's schedules_allowed 426 `max schedules reached`. */
    async create(accountId: string, body: ScheduleCreateBody): Promise<Schedule> {
      const fields = await checkedFields(db, accountId, body);
      const row = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        assertWithinLimit(account, 'schedule', await schedules.countSchedules(tx, accountId));
        await schedules.addScheduleUsage(tx, accountId);
        // The id is chosen here: the 10-min and 30-min presets' offset comes from it.
        const id = randomUUID();
        return schedules.insertSchedule(
          tx,
          id,
          accountId,
          fields,
          dueAfter(fields, new Date(), id),
        );
      });
      return schedules.toSchedule(db, row);
    },

    /** How much the schedule would use in 30 days against the plan, without saving it. */
    async preview(accountId: string, body: ScheduleCreateBody): Promise<ScheduleCost> {
      const fields = await checkedFields(db, accountId, body);
      const units = (await unitsOf(db, kinds, { ...fields, account_id: accountId })).length;
      // Not saved, so no id yet: a preset's offset moves its runs, not how many there are.
      const runs = runsWithin({ ...fields, anchor: new Date(), key: '' }, new Date(), 30);
      const usage = kinds[fields.task_type].usage;
      const allowance = limitsOf((await findAccount(db, accountId))!)[`${usage}_allowed`];
      const perMonth = runs * units;
      return {
        usage,
        runs_per_month: runs,
        units_per_run: units,
        per_month: perMonth,
        allowance,
        over_allowance: allowance > 0 && perMonth > allowance,
      };
    },

    async get(accountId: string, id: string): Promise<Schedule> {
      return schedules.toSchedule(db, await owned(accountId, id));
    },

    async list(accountId: string, query: PageQuery): Promise<Rows<Schedule>> {
      const { count, rows } = await schedules.listSchedules(
        db,
        accountId,
        query.limit,
        query.offset,
      );
      return { count, rows: await Promise.all(rows.map((row) => schedules.toSchedule(db, row))) };
    },

    /** Changes any fields; the result is checked whole and the next run recomputed. */
    async update(accountId: string, id: string, body: ScheduleUpdateBody): Promise<Schedule> {
      const current = await owned(accountId, id);
      const merged = { ...current, ...body };
      // Switching between frequency and cron: the one given replaces the other.
      if (body.cron) merged.frequency = body.frequency ?? null;
      if (body.frequency) merged.cron = body.cron ?? null;
      // The screens never send it: absent keeps the mark `vigil deploy` set.
      merged.managed_by = body.managed_by === undefined ? current.managed_by : body.managed_by;
      const fields = await checkedFields(db, accountId, merged);
      // New timing (or a resume) counts from now; any other edit keeps the slot already due.
      const retimed = TIMING.some((field) => fields[field] !== current[field]);
      const row = await schedules.updateSchedule(
        db,
        id,
        fields,
        retimed ? dueAfter(fields, current.time_created, current.id) : 'keep',
      );
      return schedules.toSchedule(db, row);
    },

    async remove(accountId: string, id: string) {
      await owned(accountId, id);
      await schedules.deleteSchedule(db, accountId, id);
      return { success: true };
    },

    /** Run now: fires every unit at once, recorded as a manual run. */
    async runNow(accountId: string, id: string): Promise<ScheduleRun> {
      const row = await owned(accountId, id);
      const run = await insertManualRun(db, row.id);
      return schedules.toScheduleRun(await fireRun({ db, queue, kinds }, run.id));
    },
  };
}
