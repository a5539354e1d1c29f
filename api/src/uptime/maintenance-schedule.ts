import { WEEKDAYS, type Weekday } from '@vigil/contract';
import { DAY_MS, wallClockAt, zonedToInstant } from '../time/wall-clock';

/** When a window is on: pure, so the DST rules are tested without a database. */
export interface WindowTiming {
  kind: 'once' | 'weekly';
  starts_at: Date | null;
  ends_at: Date | null;
  weekdays: Weekday[];
  /** "HH:MM", local time in `timezone`. */
  start_time: string | null;
  duration_minutes: number | null;
  timezone: string;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** Weekly occurrences overlapping [from, to): one per chosen local day, `duration` real minutes. */
function weeklyOccurrences(timing: WindowTiming, from: Date, to: Date): Occurrence[] {
  const [hours = 0, minutes = 0] = (timing.start_time ?? '00:00').split(':').map(Number);
  const length = (timing.duration_minutes ?? 0) * 60_000;
  // Local days from the one whose occurrence could still be on at `from` up to `to`'s.
  const first = wallClockAt(from.getTime() - length - DAY_MS, timing.timezone);
  const last = wallClockAt(to.getTime() + DAY_MS, timing.timezone);
  const found: Occurrence[] = [];
  for (let day = first - (first % DAY_MS); day <= last; day += DAY_MS) {
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    const weekday = WEEKDAYS[(new Date(day).getUTCDay() + 6) % 7]!;
    if (!timing.weekdays.includes(weekday)) continue;
    const start = zonedToInstant(day + (hours * 60 + minutes) * 60_000, timing.timezone);
    if (start < to.getTime() && start + length > from.getTime())
      found.push({ start: new Date(start), end: new Date(start + length) });
  }
  return found;
}

/** The window's occurrences overlapping [from, to), in order. */
export function occurrencesBetween(timing: WindowTiming, from: Date, to: Date): Occurrence[] {
  if (timing.kind === 'weekly') return weeklyOccurrences(timing, from, to);
  const { starts_at: start, ends_at: end } = timing;
  return start && end && start < to && end > from ? [{ start, end }] : [];
}

/** The occurrence on at `now` (start inclusive, end exclusive), or null. */
export function activeOccurrence(timing: WindowTiming, now: Date): Occurrence | null {
  const after = new Date(now.getTime() + 1);
  return occurrencesBetween(timing, now, after).find((o) => o.start <= now) ?? null;
}

/** The occurrence on at `now`, else the next one; null when none is to come. */
export function currentOrNextOccurrence(timing: WindowTiming, now: Date): Occurrence | null {
  // A weekly window has an occurrence within any 8 days (a week plus a DST hour).
  return occurrencesBetween(timing, now, new Date(now.getTime() + 8 * DAY_MS))[0] ?? null;
}
