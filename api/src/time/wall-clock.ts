/**
 * Wall-clock time in an IANA time zone, for everything that runs on a team's local time
 * (schedules' windows, maintenance windows). Pure: the DST rules are tested without a database.
 */
export const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `at`, as if it were UTC (milliseconds since the epoch). */
export function wallClockAt(at: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
const offsetAt = (at: number, timeZone: string) =>
  wallClockAt(at, timeZone) - Math.floor(at / 1000) * 1000;

/**
 * The instant a wall-clock time (given as if UTC) happens in `timeZone`. As Temporal's
 * "compatible": a time the clocks skip (02:30 on the spring change) is taken that long later
 * (03:30 summer time); a time that happens twice (the autumn change) is its first.
 */
export function zonedToInstant(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const fits = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((at) => offsetAt(at, timeZone) === wall - at)
    .sort((a, b) => a - b);
  return fits[0] ?? wall - before;
}
