import type { ScoreTrend } from '@vigil/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const TO = Date.UTC(2026, 10, 21);
const day = (daysAgo: number) => new Date(TO - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * A 30-day trend ending on 2026-11-21 with one point per score, oldest first, every other day
 * (so the dates have gaps like real ones); the latest score is the last point's.
 */
export function trendFixture(scores: number[]): ScoreTrend {
  return {
    days: 30,
    from: day(29),
    to: day(0),
    points: scores.map((score, index) => ({ date: day(2 * (scores.length - 1 - index)), score })),
    latest_score: scores.at(-1) ?? null,
    scans: scores.length,
  };
}
