import { z } from 'zod';
import {
  idSchema,
  listOf,
  okSchema,
  pageQuerySchema,
  requiredText,
  timestampSchema,
} from './common';
import { endpoint, idParams } from './endpoint';
import { isTimeZone } from './ops/schedules';

/** Days of a weekly window, in the window's own time zone. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdaySchema = z.enum(WEEKDAYS, { error: 'must be one of mon, tue, ... sun' });
export type Weekday = z.infer<typeof weekdaySchema>;

/** The longest weekly occurrence: a week (longer would overlap the next one). */
export const MAINTENANCE_MAX_MINUTES = 7 * 24 * 60;

const instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });

const maintenanceFields = {
  title: requiredText('Title', 120),
  /** Every monitor of the team, those made later too; else `monitor_ids`. */
  all_monitors: z.boolean({ error: 'must be true or false' }),
  monitor_ids: z
    .array(idSchema, { error: 'must be a list of monitor ids' })
    .max(500, 'must be at most 500 monitors')
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a monitor twice'),
  kind: z.enum(['once', 'weekly'], { error: 'must be once or weekly' }),
  /** A one-off window's start and end (instants). */
  starts_at: instant.nullable(),
  ends_at: instant.nullable(),
  /** A weekly window: its days, local start time and length (real minutes, so DST-correct). */
  weekdays: z
    .array(weekdaySchema, { error: 'must be a list of days' })
    .refine((days) => new Set(days).size === days.length, 'must not name a day twice'),
  start_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM')
    .nullable(),
  duration_minutes: z
    .int({ error: 'must be a whole number of minutes' })
    .min(1, 'must be at least 1 minute')
    .max(MAINTENANCE_MAX_MINUTES, `must be at most ${MAINTENANCE_MAX_MINUTES} minutes (a week)`)
    .nullable(),
  /** The IANA time zone of a weekly window's days and time (shown with a one-off's times). */
  timezone: z
    .string({ error: 'must be text' })
    .max(64, 'unknown time zone: use an IANA name such as Europe/Berlin')
    .refine(isTimeZone, 'unknown time zone: use an IANA name such as Europe/Berlin'),
};

export const maintenanceCreateBodySchema = z.object({
  ...maintenanceFields,
  all_monitors: maintenanceFields.all_monitors.default(false),
  monitor_ids: maintenanceFields.monitor_ids.default([]),
  starts_at: maintenanceFields.starts_at.default(null),
  ends_at: maintenanceFields.ends_at.default(null),
  weekdays: maintenanceFields.weekdays.default([]),
  start_time: maintenanceFields.start_time.default(null),
  duration_minutes: maintenanceFields.duration_minutes.default(null),
  timezone: maintenanceFields.timezone.default('UTC'),
});
export type MaintenanceCreateBody = z.infer<typeof maintenanceCreateBodySchema>;

/** Any field of the create body; the whole window is checked again after the change. */
export const maintenanceUpdateBodySchema = z.object(maintenanceFields).partial();
export type MaintenanceUpdateBody = z.infer<typeof maintenanceUpdateBodySchema>;

/** One occurrence of a window: when it starts and ends. */
export const maintenanceOccurrenceSchema = z.object({
  starts_at: timestampSchema,
  ends_at: timestampSchema,
});
export type MaintenanceOccurrence = z.infer<typeof maintenanceOccurrenceSchema>;

/** A team's maintenance window as the team reads it. */
export const maintenanceWindowSchema = z.object({
  id: idSchema,
  title: z.string(),
  all_monitors: z.boolean(),
  monitor_ids: z.array(idSchema),
  kind: z.enum(['once', 'weekly']),
  starts_at: timestampSchema.nullable(),
  ends_at: timestampSchema.nullable(),
  weekdays: z.array(weekdaySchema),
  start_time: z.string().nullable(),
  duration_minutes: z.number().nullable(),
  timezone: z.string(),
  /** Whether an occurrence is on now (notices held, checks not counted). */
  active: z.boolean(),
  /** The occurrence on now, else the next one; null once a one-off window is over. */
  next: maintenanceOccurrenceSchema.nullable(),
  time_created: timestampSchema,
  time_updated: timestampSchema,
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** Maintenance windows (issue 46): members manage them, as monitors. */
export const maintenanceEndpoints = {
  /** The team's windows, newest first. */
  listMaintenance: endpoint({
    method: 'GET',
    path: '/v1/ops/maintenance',
    access: 'member',
    query: pageQuerySchema,
    response: listOf(maintenanceWindowSchema),
  }),
  /** 201; an end before the start, an unknown time zone, another team's monitor: 400 by field. */
  createMaintenance: endpoint({
    method: 'POST',
    path: '/v1/ops/maintenance',
    access: 'member',
    status: 201,
    body: maintenanceCreateBodySchema,
    response: maintenanceWindowSchema,
  }),
  getMaintenance: endpoint({
    method: 'GET',
    path: '/v1/ops/maintenance/:id',
    access: 'member',
    params: idParams,
    response: maintenanceWindowSchema,
  }),
  updateMaintenance: endpoint({
    method: 'PATCH',
    path: '/v1/ops/maintenance/:id',
    access: 'member',
    params: idParams,
    body: maintenanceUpdateBodySchema,
    response: maintenanceWindowSchema,
  }),
  deleteMaintenance: endpoint({
    method: 'DELETE',
    path: '/v1/ops/maintenance/:id',
    access: 'member',
    params: idParams,
    response: okSchema,
  }),
};
