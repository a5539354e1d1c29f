import { WEEKDAYS, type MaintenanceWindow, type Weekday } from '@vigil/contract';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

// The reader's locale and time zone: "Sun 7 Dec, 04:00" reads as their own clock.
const when = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "Sun 7 Dec, 04:00 – 05:30" (the end's day only when it differs), in the reader's time. */
export function spanText(startsAt: string, endsAt: string): string {
  const [start, end] = [new Date(startsAt), new Date(endsAt)];
  return `${when.format(start)} – ${sameDay(start, end) ? clock.format(end) : when.format(end)}`;
}

/** "1 h 30 min", "45 min", "2 d". */
export function minutesText(minutes: number): string {
  const parts = [
    [Math.floor(minutes / 1440), 'd'],
    [Math.floor((minutes % 1440) / 60), 'h'],
    [minutes % 60, 'min'],
  ] as const;
  return parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** "Mon, Wed, Sun" in week order. */
export const weekdaysText = (days: Weekday[]) =>
  WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => DAY_NAMES[day])
    .join(', ');

export const weekdayName = (day: Weekday) => DAY_NAMES[day];

/** How the window repeats, as its author set it: "Every Sun at 03:00 Europe/Berlin, 1 h 30 min". */
export function repeatText(window: MaintenanceWindow): string {
  if (window.kind === 'once') return 'Once';
  const length = minutesText(window.duration_minutes ?? 0);
  return `Every ${weekdaysText(window.weekdays)} at ${window.start_time} ${window.timezone}, ${length}`;
}

/** When it is on next, in the reader's words: "On now, until 05:30", "Next: …", or "Over". */
export function nextText(window: MaintenanceWindow): string {
  const next = window.next;
  if (!next) return 'Over';
  if (window.active) {
    const end = new Date(next.ends_at);
    return `On now, until ${sameDay(new Date(), end) ? clock.format(end) : when.format(end)}`;
  }
  return `Next: ${spanText(next.starts_at, next.ends_at)}`;
}

/** Which monitors it covers: "All monitors", "Shop", "3 monitors". */
export function coverText(window: MaintenanceWindow, names: Map<string, string>): string {
  if (window.all_monitors) return 'All monitors';
  if (window.monitor_ids.length === 1) return names.get(window.monitor_ids[0]!) ?? '1 monitor';
  return `${window.monitor_ids.length} monitors`;
}
