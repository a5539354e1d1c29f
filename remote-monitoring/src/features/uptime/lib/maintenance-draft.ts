import type { BodyOf, MaintenanceWindow, Weekday } from '@vigil/contract';

/** What the form edits; times of a one-off window as the reader's `datetime-local` values. */
export interface MaintenanceDraft {
  title: string;
  kind: 'once' | 'weekly';
  all_monitors: boolean;
  monitor_ids: string[];
  starts_local: string;
  ends_local: string;
  weekdays: Weekday[];
  start_time: string;
  duration_minutes: string;
  timezone: string;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value on the reader's clock ("2026-12-05T22:00"). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value (the reader's clock) as an instant; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  const at = value ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}

export function draftOf(window: MaintenanceWindow | null): MaintenanceDraft {
  return {
    title: window?.title ?? '',
    kind: window?.kind ?? 'once',
    all_monitors: window?.all_monitors ?? true,
    monitor_ids: window?.monitor_ids ?? [],
    starts_local: toLocalInput(window?.starts_at ?? null),
    ends_local: toLocalInput(window?.ends_at ?? null),
    weekdays: window?.weekdays ?? [],
    start_time: window?.start_time ?? '03:00',
    duration_minutes: String(window?.duration_minutes ?? 60),
    timezone: window?.timezone ?? browserTimeZone(),
  };
}

/** The request body: only the chosen kind's timing (the API clears the other kind's). */
export function bodyOf(draft: MaintenanceDraft): BodyOf<'createMaintenance'> {
  const common = {
    title: draft.title,
    kind: draft.kind,
    all_monitors: draft.all_monitors,
    monitor_ids: draft.all_monitors ? [] : draft.monitor_ids,
  };
  if (draft.kind === 'once') {
    return {
      ...common,
      starts_at: fromLocalInput(draft.starts_local),
      ends_at: fromLocalInput(draft.ends_local),
      // A one-off's times are typed on the reader's clock; its zone is kept to show them.
      timezone: browserTimeZone(),
    };
  }
  const minutes = Number(draft.duration_minutes);
  return {
    ...common,
    weekdays: draft.weekdays,
    start_time: draft.start_time || null,
    duration_minutes: draft.duration_minutes && Number.isInteger(minutes) ? minutes : null,
    timezone: draft.timezone,
  };
}
