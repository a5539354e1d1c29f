import { cronFieldCountProblem, type ScheduleFrequency } from '@vigil/contract';
import { parseExpression } from 'cron-parser';
import { badRequest } from '../http/errors';
import { cronRunsBetween } from './runs-in-window';

/** What decides when a schedule is due: a preset frequency at a local time, or a cron. */
export interface Timing {
  frequency: ScheduleFrequency | null;
  cron: string | null;
  /** "HH:MM" local: minute and hour of the presets. */
  time: string;
  timezone: string;
  /** The weekday (weekly) and day of month (monthly) of the presets come from this date. */
  anchor: Date;
  /** The schedule's id: the 10-min and 30-min presets' offset inside their period comes from it. */
  key: string;
}

/** The short presets and their period in seconds. */
const SPREAD_PERIODS = { '10-min': 600, '30-min': 1800 } as const;
type Spread = keyof typeof SPREAD_PERIODS;

/**
 * A stable offset inside the period, from the schedule's id (FNV-1a): as Jenkins' `H`, so that
 * 10,000 10-min schedules made at once fall due 1,000 a minute, not all in the same second
 * (against the customers' sites and our workers), and each keeps its own second for good.
 */
export function spreadOffsetSeconds(key: string, periodSeconds: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % periodSeconds;
}

/** The anchor's weekday and day of month in the zone. */
function localDay(anchor: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
  }).formatToParts(anchor);
  const weekday = parts.find((part) => part.type === 'weekday')!.value;
  const day = Number(parts.find((part) => part.type === 'day')!.value);
  return { weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday), day };
}

/** The preset as a crontab (monitoring.md §5.9), minute and hour from `time`. */
function frequencyCron(timing: Timing & { frequency: Exclude<ScheduleFrequency, Spread> }) {
  const [hour, minute] = timing.time.split(':').map(Number) as [number, number];
  switch (timing.frequency) {
    case 'hourly':
      return `${minute} * * * *`;
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly':
      return `${minute} ${hour} * * ${localDay(timing.anchor, timing.timezone).weekday}`;
    case 'monthly':
      // Days past the 28th would skip short months: they run on the 28th.
      return `${minute} ${hour} ${Math.min(localDay(timing.anchor, timing.timezone).day, 28)} * *`;
  }
}

/**
 * A 10-min or 30-min schedule's runs: every period of real time at the schedule's offset (so a
 * DST change neither skips nor repeats one). Arithmetic, not a 6-field cron: cron-parser steps a
 * seconds field one second at a time, about 30 ms a call, too slow for 10,000 claims a period.
 */
function* spreadRuns(timing: Timing & { frequency: Spread }, after: Date) {
  const period = SPREAD_PERIODS[timing.frequency] * 1000;
  const offset = spreadOffsetSeconds(timing.key, SPREAD_PERIODS[timing.frequency]) * 1000;
  let next = Math.floor((after.getTime() - offset) / period) * period + offset;
  if (next <= after.getTime()) next += period;
  for (;;) {
    yield new Date(next);
    next += period;
  }
}

/** Due times strictly after `after`, one after another, in the schedule's timezone. */
function runsAfter(timing: Timing, after: Date): Iterator<Date> {
  const { frequency } = timing;
  if (frequency === '10-min' || frequency === '30-min') {
    return spreadRuns({ ...timing, frequency }, after);
  }
  const cron = frequency ? frequencyCron({ ...timing, frequency }) : timing.cron!;
  const iterator = parseExpression(cron, { currentDate: after, tz: timing.timezone });
  return { next: () => ({ value: iterator.next().toDate(), done: false }) };
}

/** Checks a user's cron: five fields, each in range (400 naming `cron` otherwise). */
export function checkCron(cron: string): string {
  const fieldCount = cronFieldCountProblem(cron);
  if (fieldCount) throw badRequest(fieldCount, 'cron');
  const fields = cron.trim().split(/\s+/);
  try {
    // Parsing accepts some crons that never fire; asking for the next run refuses those too.
    parseExpression(fields.join(' '), { tz: 'UTC' }).next();
  } catch (error) {
    throw badRequest(`invalid cron: ${(error as Error).message}`, 'cron');
  }
  return fields.join(' ');
}

/**
 * The next `count` due times strictly after `after`, in the schedule's timezone: a local time
 * skipped by a DST change runs at the shifted time (02:30 → 03:30) and a repeated one runs once.
 */
export function nextRuns(timing: Timing, after: Date, count: number): Date[] {
  const iterator = runsAfter(timing, after);
  return Array.from({ length: count }, () => iterator.next().value as Date);
}

export const nextRun = (timing: Timing, after: Date) => nextRuns(timing, after, 1)[0]!;

/**
 * How many runs fall in the `days` after `from`, in closed form (issue 42: counting them one by
 * one held the API's event loop 31 s for a 1-minute cron): a 10-min or 30-min preset is a
 * division, anything else a cron counted day by day (runs-in-window.ts).
 */
export function runsWithin(timing: Timing, from: Date, days: number): number {
  const end = new Date(from.getTime() + days * 86_400_000);
  const { frequency } = timing;
  if (frequency === '10-min' || frequency === '30-min') {
    const period = SPREAD_PERIODS[frequency] * 1000;
    const first = (spreadRuns({ ...timing, frequency }, from).next().value as Date).getTime();
    return first > end.getTime() ? 0 : Math.floor((end.getTime() - first) / period) + 1;
  }
  const cron = frequency ? frequencyCron({ ...timing, frequency }) : timing.cron!;
  return cronRunsBetween(cron, timing.timezone, from, end);
}
