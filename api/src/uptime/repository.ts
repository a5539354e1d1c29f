import {
  monitorHttpSettingsSchema,
  type Monitor,
  type MonitorHttpSettings,
  type MonitorIncident,
  type MonitorKind,
  type MonitorResult,
} from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { countTeamRows, deleteTeamRow, findTeamRow, isTeamRow } from '../db/repository-team-rows';

export interface MonitorRow {
  id: string;
  account_id: string;
  site_id: string | null;
  alert_id: string | null;
  name: string;
  kind: MonitorKind;
  url: string;
  settings: MonitorHttpSettings;
  interval_seconds: number;
  failures_to_down: number;
  paused: boolean;
  state: 'pending' | 'up' | 'down';
  state_since: Date;
  consecutive_failures: number;
  next_check_at: Date;
  lease_until: Date | null;
  heartbeat_token: string | null;
  last_ping_at: Date | null;
  time_created: Date;
}

/** What a client sets; the rest (state, next check, lease) is the checker's. */
export type MonitorFields = Pick<
  MonitorRow,
  | 'name'
  | 'kind'
  | 'url'
  | 'site_id'
  | 'alert_id'
  | 'settings'
  | 'interval_seconds'
  | 'failures_to_down'
  | 'paused'
>;

export interface ResultRow {
  monitor_id: string;
  time_checked: Date;
  ok: boolean;
  status_code: number | null;
  ms: number | null;
  error_class: MonitorResult['error_class'];
  error: string | null;
}

interface IncidentRow {
  id: string;
  monitor_id: string;
  time_started: Date;
  time_resolved: Date | null;
  error: string | null;
  issue_id: string | null;
}

interface UptimeRow {
  monitor_id: string;
  day: number | null;
  week: number | null;
  month: number | null;
}

const COLUMNS = [
  'name',
  'kind',
  'url',
  'site_id',
  'alert_id',
  'settings',
  'interval_seconds',
  'failures_to_down',
  'paused',
] as const;
const valuesOf = (fields: MonitorFields) =>
  COLUMNS.map((column) =>
    column === 'settings' ? JSON.stringify(fields.settings) : fields[column],
  );

/** A new monitor is due at once: its first check says whether it is up. */
export async function insertMonitor(
  db: Queryable,
  accountId: string,
  fields: MonitorFields,
  heartbeatToken: string | null,
) {
  const [row] = await db.query<MonitorRow>(
    `INSERT INTO monitors (account_id, ${COLUMNS.join(', ')}, heartbeat_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) RETURNING *`,
    [accountId, ...valuesOf(fields), heartbeatToken],
  );
  return row!;
}

/**
 * Saves the fields; `recheck` makes the monitor due at once (its target or timing changed, or it
 * was resumed) and its state pending again when the target changed.
 */
export async function updateMonitor(
  db: Queryable,
  id: string,
  fields: MonitorFields,
  recheck: 'keep' | 'now' | 'restart',
  heartbeatToken: string | null = null,
) {
  const sets = COLUMNS.map((column, i) =>
    column === 'settings' ? `settings = $${i + 2}::jsonb` : `${column} = $${i + 2}`,
  );
  if (heartbeatToken) sets.push(`heartbeat_token = $${COLUMNS.length + 2}`);
  // A check in flight for the old slot then records nothing (checks.ts), and its lease goes.
  if (recheck !== 'keep') sets.push('next_check_at = now()', 'lease_until = NULL');
  if (recheck === 'restart')
    sets.push(`state = 'pending'`, 'state_since = now()', 'consecutive_failures = 0');
  const [row] = await db.query<MonitorRow>(
    `UPDATE monitors SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...valuesOf(fields), ...(heartbeatToken ? [heartbeatToken] : [])],
  );
  return row!;
}

export const findMonitor = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<MonitorRow>(db, 'monitors', accountId, id);

/** How many monitors the team has, paused ones too: the plan's monitors_allowed counts them all. */
export const countMonitors = (db: Queryable, accountId: string) =>
  countTeamRows(db, 'monitors', accountId);

/** Whether `id` of `table` (a fixed name, never input) is the team's. */
export const isTeams = (db: Queryable, table: 'sites' | 'alerts', id: string, accountId: string) =>
  isTeamRow(db, table, accountId, id);

/** Deletes the monitor and counts the team's again (its usage shows them beside its sites). */
export async function deleteMonitor(db: Queryable, accountId: string, id: string) {
  await deleteTeamRow(db, 'monitors', accountId, id);
  await recountMonitors(db, accountId);
}

/** The team's `usage_monitors`: how many monitors it has now, paused ones too. */
export async function recountMonitors(db: Queryable, accountId: string) {
  await db.query(
    `UPDATE accounts SET usage_monitors = (SELECT count(*) FROM monitors WHERE account_id = $1)
     WHERE id = $1`,
    [accountId],
  );
}

/** A monitor's checks, newest first. */
export async function listResults(db: Queryable, monitorId: string, limit: number, offset: number) {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM monitor_results WHERE monitor_id = $1',
    [monitorId],
  );
  const rows = await db.query<ResultRow>(
    `SELECT * FROM monitor_results WHERE monitor_id = $1
     ORDER BY time_checked DESC LIMIT $2 OFFSET $3`,
    [monitorId, limit, offset],
  );
  return { count, rows };
}

export const toResult = (row: ResultRow): MonitorResult => ({
  time_checked: row.time_checked.toISOString(),
  ok: row.ok,
  status_code: row.status_code,
  ms: row.ms,
  error_class: row.error_class,
  error: row.error,
});

const toIncident = (row: IncidentRow): MonitorIncident => ({
  id: row.id,
  time_started: row.time_started.toISOString(),
  time_resolved: row.time_resolved?.toISOString() ?? null,
  error: row.error,
  issue_id: row.issue_id,
});

/**
 * Uptime over the last 24 h, 7 and 30 days from the hourly aggregates (whole hours: the current
 * one counts), the last result and the open incident of each monitor: three grouped statements
 * for a whole page, never the raw results of a month.
 */
async function extrasOf(db: Queryable, ids: string[]) {
  const [uptimes, lasts, incidents] = await Promise.all([
    db.query<UptimeRow>(
      `SELECT monitor_id,
         100.0 * sum(checks - failures) FILTER (WHERE hour > now() - interval '24 hours')
           / nullif(sum(checks) FILTER (WHERE hour > now() - interval '24 hours'), 0) AS day,
         100.0 * sum(checks - failures) FILTER (WHERE hour > now() - interval '7 days')
           / nullif(sum(checks) FILTER (WHERE hour > now() - interval '7 days'), 0) AS week,
         100.0 * sum(checks - failures) / nullif(sum(checks), 0) AS month
       FROM monitor_hourly WHERE monitor_id = ANY($1::uuid[]) AND hour > now() - interval '30 days'
       GROUP BY monitor_id`,
      [ids],
    ),
    // One index probe per monitor (its newest result), never a scan of a month of results.
    db.query<ResultRow>(
      `SELECT r.* FROM unnest($1::uuid[]) AS m(id) CROSS JOIN LATERAL (
         SELECT * FROM monitor_results WHERE monitor_id = m.id
         ORDER BY time_checked DESC LIMIT 1) r`,
      [ids],
    ),
    db.query<IncidentRow>(
      `SELECT * FROM monitor_incidents WHERE monitor_id = ANY($1::uuid[]) AND time_resolved IS NULL`,
      [ids],
    ),
  ]);
  return {
    uptime: new Map(uptimes.map((row) => [row.monitor_id, row])),
    last: new Map(lasts.map((row) => [row.monitor_id, row])),
    incident: new Map(incidents.map((row) => [row.monitor_id, row])),
  };
}

const percent = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;

/** The monitors as clients read them, with state, last result, open incident and uptime. */
export async function toMonitors(
  db: Queryable,
  rows: MonitorRow[],
  appUrl: string,
): Promise<Monitor[]> {
  if (rows.length === 0) return [];
  const extras = await extrasOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const uptime = extras.uptime.get(row.id);
    const last = extras.last.get(row.id);
    const incident = extras.incident.get(row.id);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      url: row.url,
      heartbeat_url: row.heartbeat_token
        ? new URL(`/v1/heartbeat/${row.heartbeat_token}`, appUrl).href
        : null,
      site_id: row.site_id,
      alert_id: row.alert_id,
      interval_seconds: row.interval_seconds,
      failures_to_down: row.failures_to_down,
      settings: monitorHttpSettingsSchema.parse(row.settings),
      state: row.paused ? 'paused' : row.state,
      state_since: row.state_since.toISOString(),
      last_result: last ? toResult(last) : null,
      open_incident: incident ? toIncident(incident) : null,
      uptime: {
        day: percent(uptime?.day),
        week: percent(uptime?.week),
        month: percent(uptime?.month),
      },
      time_created: row.time_created.toISOString(),
    };
  });
}
