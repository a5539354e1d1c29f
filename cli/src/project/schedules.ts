import {
  scheduleFrequencySchema,
  scheduleStatusSchema,
  type Schedule,
  type ScheduleCreateBody,
} from '@vigil/contract';
import { z } from 'zod';
import { canonical } from './canonical';
import { urlKey, type RemoteState } from './state';

/**
 * A schedule in the file: a scan, test or case run of the listed sites (none: every site), by
 * the case's title and the alert's name rather than ids, so the file reads the same anywhere.
 * Known by its task, sites and case: changing those makes another schedule.
 */
export const scheduleConfigSchema = z
  .object({
    task: z.enum(['scan', 'test', 'caserun']),
    sites: z.array(z.string().regex(/^https?:\/\//i, 'must be an http(s) URL')).default([]),
    case: z.string().optional(),
    frequency: scheduleFrequencySchema.optional(),
    cron: z.string().optional(),
    time: z.string().default('00:00'),
    timezone: z.string().default('UTC'),
    status: scheduleStatusSchema.default('Active'),
    alert: z.string().optional(),
  })
  .strict();
export type ScheduleConfig = z.output<typeof scheduleConfigSchema>;

export const scheduleName = (schedule: ScheduleConfig) =>
  `${schedule.task} ${schedule.sites.length ? schedule.sites.join(', ') : 'every site'}${schedule.case ? ` "${schedule.case}"` : ''}`;

/** The settings a deploy keeps equal (the rest is the schedule's identity). */
const settings = (schedule: ScheduleConfig) => ({
  frequency: schedule.frequency ?? null,
  cron: schedule.cron ?? null,
  time: schedule.time,
  timezone: schedule.timezone,
  status: schedule.status,
  alert: schedule.alert ?? null,
});

/** A schedule of the team as the file would write it; null for one a file cannot say (pages). */
export function scheduleAsConfig(schedule: Schedule, remote: RemoteState): ScheduleConfig | null {
  if (schedule.scope === 'page' || !['scan', 'test', 'caserun'].includes(schedule.task_type))
    return null;
  const caseTitle = remote.cases.find((c) => c.id === schedule.case_id)?.title;
  const alert = remote.alerts.find((a) => a.id === schedule.alert_id)?.name;
  return {
    task: schedule.task_type as ScheduleConfig['task'],
    sites: schedule.scope === 'site' ? schedule.resources.map((resource) => resource.str) : [],
    ...(caseTitle ? { case: caseTitle } : {}),
    ...(schedule.frequency ? { frequency: schedule.frequency } : {}),
    ...(schedule.cron ? { cron: schedule.cron } : {}),
    time: schedule.time,
    timezone: schedule.timezone,
    status: schedule.status,
    ...(alert ? { alert } : {}),
  };
}

const identity = (schedule: ScheduleConfig) =>
  canonical([schedule.task, schedule.sites.map(urlKey).sort(), schedule.case ?? null]);

/** The team's schedule with the same task, sites and case, and which settings differ. */
export function matchSchedule(wanted: ScheduleConfig, remote: RemoteState) {
  for (const schedule of remote.schedules) {
    const existing = scheduleAsConfig(schedule, remote);
    if (!existing || identity(existing) !== identity(wanted)) continue;
    const now = settings(existing);
    const next = settings(wanted);
    const fields = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => now[key] !== next[key],
    );
    return { schedule, fields };
  }
  return null;
}

/** Ids the body needs, looked up once the sites, cases and alerts it names exist. */
export interface Ids {
  site(url: string): string;
  case(siteUrls: string[], title: string): string;
  alert(name: string): string;
}

export function scheduleBody(schedule: ScheduleConfig, ids: Ids): ScheduleCreateBody {
  return {
    scope: schedule.sites.length ? 'site' : 'account',
    resources: schedule.sites.map((url) => ids.site(url)),
    task_type: schedule.task,
    case_id: schedule.case ? ids.case(schedule.sites, schedule.case) : null,
    flow_id: null,
    frequency: schedule.frequency ?? null,
    cron: schedule.cron ?? null,
    time: schedule.time,
    timezone: schedule.timezone,
    status: schedule.status,
    alert_id: schedule.alert ? ids.alert(schedule.alert) : null,
  };
}
