import type { ScheduleFrequency } from '@vigil/contract';
import { parseExpression } from 'cron-parser';
import { badRequest } from '../http/errors';

/** What decides when a schedule is due: a preset frequency at a local time, or a cron. */
export interface Timing {
  frequency: ScheduleFrequency | null;
  cron: string | null;
  /** "HH:MM" local: minute and hour of the presets. */
  time: string;
  timezone: string;
  /** The weekday (weekly) and day of month (monthly) of the presets come from this date. */
  anchor: Date;
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
export function frequencyCron(timing: Timing & { frequency: ScheduleFrequency }): string {
  const [hour, minute] = timing.time.split(':').map(Number) as [number, number];
  switch (timing.frequency) {
    case '10-min':
      return '*/10 * * * *';
    case '30-min':
      return '*/30 * * * *';
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

/** Checks a user's cron: five fields, each in range (400 naming `cron` otherwise). */
export function checkCron(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw badRequest(
      `cron must have 5 fields (minute hour day month weekday), not ${fields.length}`,
      'cron',
    );
  }
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
  const cron = timing.frequency
    ? frequencyCron({ ...timing, frequency: timing.frequency })
    : timing.cron!;
  const iterator = parseExpression(cron, { currentDate: after, tz: timing.timezone });
  const runs: Date[] = [];
  for (let n = 0; n < count; n += 1) runs.push(iterator.next().toDate());
  return runs;
}

export const nextRun = (timing: Timing, after: Date) => nextRuns(timing, after, 1)[0]!;

/** How many runs fall in the `days` after `from` (counted up to 10,000: a 1-minute cron). */
export function runsWithin(timing: Timing, from: Date, days: number): number {
  const cron = timing.frequency
    ? frequencyCron({ ...timing, frequency: timing.frequency })
    : timing.cron!;
  const end = from.getTime() + days * 86_400_000;
  const iterator = parseExpression(cron, { currentDate: from, tz: timing.timezone });
  let count = 0;
  while (count < 10_000 && iterator.next().getTime() <= end) count += 1;
  return count;
}
