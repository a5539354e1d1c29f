import type { ScoreTrend } from '@vigil/contract';

export type TrendPoint = ScoreTrend['points'][number];

/** A line needs two points; with fewer there is no trend to show. */
export const hasTrend = (trend: Pick<ScoreTrend, 'points'>): boolean => trend.points.length >= 2;

const windowWords = (days: number) => (days === 1 ? 'today' : `over the last ${days} days`);

/** The chart's accessible name: "Score trend over the last 30 days, from 55 to 81". */
export function trendLabel(trend: Pick<ScoreTrend, 'days' | 'points'>): string {
  const first = trend.points[0]?.score;
  const last = trend.points.at(-1)?.score;
  return `Score trend ${windowWords(trend.days)}, from ${first} to ${last}`;
}

// The API's days are UTC days: formatting them in the reader's zone could show the day before.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** `2026-11-21` as the reader's locale writes a date ("Nov 21, 2026"). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
