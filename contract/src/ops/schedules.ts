import { z } from 'zod';
import { idSchema, managedByBodySchema, managedBySchema, timestampSchema } from '../common';
import { runTypeSchema } from './runs';

/** A schedule (server.md §3 Schedule, issue 15): runs scans, tests or case runs by itself. */
export const scheduleScopeSchema = z.enum(['account', 'site', 'page']);
export const scheduleTaskTypeSchema = runTypeSchema;
export const scheduleFrequencySchema = z.enum([
  '10-min',
  '30-min',
  'hourly',
  'daily',
  'weekly',
  'monthly',
]);
export type ScheduleFrequency = z.infer<typeof scheduleFrequencySchema>;
export const scheduleStatusSchema = z.enum(['Active', 'Paused']);

/** An IANA zone name the runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be HH:MM (00:00 to 23:59)' });
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: (issue) => `unknown timezone ${JSON.stringify(issue.input)}` });

export const scheduleResourceSchema = z.object({
  id: idSchema,
  type: z.enum(['site', 'page']),
  /** The site or page URL. */
  str: z.string(),
});

/** One fired slot: when it was due, whether it fired late (workers were down), what it made. */
export const scheduleRunSchema = z.object({
  due_at: timestampSchema,
  time_fired: timestampSchema,
  late: z.boolean(),
  manual: z.boolean(),
  outcome: z.enum(['ran', 'partial', 'skipped', 'failed']),
  objects: z.array(z.object({ type: runTypeSchema, id: idSchema })),
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

export const scheduleSchema = z.object({
  id: idSchema,
  scope: scheduleScopeSchema,
  resources: z.array(scheduleResourceSchema),
  task_type: scheduleTaskTypeSchema,
  case_id: idSchema.nullable(),
  /** The flow a `flowrun` schedule runs on each site in scope; null for other task types. */
  flow_id: idSchema.nullable().default(null),
  frequency: scheduleFrequencySchema.nullable(),
  cron: z.string().nullable(),
  time: z.string(),
  timezone: z.string(),
  status: scheduleStatusSchema,
  alert_id: idSchema.nullable(),
  time_last_run: timestampSchema.nullable(),
  /** The next three due times (UTC), computed in the schedule's timezone; none while paused. */
  next_runs: z.array(timestampSchema),
  last_run: scheduleRunSchema.nullable(),
  time_created: timestampSchema,
  /** Set when `vigil deploy` made it from a config file (issue 45 §3). */
  managed_by: managedBySchema,
});
export type Schedule = z.infer<typeof scheduleSchema>;

const scheduleFields = {
  scope: scheduleScopeSchema,
  /** Ids of the team's sites (scope site) or pages (scope page); none with scope account. */
  resources: z.array(idSchema).max(100),
  task_type: scheduleTaskTypeSchema,
  case_id: idSchema.nullable(),
  flow_id: idSchema.nullable(),
  frequency: scheduleFrequencySchema.nullable(),
  /** A 5-field cron (minute hour day-of-month month day-of-week), instead of a frequency. */
  cron: z.string().trim().max(100).nullable(),
  time: timeSchema,
  timezone: timeZoneSchema,
  status: scheduleStatusSchema,
  alert_id: idSchema.nullable(),
};

export const scheduleCreateBodySchema = z.object({
  ...scheduleFields,
  resources: scheduleFields.resources.default([]),
  case_id: scheduleFields.case_id.optional(),
  flow_id: scheduleFields.flow_id.optional(),
  frequency: scheduleFields.frequency.optional(),
  cron: scheduleFields.cron.optional(),
  time: scheduleFields.time.default('00:00'),
  timezone: scheduleFields.timezone.default('UTC'),
  status: scheduleFields.status.default('Active'),
  alert_id: scheduleFields.alert_id.optional(),
  managed_by: managedByBodySchema,
});
export type ScheduleCreateBody = z.infer<typeof scheduleCreateBodySchema>;

/** Any field of the create body; the result is checked as a whole again. */
export const scheduleUpdateBodySchema = z
  .object(scheduleFields)
  .partial()
  .extend({ managed_by: managedByBodySchema });
export type ScheduleUpdateBody = z.infer<typeof scheduleUpdateBodySchema>;

/** What a schedule would use per month (30 days) against the plan's allowance, before saving. */
export const scheduleCostSchema = z.object({
  /** The allowance its runs count in, named by their kind (a migration counts in tests). */
  usage: z.enum(['scans', 'tests', 'caseruns', 'flowruns']),
  runs_per_month: z.number().int(),
  /** Pages (scans, tests) or sites (case and flow runs, migrations) each run makes one of. */
  units_per_run: z.number().int(),
  per_month: z.number().int(),
  /** The plan's monthly allowance; 0 = unlimited. */
  allowance: z.number().int(),
  over_allowance: z.boolean(),
});
export type ScheduleCost = z.infer<typeof scheduleCostSchema>;

/** "cron must have 5 fields …" when `cron` is not five fields apart; null when it is. */
export function cronFieldCountProblem(cron: string): string | null {
  const count = cron.trim().split(/\s+/).length;
  return count === 5
    ? null
    : `cron must have 5 fields (minute hour day month weekday), not ${count}`;
}

/** The fields of a whole schedule that decide whether it is one, whatever else it holds. */
export type ScheduleShape = Pick<ScheduleCreateBody, 'scope' | 'task_type'> &
  Partial<Pick<ScheduleCreateBody, 'resources' | 'case_id' | 'flow_id' | 'frequency' | 'cron'>>;

/**
 * What makes a schedule incomplete before anything is looked up (the API checks these first,
 * then that its sites, pages, case, flow and alert are the team's and that its cron can fire):
 * exactly one of frequency or cron, resources named unless it covers the account, a case for
 * case runs, a flow for flow runs only. The form checks the same before asking for a cost, so
 * an unfinished form asks for nothing. The first problem, with the field it is about, or null.
 */
export function scheduleShapeProblem(
  body: ScheduleShape,
): { field: string; message: string } | null {
  const problem = (field: string, message: string) => ({ field, message });
  const frequency = body.frequency ?? null;
  const cron = body.cron || null;
  if ((frequency === null) === (cron === null)) {
    return problem(frequency ? 'cron' : 'frequency', 'give exactly one of frequency or cron');
  }
  const cronProblem = cron && cronFieldCountProblem(cron);
  if (cronProblem) return problem('cron', cronProblem);
  const resources = body.resources ?? [];
  if (body.scope === 'account' && resources.length > 0) {
    return problem('resources', 'an account schedule covers every site: leave resources empty');
  }
  if (body.scope !== 'account' && resources.length === 0) {
    return problem('resources', `name at least one ${body.scope}`);
  }
  if (body.task_type === 'caserun' && !body.case_id) {
    return problem('case_id', 'a case run schedule needs case_id');
  }
  if (body.task_type !== 'flowrun' && body.flow_id) {
    return problem('flow_id', 'flow_id is only for flowrun schedules');
  }
  if (body.task_type === 'flowrun' && !body.flow_id) {
    return problem('flow_id', 'a flow run schedule needs flow_id');
  }
  return null;
}
