import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from '../common';
import type { PlanName } from '../plans';
import { publicIncidentUpdateSchema } from '../uptime-incident-updates';
import { monitorRequestFields } from './uptime-request';

/** Uptime monitors (issue 46): a URL checked every interval, Down after N failures in a row. */
export const monitorKindSchema = z.enum(['http', 'tls', 'heartbeat']);
export type MonitorKind = z.infer<typeof monitorKindSchema>;
/** `pending` until the first checks decide; `paused` while paused (no checks run). */
export const monitorStateSchema = z.enum(['up', 'down', 'paused', 'pending']);
export type MonitorState = z.infer<typeof monitorStateSchema>;
/** Why a check failed: the name resolved, the connection, TLS, time, status or an assertion. */
export const monitorErrorClassSchema = z.enum([
  'dns',
  'connect',
  'tls',
  'timeout',
  'status',
  'assertion',
]);
export type MonitorErrorClass = z.infer<typeof monitorErrorClassSchema>;

/** The shortest interval a plan allows (issue 46); the longest is a day for every plan. */
export const monitorIntervalFloors: Record<PlanName, number> = {
  free: 60,
  cloud: 30,
  selfhost: 10,
  enterprise: 10,
};
export const MONITOR_MAX_INTERVAL_SECONDS = 86_400;

const statusCode = z.number().int().min(100).max(599);
const text = (max: number) => z.string().max(max).nullable();

/**
 * What a check asks, every field with a default: the answer of an http check, the grace of a
 * heartbeat, the days of certificate a tls check wants left (each kind reads its own fields).
 */
export const monitorHttpSettingsSchema = z
  .object({
    method: z.enum(['GET', 'HEAD']).default('GET'),
    /** The answer's status must lie in [min, max] (default 200-399). */
    expected_status_min: statusCode.default(200),
    expected_status_max: statusCode.default(399),
    body_contains: text(1000).default(null),
    body_not_contains: text(1000).default(null),
    /** Slower than this is a failure (assertion); null = only the timeout counts. */
    max_response_ms: z.number().int().min(1).max(60_000).nullable().default(null),
    follow_redirects: z.boolean().default(true),
    timeout_seconds: z.number().int().min(1).max(60).default(10),
    /** heartbeat: how long past the interval a ping may be late before the monitor is Down. */
    grace_seconds: z.number().int().min(0).max(86_400).default(60),
    /** tls: a certificate expiring in fewer days than this is a failure (error class `tls`). */
    tls_warn_days: z.number().int().min(1).max(365).default(14),
    /** http: headers sent (literal or a team secret's value) and basic auth (ops/uptime-request.ts). */
    ...monitorRequestFields,
  })
  .refine((s) => s.expected_status_min <= s.expected_status_max, {
    error: 'expected_status_min must not be above expected_status_max',
    path: ['expected_status_min'],
  })
  .refine((s) => !s.basic_auth || !s.headers.some((h) => /^authorization$/i.test(h.name)), {
    error: 'not with an Authorization header among the headers',
    path: ['basic_auth'],
  });
export type MonitorHttpSettings = z.infer<typeof monitorHttpSettingsSchema>;

/** One check as it ran: ok, or the class and words of its failure. */
export const monitorResultSchema = z.object({
  time_checked: timestampSchema,
  ok: z.boolean(),
  status_code: z.number().int().nullable(),
  ms: z.number().int().nullable(),
  error_class: monitorErrorClassSchema.nullable(),
  error: z.string().nullable(),
});
export type MonitorResult = z.infer<typeof monitorResultSchema>;

/** An incident: from the check that made the monitor Down to the one that made it Up again. */
export const monitorIncidentSchema = z.object({
  id: idSchema,
  time_started: timestampSchema,
  time_resolved: timestampSchema.nullable(),
  error: z.string().nullable(),
  issue_id: idSchema.nullable(),
});
export type MonitorIncident = z.infer<typeof monitorIncidentSchema>;

/** Share of the checks that passed, in percent (null: no check ran in the period). */
export const monitorUptimeSchema = z.object({
  day: z.number().nullable(),
  week: z.number().nullable(),
  month: z.number().nullable(),
});

export const monitorSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: monitorKindSchema,
  /** The checked URL (http, tls); empty for a heartbeat. */
  url: z.string(),
  /**
   * heartbeat: the secret URL the customer's job calls (GET or POST, no sign-in); anyone holding
   * it can report the job alive, so it is shown only to the team. null for other kinds.
   */
  heartbeat_url: z.string().nullable(),
  site_id: idSchema.nullable(),
  alert_id: idSchema.nullable(),
  interval_seconds: z.number().int(),
  failures_to_down: z.number().int(),
  settings: monitorHttpSettingsSchema,
  state: monitorStateSchema,
  state_since: timestampSchema,
  last_result: monitorResultSchema.nullable(),
  open_incident: monitorIncidentSchema.nullable(),
  uptime: monitorUptimeSchema,
  time_created: timestampSchema,
});
export type Monitor = z.infer<typeof monitorSchema>;

const monitorUrl = z
  .string({
    error: (issue) => (issue.input === undefined ? 'enter a URL to check' : 'must be text'),
  })
  .trim()
  .min(1, 'enter a URL to check')
  .max(2000, 'must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }));

const monitorFields = {
  name: requiredText('Name'),
  kind: monitorKindSchema,
  url: monitorUrl,
  interval_seconds: z
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(MONITOR_MAX_INTERVAL_SECONDS, 'must be at most 86400 seconds (a day)'),
  /** Failed checks in a row before the monitor is Down (default 2: one failure never alerts). */
  failures_to_down: z.number().int().min(1).max(10),
  site_id: idSchema.nullable(),
  /** The alert whose actions receive the down and recovery notices. */
  alert_id: idSchema.nullable(),
  paused: z.boolean(),
};

export const monitorCreateBodySchema = z.object({
  ...monitorFields,
  /** Required for http and tls (a tls monitor's is https); a heartbeat has none. */
  url: monitorUrl.optional(),
  failures_to_down: monitorFields.failures_to_down.default(2),
  site_id: monitorFields.site_id.optional(),
  alert_id: monitorFields.alert_id.optional(),
  paused: monitorFields.paused.default(false),
  settings: monitorHttpSettingsSchema.optional(),
});
export type MonitorCreateBody = z.infer<typeof monitorCreateBodySchema>;

/** Any field of the create body; settings given replace the stored ones whole. */
export const monitorUpdateBodySchema = z
  .object({ ...monitorFields, settings: monitorHttpSettingsSchema })
  .partial();
export type MonitorUpdateBody = z.infer<typeof monitorUpdateBodySchema>;

/** The most monitors one status page shows: its public reads stay a few bounded statements. */
export const STATUS_PAGE_MAX_MONITORS = 50;

/** A status page's public name in its URL: unique across the installation, so teams share one space. */
const statusPageSlug = z
  .string({ error: (issue) => (issue.input === undefined ? 'enter a slug' : 'must be text') })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/,
    'use 3-60 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
  );

const statusPageMonitorIds = z
  .array(idSchema, { error: 'must be a list of monitor ids' })
  .min(1, 'choose at least one monitor to show')
  .max(STATUS_PAGE_MAX_MONITORS, `must be at most ${STATUS_PAGE_MAX_MONITORS} monitors`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name a monitor twice');

/** A team's status page as the team reads it. */
export const statusPageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  site_id: idSchema.nullable(),
  /** The monitors shown, in the page's order. */
  monitor_ids: z.array(idSchema),
  /** Whether the public page, feed and badges show each monitor's URL (off: names only). */
  show_urls: z.boolean(),
  /** The public page's path on the product's origin (no sign-in). */
  public_path: z.string(),
  time_created: timestampSchema,
});
export type StatusPage = z.infer<typeof statusPageSchema>;

const statusPageFields = {
  slug: statusPageSlug,
  title: requiredText('Title', 120),
  description: z.string().trim().max(2000, 'must be at most 2000 characters'),
  site_id: idSchema.nullable(),
  monitor_ids: statusPageMonitorIds,
  show_urls: z.boolean(),
};

export const statusPageCreateBodySchema = z.object({
  ...statusPageFields,
  description: statusPageFields.description.default(''),
  site_id: statusPageFields.site_id.default(null),
  show_urls: statusPageFields.show_urls.default(false),
});
export type StatusPageCreateBody = z.infer<typeof statusPageCreateBodySchema>;

export const statusPageUpdateBodySchema = z.object(statusPageFields).partial();
export type StatusPageUpdateBody = z.infer<typeof statusPageUpdateBodySchema>;

/** One monitor as the public sees it: a name and a state; the URL only when the team shows it. */
export const statusFeedMonitorSchema = z.object({
  id: idSchema,
  name: z.string(),
  state: monitorStateSchema,
  url: z.string().nullable(),
  uptime: monitorUptimeSchema,
  last_checked: timestampSchema.nullable(),
});

/** An incident as the public sees it: when, how long, of which monitor, and the kind of failure. */
export const statusFeedIncidentSchema = z.object({
  id: idSchema,
  monitor_id: idSchema,
  monitor_name: z.string(),
  time_started: timestampSchema,
  time_resolved: timestampSchema.nullable(),
  error_class: monitorErrorClassSchema.nullable(),
  /** What the team wrote about it, newest first. */
  updates: z.array(publicIncidentUpdateSchema),
});

/** A maintenance window's occurrence as the public sees it: checks go on, no downtime counted. */
export const statusFeedMaintenanceSchema = z.object({
  id: idSchema,
  title: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  /** Which of the page's monitors it covers. */
  monitor_ids: z.array(idSchema),
});

/** The public JSON feed of a status page (`/v1/status/{slug}/feed.json`), for other tools. */
export const statusFeedSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** up: every monitor up; degraded: some down; down: all down; unknown: none checked yet. */
  state: z.enum(['up', 'degraded', 'down', 'unknown']),
  generated_at: timestampSchema,
  monitors: z.array(statusFeedMonitorSchema),
  open_incidents: z.array(statusFeedIncidentSchema),
  /** Resolved incidents of the last 30 days, newest first (at most 20). */
  recent_incidents: z.array(statusFeedIncidentSchema),
  /** Maintenance on now, and starting within 7 days (soonest first). */
  maintenance: z.object({
    active: z.array(statusFeedMaintenanceSchema),
    upcoming: z.array(statusFeedMaintenanceSchema),
  }),
});
export type StatusFeed = z.infer<typeof statusFeedSchema>;

/** `?period=` of a badge: the uptime it shows. */
export const statusBadgeQuerySchema = z.object({
  period: z.enum(['24h', '7d', '30d'], { error: 'must be 24h, 7d or 30d' }).default('30d'),
});
