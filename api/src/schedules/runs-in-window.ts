import { parseExpression } from 'cron-parser';
import { DAY_MS, wallClockAt } from '../time/wall-clock';

/**
 * How many times a 5-field cron fires in (from, end], in closed form: for each local calendar day
 * of the window (at most a few dozen), whether the day matches, times its hour-and-minute pairs,
 * cut at both ends. Counting run by run took cron-parser 3-15 ms a run, 31 s for `* * * * *` over
 * 30 days on the API's event loop (issue 42, item 1); this is a few hundred comparisons a day.
 *
 * A day's runs are its hours × minutes even on a DST change: a local time the change skips runs at
 * the shifted time and a repeated one runs once (next-runs.ts), so only a shifted run landing on
 * another of the same day's runs would be counted twice: an estimate's ±1, never a stall.
 */
export function cronRunsBetween(cron: string, timezone: string, from: Date, end: Date): number {
  const expression = parseExpression(cron, { tz: 'UTC' });
  const { fields } = expression;
  const minutes = fields.minute as number[];
  const hours = fields.hour as number[];
  // cron-parser keeps a weekday's `#n` (`1#2`: the second Monday) beside its fields.
  const nth = (expression as unknown as { _nthDayOfWeek?: number })._nthDayOfWeek ?? 0;
  const matchesDay = dayMatcher(fields, nth);
  const first = localTime(from, timezone);
  const last = localTime(end, timezone);
  let count = 0;
  for (let day = first.day; day <= last.day; day += DAY_MS) {
    if (!matchesDay(new Date(day))) continue;
    for (const hour of hours) {
      for (const minute of minutes) {
        const at = hour * 60 + minute;
        // Strictly after `from` (a run at its very minute already fired), up to `end` included.
        if (day === first.day && at <= first.minuteOfDay) continue;
        if (day === last.day && at > last.minuteOfDay) continue;
        count += 1;
      }
    }
  }
  return count;
}

/** The local calendar day (as UTC midnight) and minute of the day of an instant in a zone. */
function localTime(instant: Date, timezone: string) {
  const wall = wallClockAt(instant.getTime(), timezone);
  return {
    day: Math.floor(wall / DAY_MS) * DAY_MS,
    minuteOfDay: Math.floor((wall % DAY_MS) / 60_000),
  };
}

type Fields = ReturnType<typeof parseExpression>['fields'];

/**
 * Cron's day rule, as cron-parser applies it: the month must match, and then the day of month or
 * the weekday; when both are restricted (not their whole range) either one is enough. `L` is the
 * month's last day, `5L` its last Friday, `1#2` its second Monday.
 */
function dayMatcher(fields: Fields, nth: number): (day: Date) => boolean {
  const months = new Set(fields.month as number[]);
  const daysOfMonth = fields.dayOfMonth as (number | 'L')[];
  const weekdays = (fields.dayOfWeek as (number | string)[]).map((value) =>
    value === 7 ? 0 : value,
  );
  const domRestricted = daysOfMonth.length < 31 || daysOfMonth.includes('L');
  const dowRestricted = new Set(weekdays).size < 7;
  return (day) => {
    if (!months.has(day.getUTCMonth() + 1)) return false;
    const date = day.getUTCDate();
    const lastDate = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0),
    ).getUTCDate();
    const weekday = day.getUTCDay();
    const domMatch = daysOfMonth.some((value) =>
      value === 'L' ? date === lastDate : value === date,
    );
    const dowMatch = weekdays.some((value) => {
      if (typeof value === 'string') {
        // `5L`: that weekday, in the month's last seven days.
        return Number(value.slice(0, -1)) % 7 === weekday && date + 7 > lastDate;
      }
      if (value !== weekday) return false;
      return nth === 0 || Math.ceil(date / 7) === nth;
    });
    if (domRestricted && dowRestricted) return domMatch || dowMatch;
    if (domRestricted) return domMatch;
    if (dowRestricted) return dowMatch;
    return true;
  };
}
