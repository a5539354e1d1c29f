import type { Monitor, StatusFeed } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { toMonitors, type MonitorRow } from './repository';
import { maintenanceForStatusPage } from './maintenance';
import { updatesOfIncidents } from './repository-incident-updates';
import * as pages from './repository-status-pages';

/** What the public page shows besides the feed: each monitor's last 90 days, oldest first. */
export const BAR_DAYS = 90;
/** Resolved incidents the page and feed list: the last 30 days, at most 20. */
const RECENT_DAYS = 30;
const RECENT_MAX = 20;
const DAY_MS = 86_400_000;
/** The newest updates shown under each incident (a page stays a few KB however much is written). */
const UPDATES_PER_INCIDENT = 10;

/** One day's bar: the share of checks that passed, null when none ran (no data, not downtime). */
export interface DayBar {
  day: string;
  uptime: number | null;
}

export interface PublicStatus {
  feed: StatusFeed;
  bars: Map<string, DayBar[]>;
}

/** What a slug can be (the contract's rule): anything else is unknown without a query. */
const SLUG = /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/;

function overallState(monitors: Monitor[]): StatusFeed['state'] {
  const checked = monitors.filter((m) => m.state === 'up' || m.state === 'down');
  if (checked.length === 0) return 'unknown';
  const down = checked.filter((m) => m.state === 'down').length;
  if (down === 0) return 'up';
  return down === checked.length ? 'down' : 'degraded';
}

function barsOf(rows: Awaited<ReturnType<typeof pages.dailyUptime>>, ids: string[], now: Date) {
  const byKey = new Map(rows.map((row) => [`${row.monitor_id} ${row.day.toISOString()}`, row]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: BAR_DAYS }, (_, i) =>
    new Date(today - (BAR_DAYS - 1 - i) * DAY_MS).toISOString(),
  );
  return new Map(
    ids.map((id) => [
      id,
      days.map((day) => {
        const row = byKey.get(`${id} ${day}`);
        const uptime = row?.checks ? (100 * (row.checks - row.failures)) / row.checks : null;
        return { day: day.slice(0, 10), uptime };
      }),
    ]),
  );
}

/**
 * A status page's public picture by its slug, or null: the page's monitors only (at most the
 * contract's 50), their state and uptime from the aggregates, their open and recent incidents,
 * and a URL only where the team chose to show URLs (a heartbeat's secret URL never). A fixed
 * number of bounded statements, whatever the history.
 */
export async function loadPublicStatus(
  db: Queryable,
  slug: string,
  appUrl: string,
  now = new Date(),
): Promise<PublicStatus | null> {
  if (!SLUG.test(slug)) return null;
  const page = await pages.findStatusPageBySlug(db, slug);
  if (!page) return null;
  const rows: MonitorRow[] = await pages.pageMonitors(db, page.id);
  const ids = rows.map((row) => row.id);
  const [monitors, incidents, daily, maintenance] = await Promise.all([
    toMonitors(db, rows, appUrl),
    ids.length
      ? pages.publicIncidents(
          db,
          ids,
          new Date(now.getTime() - RECENT_DAYS * DAY_MS),
          ids.length + RECENT_MAX,
        )
      : [],
    ids.length ? pages.dailyUptime(db, ids, now, BAR_DAYS) : [],
    maintenanceForStatusPage(db, page.account_id, ids, now),
  ]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const written = await updatesOfIncidents(
    db,
    incidents.map((row) => row.id),
    UPDATES_PER_INCIDENT,
  );
  const publicIncident = (row: pages.PublicIncidentRow) => ({
    id: row.id,
    monitor_id: row.monitor_id,
    monitor_name: names.get(row.monitor_id) ?? '',
    time_started: row.time_started.toISOString(),
    time_resolved: row.time_resolved?.toISOString() ?? null,
    error_class: row.error_class,
    updates: written
      .filter((update) => update.incident_id === row.id)
      .map(({ status, message, time_created }) => ({
        status,
        message,
        time_created: time_created.toISOString(),
      })),
  });
  const feed: StatusFeed = {
    slug: page.slug,
    title: page.title,
    description: page.description,
    state: overallState(monitors),
    generated_at: now.toISOString(),
    monitors: monitors.map((monitor) => ({
      id: monitor.id,
      name: monitor.name,
      state: monitor.state,
      url: page.show_urls && monitor.kind !== 'heartbeat' ? monitor.url : null,
      uptime: monitor.uptime,
      last_checked: monitor.last_result?.time_checked ?? null,
    })),
    open_incidents: incidents.filter((row) => !row.time_resolved).map(publicIncident),
    recent_incidents: incidents
      .filter((row) => row.time_resolved)
      .slice(0, RECENT_MAX)
      .map(publicIncident),
    maintenance,
  };
  return { feed, bars: barsOf(daily, ids, now) };
}

/** How long a computed public picture is reused: the Cache-Control's 30 s, kept by the API too. */
export const PUBLIC_STATUS_TTL_MS = 30_000;
/** Slugs kept at once; the oldest goes first (only known slugs are kept: a miss is one lookup). */
const CACHE_SLUGS = 500;

/**
 * The public pictures, each computed at most once per 30 s per process, however many visitors
 * (or a script) ask without a cache in front: a popular page costs its statements twice a
 * minute. The team's edits drop their page at once (`forget`).
 */
export function publicStatusCache(load: (slug: string) => Promise<PublicStatus | null>) {
  const kept = new Map<string, { until: number; value: Promise<PublicStatus | null> }>();
  return {
    get(slug: string, now = Date.now()) {
      const hit = kept.get(slug);
      if (hit && hit.until > now) return hit.value;
      const value = load(slug);
      kept.delete(slug);
      if (kept.size >= CACHE_SLUGS) kept.delete(kept.keys().next().value!);
      kept.set(slug, { until: now + PUBLIC_STATUS_TTL_MS, value });
      const drop = () => kept.get(slug)?.value === value && kept.delete(slug);
      value.then((found) => found ?? drop(), drop);
      return value;
    },
    forget: (...slugs: string[]) => slugs.forEach((slug) => kept.delete(slug)),
  };
}
