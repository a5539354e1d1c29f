import type { IncidentUpdateCreateBody, IncidentUpdateStatus } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { newestFirst } from '../db/repository-pages';

export interface IncidentUpdateRow {
  id: string;
  incident_id: string;
  status: IncidentUpdateStatus;
  message: string;
  author_email: string | null;
  time_created: Date;
}

export interface TeamIncidentRow {
  id: string;
  monitor_id: string;
  monitor_name: string;
  time_started: Date;
  time_resolved: Date | null;
  error: string | null;
}

const UPDATE = `u.id, u.incident_id, u.status, u.message, a.email AS author_email, u.time_created`;
const UPDATE_FROM = `monitor_incident_updates u LEFT JOIN users a ON a.id = u.author_id`;

/** The incident when its monitor is the team's, else null (another team's incident is 404). */
export async function findTeamIncident(db: Queryable, accountId: string, incidentId: string) {
  const [row] = await db.query<{ id: string; monitor_id: string }>(
    `SELECT i.id, i.monitor_id FROM monitor_incidents i JOIN monitors m ON m.id = i.monitor_id
     WHERE i.id = $1 AND m.account_id = $2`,
    [incidentId, accountId],
  );
  return row ?? null;
}

export async function insertIncidentUpdate(
  db: Queryable,
  incidentId: string,
  body: IncidentUpdateCreateBody,
  authorId: string,
) {
  const [row] = await db.query<IncidentUpdateRow>(
    `WITH made AS (
       INSERT INTO monitor_incident_updates (incident_id, status, message, author_id)
       VALUES ($1, $2, $3, $4) RETURNING *)
     SELECT ${UPDATE} FROM made u LEFT JOIN users a ON a.id = u.author_id`,
    [incidentId, body.status, body.message, authorId],
  );
  return row!;
}

/** The incident's updates, newest first, a page of them and how many there are. */
export const listIncidentUpdates = (
  db: Queryable,
  incidentId: string,
  limit: number,
  offset: number,
) =>
  newestFirst<IncidentUpdateRow>(
    db,
    { table: UPDATE_FROM, match: { 'u.incident_id': incidentId }, columns: UPDATE },
    { limit, offset },
  );

/** True when the update was the incident's and is gone. */
export async function deleteIncidentUpdate(db: Queryable, incidentId: string, updateId: string) {
  const gone = await db.query(
    'DELETE FROM monitor_incident_updates WHERE id = $1 AND incident_id = $2 RETURNING 1',
    [updateId, incidentId],
  );
  return gone.length > 0;
}

/** The team's incidents, open ones first, then by start, newest first. */
export async function listTeamIncidents(
  db: Queryable,
  accountId: string,
  limit: number,
  offset: number,
) {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM monitor_incidents i
     JOIN monitors m ON m.id = i.monitor_id WHERE m.account_id = $1`,
    [accountId],
  );
  const rows = await db.query<TeamIncidentRow>(
    `SELECT i.id, i.monitor_id, m.name AS monitor_name, i.time_started, i.time_resolved, i.error
     FROM monitor_incidents i JOIN monitors m ON m.id = i.monitor_id
     WHERE m.account_id = $1
     ORDER BY (i.time_resolved IS NULL) DESC, i.time_started DESC, i.id DESC
     LIMIT $2 OFFSET $3`,
    [accountId, limit, offset],
  );
  return { count, rows };
}

/**
 * The newest `perIncident` updates of each incident, newest first: one bounded statement for a
 * whole list or status page, however much the team wrote.
 */
export async function updatesOfIncidents(
  db: Queryable,
  incidentIds: string[],
  perIncident: number,
) {
  if (incidentIds.length === 0) return [];
  return db.query<IncidentUpdateRow>(
    `SELECT * FROM (
       SELECT ${UPDATE}, row_number() OVER (PARTITION BY u.incident_id
         ORDER BY u.time_created DESC, u.id DESC) AS n
       FROM ${UPDATE_FROM} WHERE u.incident_id = ANY($1::uuid[])) ranked
     WHERE n <= $2 ORDER BY time_created DESC, id DESC`,
    [incidentIds, perIncident],
  );
}

/** The slugs of the status pages that show the monitor (their public pictures must be redrawn). */
export async function slugsShowingMonitor(db: Queryable, monitorId: string) {
  const rows = await db.query<{ slug: string }>(
    `SELECT p.slug FROM status_pages p JOIN status_page_monitors s ON s.status_page_id = p.id
     WHERE s.monitor_id = $1`,
    [monitorId],
  );
  return rows.map((row) => row.slug);
}
