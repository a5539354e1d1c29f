import type { Queryable } from '../db/connection';
import { activeOccurrence, occurrencesBetween, type Occurrence } from './maintenance-schedule';
import type { MonitorRow } from './repository';
import {
  holdOpenIncident,
  openIncidentHeldByMaintenance,
  windowsOfMonitor,
  windowsOfMonitors,
} from './repository-maintenance';

/**
 * Whether a window of the monitor's team covers it at `now`: its checks go on and are stored,
 * but its notices are held and the checks do not count in uptime %.
 */
export async function inMaintenance(tx: Queryable, monitor: MonitorRow, now: Date) {
  const windows = await windowsOfMonitor(tx, monitor.account_id, monitor.id, now);
  return windows.some((window) => activeOccurrence(window, now) !== null);
}

/** The monitor went Down inside a window: its incident's down notice is held. */
export async function holdDownNotice(tx: Queryable, monitor: MonitorRow) {
  await holdOpenIncident(tx, monitor.id);
}

/**
 * Whether a held down notice is no longer waiting for the flapping damping: a window held it,
 * so it goes at the first failure after the window (the monitor is still Down).
 */
export function heldByWindow(tx: Queryable, monitor: MonitorRow) {
  return openIncidentHeldByMaintenance(tx, monitor.id);
}

/** A window as the public status page shows it. */
export interface StatusPageMaintenance {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  /** Which of the page's monitors it covers. */
  monitor_ids: string[];
}

const UPCOMING_MS = 7 * 86_400_000;

/**
 * The maintenance a status page shows for the team's `monitorIds`: the occurrences on at `now`
 * (`active`) and those starting within the next 7 days (`upcoming`, soonest first). Two
 * statements at most; no window yields empty lists.
 */
export async function maintenanceForStatusPage(
  db: Queryable,
  teamId: string,
  monitorIds: string[],
  now: Date,
) {
  const active: StatusPageMaintenance[] = [];
  const upcoming: StatusPageMaintenance[] = [];
  if (monitorIds.length === 0) return { active, upcoming };
  const windows = await windowsOfMonitors(db, teamId, monitorIds, now);
  const until = new Date(now.getTime() + UPCOMING_MS);
  for (const window of windows) {
    const covered = window.all_monitors
      ? monitorIds
      : monitorIds.filter((id) => window.monitor_ids.includes(id));
    const shown = (o: Occurrence) => ({
      id: window.id,
      title: window.title,
      starts_at: o.start.toISOString(),
      ends_at: o.end.toISOString(),
      monitor_ids: covered,
    });
    for (const occurrence of occurrencesBetween(window, now, until))
      (occurrence.start <= now ? active : upcoming).push(shown(occurrence));
  }
  upcoming.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return { active, upcoming };
}
