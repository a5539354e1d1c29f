import type { MonitorIncident, MonitorStats, MonitorStatsPeriod, PageQuery } from '@vigil/contract';
import type { Db } from '../db/connection';
import { orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import { findMonitor } from './repository';
import { listIncidents, statsBuckets, toIncident } from './repository-stats';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Each period's buckets: 24 h and 7 d by the hour, 30 d by the UTC day, the current one last. */
const PERIODS: Record<MonitorStatsPeriod, { stepSeconds: number; count: number }> = {
  '24h': { stepSeconds: HOUR, count: 24 },
  '7d': { stepSeconds: HOUR, count: 7 * 24 },
  '30d': { stepSeconds: DAY, count: 30 },
};

/** The first bucket's start: `now` floored to the step (UTC), `count - 1` steps back. */
export function periodStart(period: MonitorStatsPeriod, now: Date) {
  const { stepSeconds, count } = PERIODS[period];
  const step = stepSeconds * 1000;
  return new Date(Math.floor(now.getTime() / step) * step - (count - 1) * step);
}

const ms = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;
const percent = (passed: number, checks: number) =>
  checks === 0 ? null : Math.round((100_000 * passed) / checks) / 1000;

export type MonitorStatsService = ReturnType<typeof createMonitorStatsService>;

/** The /uptime/{id} screen's figures: a monitor's buckets over a period and its incidents. */
export function createMonitorStatsService(db: Db) {
  const owned = async (accountId: string, id: string) =>
    orNotFound(await findMonitor(db, accountId, id));

  return {
    async stats(
      accountId: string,
      id: string,
      period: MonitorStatsPeriod,
      now = new Date(),
    ): Promise<MonitorStats> {
      await owned(accountId, id);
      const { stepSeconds, count } = PERIODS[period];
      const start = periodStart(period, now);
      const rows = await statsBuckets(db, id, { start, stepSeconds, count, now });
      const buckets = rows.map((row) => ({
        start: row.start.toISOString(),
        checks: row.checks,
        failures: row.failures,
        uptime: percent(row.checks - row.failures, row.checks),
        p50_ms: ms(row.p50),
        p95_ms: ms(row.p95),
        gap: row.gap,
      }));
      const checks = buckets.reduce((sum, bucket) => sum + bucket.checks, 0);
      const failures = buckets.reduce((sum, bucket) => sum + bucket.failures, 0);
      return {
        period,
        bucket_seconds: stepSeconds,
        uptime: percent(checks - failures, checks),
        buckets,
      };
    },

    async incidents(
      accountId: string,
      id: string,
      query: PageQuery,
    ): Promise<Rows<MonitorIncident>> {
      await owned(accountId, id);
      const page = await listIncidents(db, id, query.limit, query.offset);
      return { count: page.count, rows: page.rows.map(toIncident) };
    },
  };
}
