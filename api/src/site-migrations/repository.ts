import type {
  SiteMigration,
  SiteMigrationPath,
  SiteMigrationSummary,
  TestComponent,
} from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { Comparison } from '../page-tests/comparison';
import { comparisonParams, failedComparison } from '../page-tests/comparison-result';

export interface MigrationRow {
  id: string;
  account_id: string;
  site_id: string;
  site_url: string;
  base_url: string;
  status: SiteMigration['status'];
  threshold: number;
  paths_total: number;
  paths_done: number;
  paths_failed: number;
  time_created: Date;
  time_completed: Date | null;
}

export interface PathRow {
  id: string;
  migration_id: string;
  account_id: string;
  path: string;
  source_url: string | null;
  target_url: string | null;
  source_scan_id: string | null;
  target_scan_id: string | null;
  status: SiteMigrationPath['status'];
  score: number | null;
  component_scores: SiteMigrationPath['component_scores'];
  failing_components: TestComponent[];
  deltas: SiteMigrationPath['deltas'];
  error: string | null;
  time_completed: Date | null;
}

const SELECT_MIGRATION = `SELECT m.*, s.site_url,
    (SELECT count(*)::int FROM site_migration_paths p WHERE p.migration_id = m.id) AS paths_total,
    (SELECT count(*)::int FROM site_migration_paths p
      WHERE p.migration_id = m.id AND p.status <> 'working') AS paths_done,
    (SELECT count(*)::int FROM site_migration_paths p
      WHERE p.migration_id = m.id AND p.status = 'failed') AS paths_failed
  FROM site_migrations m JOIN sites s ON s.id = m.site_id`;

/** The URLs come from the scans (they outlive nothing: a deleted scan leaves them null). */
const SELECT_PATHS = `SELECT p.*, src.url AS source_url, tgt.url AS target_url
  FROM site_migration_paths p
  LEFT JOIN scans src ON src.id = p.source_scan_id
  LEFT JOIN scans tgt ON tgt.id = p.target_scan_id`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSummary(row: MigrationRow): SiteMigrationSummary {
  return {
    id: row.id,
    site: row.site_id,
    site_url: row.site_url,
    base_url: row.base_url,
    status: row.status,
    threshold: row.threshold,
    paths_total: row.paths_total,
    paths_done: row.paths_done,
    paths_failed: row.paths_failed,
    time_created: row.time_created.toISOString(),
    time_completed: iso(row.time_completed),
  };
}

export function toPath(row: PathRow, site: { site_url: string; base_url: string }) {
  const origin = new URL(row.source_url ?? site.site_url).origin;
  return {
    id: row.id,
    path: row.path,
    source_url: row.source_url ?? `${origin}${row.path}`,
    target_url: row.target_url ?? `${site.base_url}${row.path}`,
    source_scan: row.source_scan_id,
    target_scan: row.target_scan_id,
    status: row.status,
    score: row.score,
    component_scores: row.component_scores,
    failing_components: row.failing_components,
    deltas: row.deltas,
    error: row.error,
    time_completed: iso(row.time_completed),
  } satisfies SiteMigrationPath;
}

export async function insertMigration(
  tx: Queryable,
  migration: { accountId: string; siteId: string; baseUrl: string; threshold: number },
) {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO site_migrations (account_id, site_id, base_url, threshold)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [migration.accountId, migration.siteId, migration.baseUrl, migration.threshold],
  );
  return rows[0]!.id;
}

/** The path rows, each with its two scans (made in the same transaction). */
export async function insertPaths(
  tx: Queryable,
  accountId: string,
  migrationId: string,
  paths: { path: string; sourceScanId: string; targetScanId: string }[],
) {
  await tx.query(
    `INSERT INTO site_migration_paths
       (migration_id, account_id, position, path, source_scan_id, target_scan_id)
     SELECT $1, $2, n - 1, path, source, target
     FROM unnest($3::text[], $4::uuid[], $5::uuid[]) WITH ORDINALITY AS p (path, source, target, n)`,
    [
      migrationId,
      accountId,
      paths.map((p) => p.path),
      paths.map((p) => p.sourceScanId),
      paths.map((p) => p.targetScanId),
    ],
  );
}

/** One migration; with `accountId`, only the team's (another team's id reads as missing). */
export async function findMigration(db: Queryable, id: string, accountId?: string) {
  const rows = await db.query<MigrationRow>(
    accountId === undefined
      ? `${SELECT_MIGRATION} WHERE m.id = $1`
      : `${SELECT_MIGRATION} WHERE m.id = $1 AND m.account_id = $2`,
    accountId === undefined ? [id] : [id, accountId],
  );
  return rows[0] ?? null;
}

export async function pathsOf(db: Queryable, migrationId: string) {
  return db.query<PathRow>(`${SELECT_PATHS} WHERE p.migration_id = $1 ORDER BY p.position`, [
    migrationId,
  ]);
}

export async function findPath(db: Queryable, id: string) {
  const rows = await db.query<PathRow>(`${SELECT_PATHS} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function countMigrations(db: Queryable, siteId: string) {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM site_migrations WHERE site_id = $1',
    [siteId],
  );
  return rows[0]?.count ?? 0;
}

/** Newest first. */
export async function listMigrations(db: Queryable, siteId: string, limit: number, offset: number) {
  return db.query<MigrationRow>(
    `${SELECT_MIGRATION} WHERE m.site_id = $1
     ORDER BY m.time_created DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [siteId, limit, offset],
  );
}

/** The working paths whose two scans have both completed, one of them being `scanId`. */
export async function pathsReadyAfter(db: Queryable, scanId: string) {
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM site_migration_paths p
     JOIN scans src ON src.id = p.source_scan_id JOIN scans tgt ON tgt.id = p.target_scan_id
     WHERE (p.source_scan_id = $1 OR p.target_scan_id = $1) AND p.status = 'working'
       AND src.time_completed IS NOT NULL AND tgt.time_completed IS NOT NULL`,
    [scanId],
  );
  return rows.map((row) => row.id);
}

export type PathResult = Pick<
  PathRow,
  'status' | 'score' | 'component_scores' | 'failing_components' | 'deltas' | 'error'
>;

export const failedPath = (error: string): PathResult => failedComparison(error);

export const comparedPath = (comparison: Comparison, threshold: number): PathResult => ({
  ...comparison,
  status: comparison.score >= threshold ? 'passed' : 'failed',
  error: null,
});

/**
 * Writes a working path's result once, and ends its migration when it was the last path: the
 * migration row is locked first, so two paths finishing at once cannot both miss being last.
 * Whether this write ended the migration (its end is then followed up once).
 */
export async function completePath(
  tx: Queryable,
  path: PathRow,
  result: PathResult,
): Promise<{ written: boolean; ended: boolean }> {
  await tx.query('SELECT id FROM site_migrations WHERE id = $1 FOR UPDATE', [path.migration_id]);
  const rows = await tx.query<{ id: string }>(
    `UPDATE site_migration_paths SET status = $2, score = $3, component_scores = $4,
       failing_components = $5, deltas = $6, error = $7, time_completed = now()
     WHERE id = $1 AND status = 'working' RETURNING id`,
    [path.id, ...comparisonParams(result)],
  );
  if (rows.length === 0) return { written: false, ended: false };
  const ended = await tx.query(
    `UPDATE site_migrations m SET time_completed = now(),
       status = CASE WHEN EXISTS (SELECT 1 FROM site_migration_paths p
                                  WHERE p.migration_id = m.id AND p.status = 'failed')
                THEN 'failed' ELSE 'passed' END
     WHERE m.id = $1 AND m.status = 'working' AND NOT EXISTS (
       SELECT 1 FROM site_migration_paths p WHERE p.migration_id = m.id AND p.status = 'working')
     RETURNING m.id`,
    [path.migration_id],
  );
  return { written: true, ended: ended.length > 0 };
}

/** The site's latest migration's other host, paths (in order) and threshold; null if none. */
export async function latestPlan(db: Queryable, siteId: string) {
  const [latest] = await db.query<{ base_url: string; threshold: number; paths: string[] }>(
    `SELECT m.base_url, m.threshold,
       array(SELECT p.path FROM site_migration_paths p WHERE p.migration_id = m.id
             ORDER BY p.position) AS paths
     FROM site_migrations m WHERE m.site_id = $1
     ORDER BY m.time_created DESC, m.id DESC LIMIT 1`,
    [siteId],
  );
  return latest
    ? { baseUrl: latest.base_url, threshold: latest.threshold, paths: latest.paths }
    : null;
}

/** Each stored migration's status (a run kind's statuses). */
export function migrationStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; status: MigrationRow['status'] }>(
    'SELECT id::text, status FROM site_migrations WHERE id = ANY($1::uuid[])',
    [ids],
  );
}
