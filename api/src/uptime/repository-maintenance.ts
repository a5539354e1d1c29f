import type { Queryable } from '../db/connection';
import { deleteTeamRow } from '../db/repository-team-rows';
import { newestFirst } from '../db/repository-pages';
import type { WindowTiming } from './maintenance-schedule';

export interface MaintenanceRow extends WindowTiming {
  id: string;
  account_id: string;
  title: string;
  all_monitors: boolean;
  /** The monitors listed (read with the window; empty when it covers them all). */
  monitor_ids: string[];
  time_created: Date;
  time_updated: Date;
}

export type MaintenanceFields = Omit<
  MaintenanceRow,
  'id' | 'account_id' | 'time_created' | 'time_updated'
>;

const WINDOW = `w.*, coalesce((SELECT array_agg(m.monitor_id::text ORDER BY m.monitor_id)
  FROM maintenance_window_monitors m WHERE m.window_id = w.id), '{}') AS monitor_ids`;

const COLUMNS = [
  'title',
  'all_monitors',
  'kind',
  'starts_at',
  'ends_at',
  'weekdays',
  'start_time',
  'duration_minutes',
  'timezone',
] as const;

const valuesOf = (fields: MaintenanceFields) => COLUMNS.map((column) => fields[column]);

async function setMonitors(tx: Queryable, windowId: string, monitorIds: string[]) {
  await tx.query('DELETE FROM maintenance_window_monitors WHERE window_id = $1', [windowId]);
  await tx.query(
    `INSERT INTO maintenance_window_monitors (window_id, monitor_id)
     SELECT $1, id FROM unnest($2::uuid[]) AS m(id)`,
    [windowId, monitorIds],
  );
}

async function readWindow(db: Queryable, where: string, values: unknown[]) {
  const [row] = await db.query<MaintenanceRow>(
    `SELECT ${WINDOW} FROM maintenance_windows w WHERE ${where}`,
    values,
  );
  return row ?? null;
}

export async function insertMaintenance(
  tx: Queryable,
  accountId: string,
  fields: MaintenanceFields,
) {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO maintenance_windows (account_id, ${COLUMNS.join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10) RETURNING id`,
    [accountId, ...valuesOf(fields)],
  );
  await setMonitors(tx, row!.id, fields.all_monitors ? [] : fields.monitor_ids);
  return (await readWindow(tx, 'w.id = $1', [row!.id]))!;
}

export async function updateMaintenance(tx: Queryable, id: string, fields: MaintenanceFields) {
  await tx.query(
    `UPDATE maintenance_windows SET title = $2, all_monitors = $3, kind = $4, starts_at = $5,
       ends_at = $6, weekdays = $7::text[], start_time = $8, duration_minutes = $9,
       timezone = $10, time_updated = now()
     WHERE id = $1`,
    [id, ...valuesOf(fields)],
  );
  await setMonitors(tx, id, fields.all_monitors ? [] : fields.monitor_ids);
  return (await readWindow(tx, 'w.id = $1', [id]))!;
}

export const findMaintenance = (db: Queryable, accountId: string, id: string) =>
  readWindow(db, 'w.id = $1 AND w.account_id = $2', [id, accountId]);

export const listMaintenance = (db: Queryable, accountId: string, limit: number, offset: number) =>
  newestFirst<MaintenanceRow>(
    db,
    { table: 'maintenance_windows w', match: { 'w.account_id': accountId }, columns: WINDOW },
    { limit, offset },
  );

export const deleteMaintenance = (db: Queryable, accountId: string, id: string) =>
  deleteTeamRow(db, 'maintenance_windows', accountId, id);

/**
 * The windows that may cover the monitor at `now`: its team's weekly ones and one-offs on now,
 * for all monitors or listing it. Asked once per check (a few rows at most, by index).
 */
export async function windowsOfMonitor(
  db: Queryable,
  accountId: string,
  monitorId: string,
  now: Date,
) {
  return db.query<WindowTiming>(
    `SELECT w.kind, w.starts_at, w.ends_at, w.weekdays, w.start_time, w.duration_minutes,
       w.timezone
     FROM maintenance_windows w
     WHERE w.account_id = $1
       AND (w.kind = 'weekly' OR (w.starts_at <= $3 AND w.ends_at > $3))
       AND (w.all_monitors OR EXISTS (SELECT 1 FROM maintenance_window_monitors m
                                      WHERE m.window_id = w.id AND m.monitor_id = $2))`,
    [accountId, monitorId, now],
  );
}

/** The team's windows covering any of `monitorIds` (the status page's), one-offs not yet over. */
export async function windowsOfMonitors(
  db: Queryable,
  accountId: string,
  monitorIds: string[],
  now: Date,
) {
  return db.query<MaintenanceRow>(
    `SELECT ${WINDOW} FROM maintenance_windows w
     WHERE w.account_id = $1 AND (w.kind = 'weekly' OR w.ends_at > $3)
       AND (w.all_monitors OR EXISTS (SELECT 1 FROM maintenance_window_monitors m
                                      WHERE m.window_id = w.id AND m.monitor_id = ANY($2::uuid[])))
     ORDER BY w.time_created, w.id`,
    [accountId, monitorIds, now],
  );
}

/** Holds the monitor's open incident's down notice for the window (sent after it if still Down). */
export async function holdOpenIncident(tx: Queryable, monitorId: string) {
  await tx.query(
    `UPDATE monitor_incidents SET notified = false, held_by_maintenance = true
     WHERE monitor_id = $1 AND time_resolved IS NULL`,
    [monitorId],
  );
}

/** Whether the monitor's open incident's notice is held because of a window. */
export async function openIncidentHeldByMaintenance(tx: Queryable, monitorId: string) {
  const rows = await tx.query(
    `SELECT 1 FROM monitor_incidents
     WHERE monitor_id = $1 AND time_resolved IS NULL AND NOT notified AND held_by_maintenance`,
    [monitorId],
  );
  return rows.length > 0;
}
