import type { Queryable } from '../db/connection';
import { deleteTeamRow } from '../db/repository-team-rows';
import { newestFirst } from '../db/repository-pages';
import type { MonitorErrorClass } from '@vigil/contract';
import type { MonitorRow } from './repository';

export interface StatusPageRow {
  id: string;
  account_id: string;
  site_id: string | null;
  slug: string;
  title: string;
  description: string;
  show_urls: boolean;
  time_created: Date;
  /** The monitors shown, in order (read with the page). */
  monitor_ids: string[];
}

export type StatusPageFields = Pick<
  StatusPageRow,
  'slug' | 'title' | 'description' | 'site_id' | 'show_urls'
>;

/** Public incidents: the page's monitors' open ones and those resolved since `since`. */
export interface PublicIncidentRow {
  id: string;
  monitor_id: string;
  time_started: Date;
  time_resolved: Date | null;
  error_class: MonitorErrorClass | null;
}

const PAGE = `p.*, coalesce((SELECT array_agg(s.monitor_id::text ORDER BY s.position)
  FROM status_page_monitors s WHERE s.status_page_id = p.id), '{}') AS monitor_ids`;

async function setMonitors(tx: Queryable, pageId: string, monitorIds: string[]) {
  await tx.query('DELETE FROM status_page_monitors WHERE status_page_id = $1', [pageId]);
  await tx.query(
    `INSERT INTO status_page_monitors (status_page_id, monitor_id, position)
     SELECT $1, m.id, m.position FROM unnest($2::uuid[]) WITH ORDINALITY AS m(id, position)`,
    [pageId, monitorIds],
  );
}

async function readPage(db: Queryable, where: string, values: unknown[]) {
  const [row] = await db.query<StatusPageRow>(
    `SELECT ${PAGE} FROM status_pages p WHERE ${where}`,
    values,
  );
  return row ?? null;
}

/** Saves a new page and its monitors in `tx`; null when the slug is taken. */
export async function insertStatusPage(
  tx: Queryable,
  accountId: string,
  fields: StatusPageFields,
  monitorIds: string[],
) {
  // ON CONFLICT: a slug taken meanwhile by another team's insert is a refusal, not an error.
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO status_pages (account_id, slug, title, description, site_id, show_urls)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (slug) DO NOTHING RETURNING id`,
    [accountId, fields.slug, fields.title, fields.description, fields.site_id, fields.show_urls],
  );
  if (!row) return null;
  await setMonitors(tx, row.id, monitorIds);
  return readPage(tx, 'p.id = $1', [row.id]);
}

/** Saves the page's fields and monitors in `tx`; null when the slug is another page's. */
export async function updateStatusPage(
  tx: Queryable,
  id: string,
  fields: StatusPageFields,
  monitorIds: string[],
) {
  const taken = await tx.query('SELECT 1 FROM status_pages WHERE slug = $1 AND id <> $2', [
    fields.slug,
    id,
  ]);
  if (taken.length > 0) return null;
  await tx.query(
    `UPDATE status_pages SET slug = $2, title = $3, description = $4, site_id = $5,
       show_urls = $6 WHERE id = $1`,
    [id, fields.slug, fields.title, fields.description, fields.site_id, fields.show_urls],
  );
  await setMonitors(tx, id, monitorIds);
  return readPage(tx, 'p.id = $1', [id]);
}

export const findStatusPage = (db: Queryable, accountId: string, id: string) =>
  readPage(db, 'p.id = $1 AND p.account_id = $2', [id, accountId]);

export const findStatusPageBySlug = (db: Queryable, slug: string) =>
  readPage(db, 'p.slug = $1', [slug]);

export const listStatusPages = (db: Queryable, accountId: string, limit: number, offset: number) =>
  newestFirst<StatusPageRow>(
    db,
    { table: 'status_pages p', match: { 'p.account_id': accountId }, columns: PAGE },
    { limit, offset },
  );

export const deleteStatusPage = (db: Queryable, accountId: string, id: string) =>
  deleteTeamRow(db, 'status_pages', accountId, id);

/** Which of `ids` are the team's monitors. */
export async function teamMonitorIds(db: Queryable, accountId: string, ids: string[]) {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM monitors WHERE id = ANY($1::uuid[]) AND account_id = $2',
    [ids, accountId],
  );
  return new Set(rows.map((row) => row.id));
}

/** The monitors a page shows, in its order (at most the page's few: the contract bounds them). */
export async function pageMonitors(db: Queryable, pageId: string) {
  return db.query<MonitorRow>(
    `SELECT m.* FROM status_page_monitors s JOIN monitors m ON m.id = s.monitor_id
     WHERE s.status_page_id = $1 ORDER BY s.position`,
    [pageId],
  );
}

/** Open incidents of the monitors and those resolved since `since`, newest first, at most `limit`. */
export async function publicIncidents(
  db: Queryable,
  monitorIds: string[],
  since: Date,
  limit: number,
) {
  return db.query<PublicIncidentRow>(
    `SELECT i.id, i.monitor_id, i.time_started, i.time_resolved,
       (SELECT r.error_class FROM monitor_results r
        WHERE r.monitor_id = i.monitor_id AND NOT r.ok AND r.time_checked >= i.time_started
        ORDER BY r.time_checked LIMIT 1) AS error_class
     FROM monitor_incidents i
     WHERE i.monitor_id = ANY($1::uuid[]) AND (i.time_resolved IS NULL OR i.time_resolved >= $2)
     ORDER BY i.time_started DESC LIMIT $3`,
    [monitorIds, since, limit],
  );
}

/** Each monitor's share of passing checks per day over the last `days` days (the page's bars). */
export async function dailyUptime(db: Queryable, monitorIds: string[], now: Date, days: number) {
  return db.query<{ monitor_id: string; day: Date; checks: number; failures: number }>(
    `SELECT monitor_id, date_trunc('day', hour) AS day,
       sum(checks)::int AS checks, sum(failures)::int AS failures
     FROM monitor_hourly
     WHERE monitor_id = ANY($1::uuid[]) AND hour >= $2::timestamptz - make_interval(days => $3)
     GROUP BY monitor_id, date_trunc('day', hour)`,
    [monitorIds, now, days],
  );
}

/** The monitor when some status page shows it (a badge tells no more than a page does). */
export async function findShownMonitor(db: Queryable, id: string) {
  const [row] = await db.query<MonitorRow & { show_url: boolean }>(
    `SELECT m.*, EXISTS (SELECT 1 FROM status_page_monitors s JOIN status_pages p
         ON p.id = s.status_page_id WHERE s.monitor_id = m.id AND p.show_urls) AS show_url
     FROM monitors m
     WHERE m.id = $1 AND EXISTS (SELECT 1 FROM status_page_monitors s WHERE s.monitor_id = m.id)`,
    [id],
  );
  return row ?? null;
}
