import type { ScoreTrend } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { scoreTrendDays, type TrendSubject } from './score-trend-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Midnight UTC of the first day of a `days`-day window that ends today (UTC): `days` = 1 is today
 * only. Days are UTC so that every viewer, whatever their time zone, sees the same points.
 */
export function trendWindowStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** The daily average score of the subject's scans over the last `days` UTC days. */
export async function scoreTrend(
  db: Queryable,
  subject: TrendSubject,
  days: number,
  now = new Date(),
): Promise<ScoreTrend> {
  const since = trendWindowStart(now, days);
  const rows = await scoreTrendDays(db, subject, since);
  return {
    days,
    from: utcDate(since),
    to: utcDate(now),
    points: rows.map(({ date, score }) => ({ date, score })),
    latest_score: rows.at(-1)?.latest ?? null,
    scans: rows.reduce((total, row) => total + row.scans, 0),
  };
}
