import type { Queryable } from '../db/connection';

/** What a trend is of: a site (all its pages' scans) or one page. */
export type TrendSubject = { site_id: string } | { page_id: string };

export interface TrendDayRow {
  date: string;
  score: number;
  scans: number;
  /** The score of the day's newest scan. */
  latest: number;
}

/**
 * The grouped query of a trend, exported so a test can check its plan. Scans without a score
 * (still running, or the visit failed) are not part of a trend.
 */
export const scoreTrendSql = (column: 'site_id' | 'page_id') =>
  `SELECT to_char(day, 'YYYY-MM-DD') AS date,
     round(avg(score))::int AS score,
     count(*)::int AS scans,
     (array_agg(score ORDER BY time_completed DESC, id DESC))[1] AS latest
   FROM (
     SELECT (time_completed AT TIME ZONE 'UTC')::date AS day, score, time_completed, id
     FROM scans
     WHERE ${column} = $1 AND score IS NOT NULL AND time_completed >= $2
   ) AS scored
   GROUP BY day
   ORDER BY day`;

/**
 * One row per UTC day since `since` that had a scored scan, oldest first: a single grouped query
 * served by the partial indexes of migration 011 (scored scans by subject and completion time).
 */
export async function scoreTrendDays(
  db: Queryable,
  subject: TrendSubject,
  since: Date,
): Promise<TrendDayRow[]> {
  // The column comes from the subject's type, never from the caller's input.
  return 'site_id' in subject
    ? db.query<TrendDayRow>(scoreTrendSql('site_id'), [subject.site_id, since])
    : db.query<TrendDayRow>(scoreTrendSql('page_id'), [subject.page_id, since]);
}
