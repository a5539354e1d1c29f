import { z } from 'zod';
import { listOf, pageQuerySchema, timestampSchema } from './common';
import { endpoint, idParams } from './endpoint';
import { monitorIncidentSchema } from './ops/uptime';

/** The periods a monitor's figures cover: 24 h and 7 d by the hour, 30 d by the day (UTC). */
export const monitorStatsPeriodSchema = z.enum(['24h', '7d', '30d'], {
  error: 'must be 24h, 7d or 30d',
});
export type MonitorStatsPeriod = z.infer<typeof monitorStatsPeriodSchema>;

/**
 * One bucket of a monitor's figures. `gap`: checks were due in it but none ran (every worker
 * was down); such a slot never counts against the customer, so it has no uptime either.
 * p50/p95 are of the passing checks' response times, null where none passed or the raw results
 * are past the plan's retention (checks and failures are kept for 13 months).
 */
export const monitorStatsBucketSchema = z.object({
  start: timestampSchema,
  checks: z.number().int(),
  failures: z.number().int(),
  uptime: z.number().nullable(),
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
  gap: z.boolean(),
});
export type MonitorStatsBucket = z.infer<typeof monitorStatsBucketSchema>;

export const monitorStatsSchema = z.object({
  period: monitorStatsPeriodSchema,
  bucket_seconds: z.number().int(),
  /** Share of the period's checks that passed, in percent (null: none ran). */
  uptime: z.number().nullable(),
  buckets: z.array(monitorStatsBucketSchema),
});
export type MonitorStats = z.infer<typeof monitorStatsSchema>;

export const monitorStatsQuerySchema = z.object({
  period: monitorStatsPeriodSchema.default('24h'),
});

/** The figures of the /uptime/{id} screen (issue 46). */
export const uptimeStatsEndpoints = {
  /** Per bucket: checks, failures, uptime, p50/p95 and gaps, oldest first, bounded by the period. */
  getMonitorStats: endpoint({
    method: 'GET',
    path: '/v1/ops/monitor/:id/stats',
    access: 'member',
    params: idParams,
    query: monitorStatsQuerySchema,
    response: monitorStatsSchema,
  }),
  /** The monitor's incidents, newest first. */
  listMonitorIncidents: endpoint({
    method: 'GET',
    path: '/v1/ops/monitor/:id/incidents',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(monitorIncidentSchema),
  }),
};
