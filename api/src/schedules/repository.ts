import type { RunType, Schedule, ScheduleFrequency, ScheduleRun } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { deleteTeamRow, findTeamRow, isTeamRow } from '../db/repository-team-rows';
import { newestFirst } from '../db/repository-pages';
import { nextRuns } from './next-runs';

export interface ScheduleRow {
  id: string;
  account_id: string;
  scope: 'account' | 'site' | 'page';
  resources: string[];
  task_type: RunType;
  case_id: string | null;
  flow_id: string | null;
  frequency: ScheduleFrequency | null;
  cron: string | null;
  time: string;
  timezone: string;
  status: 'Active' | 'Paused';
  alert_id: string | null;
  next_run_at: Date | null;
  time_last_run: Date | null;
  time_created: Date;
  managed_by: string | null;
}

export interface ScheduleRunRow {
  id: string;
  schedule_id: string;
  due_at: Date;
  time_fired: Date;
  late: boolean;
  manual: boolean;
  outcome: ScheduleRun['outcome'] | 'pending';
  objects: ScheduleRun['objects'];
  skipped: number;
  error: string | null;
}

/** The stored fields a caller sets (the rest are the scheduler's). */
export type ScheduleFields = Pick<
  ScheduleRow,
  | 'scope'
  | 'resources'
  | 'task_type'
  | 'case_id'
  | 'flow_id'
  | 'frequency'
  | 'cron'
  | 'time'
  | 'timezone'
  | 'status'
  | 'alert_id'
> & { managed_by?: string | null };

const FIELDS = [
  'scope',
  'resources',
  'task_type',
  'case_id',
  'flow_id',
  'frequency',
  'cron',
  'time',
  'timezone',
  'status',
  'alert_id',
  'managed_by',
] as const;

const valuesOf = (fields: ScheduleFields) =>
  FIELDS.map((field) =>
    field === 'resources' ? JSON.stringify(fields[field]) : (fields[field] ?? null),
  );

/** Inserts under `id`, chosen by the caller: the first next run is computed from it. */
export async function insertSchedule(
  db: Queryable,
  id: string,
  accountId: string,
  fields: ScheduleFields,
  nextRunAt: Date | null,
) {
  const [row] = await db.query<ScheduleRow>(
    `INSERT INTO schedules (id, account_id, ${FIELDS.join(', ')}, next_run_at)
     VALUES ($1, $2, ${FIELDS.map((_, i) => `$${i + 3}`).join(', ')}, $${FIELDS.length + 3})
     RETURNING *`,
    [id, accountId, ...valuesOf(fields), nextRunAt],
  );
  return row!;
}

/**
 * Saves the fields; `nextRunAt` 'keep' leaves the slot the scheduler is counting down to alone
 * (an edit that does not touch the timing must not skip or repeat a run).
 */
export async function updateSchedule(
  db: Queryable,
  id: string,
  fields: ScheduleFields,
  nextRunAt: Date | null | 'keep',
) {
  const sets = FIELDS.map((field, i) => `${field} = $${i + 2}`);
  if (nextRunAt !== 'keep') sets.push(`next_run_at = $${FIELDS.length + 2}`);
  const [row] = await db.query<ScheduleRow>(
    `UPDATE schedules SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...valuesOf(fields), ...(nextRunAt === 'keep' ? [] : [nextRunAt])],
  );
  return row!;
}

export const findSchedule = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<ScheduleRow>(db, 'schedules', accountId, id);

export async function listSchedules(
  db: Queryable,
  accountId: string,
  limit: number,
  offset: number,
) {
  const match = { account_id: accountId };
  return newestFirst<ScheduleRow>(db, { table: 'schedules', match }, { limit, offset });
}

export async function lastRunOf(db: Queryable, scheduleId: string) {
  const [row] = await db.query<ScheduleRunRow>(
    `SELECT * FROM schedule_runs WHERE schedule_id = $1 AND outcome <> 'pending'
     ORDER BY time_fired DESC, id DESC LIMIT 1`,
    [scheduleId],
  );
  return row ?? null;
}

export const toScheduleRun = (row: ScheduleRunRow): ScheduleRun => ({
  due_at: row.due_at.toISOString(),
  time_fired: row.time_fired.toISOString(),
  late: row.late,
  manual: row.manual,
  outcome: row.outcome === 'pending' ? 'failed' : row.outcome,
  objects: row.objects,
  skipped: row.skipped,
  error: row.error,
});

/** The next three runs from now; none when the timing cannot be computed (never a 500). */
function upcoming(timing: Parameters<typeof nextRuns>[0]) {
  try {
    return nextRuns(timing, new Date(), 3).map((date) => date.toISOString());
  } catch {
    return [];
  }
}

/** The API shape: resources with their URLs, the next three runs, the last run. */
export async function toSchedule(db: Queryable, row: ScheduleRow): Promise<Schedule> {
  const resources = await db.query<{ id: string; type: 'site' | 'page'; str: string }>(
    `SELECT id, 'site' AS type, site_url AS str FROM sites WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id, 'page' AS type, page_url AS str FROM pages WHERE id = ANY($1::uuid[])`,
    [row.resources],
  );
  const last = await lastRunOf(db, row.id);
  const timing = { ...row, anchor: row.time_created, key: row.id };
  return {
    id: row.id,
    scope: row.scope,
    resources,
    task_type: row.task_type,
    case_id: row.case_id,
    flow_id: row.flow_id,
    frequency: row.frequency,
    cron: row.cron,
    time: row.time,
    timezone: row.timezone,
    status: row.status,
    alert_id: row.alert_id,
    time_last_run: row.time_last_run?.toISOString() ?? null,
    next_runs: row.status === 'Active' && row.next_run_at ? upcoming(timing) : [],
    last_run: last ? toScheduleRun(last) : null,
    time_created: row.time_created.toISOString(),
    managed_by: row.managed_by,
  };
}

/** Whether the row `id` of `table` (a fixed name, never input) is the team's. */
export const isTeams = (
  db: Queryable,
  table: 'cases' | 'flows' | 'alerts',
  id: string,
  accountId: string,
) => isTeamRow(db, table, accountId, id);

/** Of these sites or pages, how many are the team's. */
export async function countTeams(
  db: Queryable,
  table: 'sites' | 'pages',
  ids: string[],
  accountId: string,
) {
  const found = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::uuid[]) AND account_id = $2`,
    [ids, accountId],
  );
  return found.length;
}

export async function countSchedules(db: Queryable, accountId: string): Promise<number> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM schedules WHERE account_id = $1',
    [accountId],
  );
  return count;
}

/** Counts one more schedule made this period (the plan limits how many). */
export async function addScheduleUsage(db: Queryable, accountId: string) {
  await db.query('UPDATE accounts SET usage_schedules = usage_schedules + 1 WHERE id = $1', [
    accountId,
  ]);
}

export const deleteSchedule = (db: Queryable, accountId: string, id: string) =>
  deleteTeamRow(db, 'schedules', accountId, id);
