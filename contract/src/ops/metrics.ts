import { z } from 'zod';
import { SCORE_TREND_DAYS } from './score-trend-days';

export const homeMetricsSchema = z.object({
  open_issues: z.number().int(),
  sites: z.number().int(),
  pages: z.number().int(),
});
export type HomeMetrics = z.infer<typeof homeMetricsSchema>;

export { SCORE_TREND_DAYS } from './score-trend-days';
export const scoreTrendDaysSchema = z.coerce
  .number({ error: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1')
  .max(SCORE_TREND_DAYS.max, `must be at most ${SCORE_TREND_DAYS.max}`)
  .default(SCORE_TREND_DAYS.default);

/** GET /v1/ops/metrics/site and /page: the scored scans of the last `days` UTC days, by day. */
export const scoreTrendSchema = z.object({
  days: z.number().int(),
  /** The window's first and last UTC day (`YYYY-MM-DD`); `to` is today. */
  from: z.string(),
  to: z.string(),
  /** Oldest first, one per UTC day (`YYYY-MM-DD`) that had a scored scan; other days omitted. */
  points: z.array(z.object({ date: z.string(), score: z.number().int() })),
  /** The score of the newest scored scan in the window; null when there is none. */
  latest_score: z.number().nullable(),
  /** How many scored scans the points average. */
  scans: z.number().int(),
});
export type ScoreTrend = z.infer<typeof scoreTrendSchema>;
