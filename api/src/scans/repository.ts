import type { ArtifactRef, Scan } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import type { Fingerprint } from './fingerprint';
import { failedResult } from './failed-result';

export interface ScanRow {
  id: string;
  account_id: string;
  site_id: string;
  /** null for a site migration's scan of a URL (`url`), which is no page's scan. */
  page_id: string | null;
  /** What a site migration's scan visits; null for a page's scan (it visits the page's URL). */
  url: string | null;
  time_created: Date;
  time_completed: Date | null;
  type: Scan['type'];
  html_artifact_id: string | null;
  image_artifact_ids: string[];
  thumbnail_artifact_id: string | null;
  image_content_type: string;
  /** false: a crawl's scan of a page outside the Lighthouse sample; null: not sampled at all. */
  lighthouse_sampled: boolean | null;
  logs: Scan['logs'];
  lighthouse: Scan['lighthouse'];
  a11y: Scan['a11y'];
  security: Scan['security'];
  timings: Scan['timings'];
  score: number | null;
  error: string | null;
  http_status: number | null;
  /** What its capture saw (fingerprint.ts); null on older scans and on kept ones. */
  fingerprint?: Fingerprint | null;
  /** It may keep the page's last capture when nothing changed (unchanged.ts). */
  keep_unchanged?: boolean;
  /** It kept the capture of that scan, taken at `unchanged_since`. */
  kept_scan_id?: string | null;
  unchanged_since?: Date | null;
}

/** A page's scan (every scan but a site migration's). */
export type PageScanRow = ScanRow & { page_id: string };

/** What the job writes once, when the scan is done. */
export type ScanResult = Pick<
  ScanRow,
  | 'html_artifact_id'
  | 'image_artifact_ids'
  | 'logs'
  | 'lighthouse'
  | 'a11y'
  | 'security'
  | 'timings'
  | 'score'
  | 'error'
> & { http_status?: number | null; thumbnail_artifact_id?: string | null };

export const artifactRef = (id: string, contentType: string): ArtifactRef => ({
  id,
  url: `/v1/ops/artifact/${id}`,
  content_type: contentType,
});

export function toScan(row: PageScanRow): Scan {
  return {
    id: row.id,
    site: row.site_id,
    page: row.page_id,
    time_created: row.time_created.toISOString(),
    time_completed: row.time_completed ? row.time_completed.toISOString() : null,
    type: row.type,
    html: row.html_artifact_id
      ? artifactRef(row.html_artifact_id, 'text/html; charset=utf-8')
      : null,
    logs: row.logs,
    images: row.image_artifact_ids.map((id) => artifactRef(id, row.image_content_type)),
    thumbnail: row.thumbnail_artifact_id
      ? artifactRef(row.thumbnail_artifact_id, row.image_content_type)
      : null,
    lighthouse: row.lighthouse,
    a11y: row.a11y,
    security: row.security,
    timings: row.timings,
    score: row.score,
    error: row.error,
    http_status: row.http_status,
    unchanged: row.unchanged_since
      ? { since: row.unchanged_since.toISOString(), scan: row.kept_scan_id ?? null }
      : null,
  };
}

export async function insertScans(
  tx: Queryable,
  accountId: string,
  pages: { id: string; site_id: string }[],
  keepUnchanged = false,
): Promise<PageScanRow[]> {
  return tx.query<PageScanRow>(
    `INSERT INTO scans (account_id, site_id, page_id, keep_unchanged)
     SELECT $1, site_id, page_id, $4 FROM unnest($2::uuid[], $3::uuid[]) AS p (site_id, page_id)
     RETURNING *`,
    [accountId, pages.map((p) => p.site_id), pages.map((p) => p.id), keepUnchanged],
  );
}

/**
 * Scans of URLs rather than of pages (a site migration's: the site's and another host's path),
 * in the order given; their job visits `url` and they stay out of every page's history.
 */
export async function insertUrlScans(
  tx: Queryable,
  accountId: string,
  siteId: string,
  urls: string[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO scans (account_id, site_id, url)
     SELECT $1, $2, url FROM unnest($3::text[]) WITH ORDINALITY AS u (url, n) ORDER BY n
     RETURNING id`,
    [accountId, siteId, urls],
  );
  return rows.map((row) => row.id);
}

/**
 * The scans a crawl starts, one per page and crawl, each saying whether it runs Lighthouse (the
 * page is in the sample); returns how many were new.
 */
export async function insertCrawlScans(
  tx: Queryable,
  accountId: string,
  crawlProcessId: string,
  pages: { id: string; site_id: string; lighthouse: boolean }[],
): Promise<number> {
  if (pages.length === 0) return 0;
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO scans (account_id, site_id, page_id, crawl_process_id, lighthouse_sampled)
     SELECT $1, site_id, page_id, $4, sampled
     FROM unnest($2::uuid[], $3::uuid[], $5::boolean[]) AS p (site_id, page_id, sampled)
     ON CONFLICT (crawl_process_id, page_id) WHERE crawl_process_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      accountId,
      pages.map((p) => p.site_id),
      pages.map((p) => p.id),
      crawlProcessId,
      pages.map((p) => p.lighthouse),
    ],
  );
  return rows.length;
}

export async function findScan(db: Queryable, id: string, accountId?: string) {
  const rows = await db.query<ScanRow>(
    accountId === undefined
      ? 'SELECT * FROM scans WHERE id = $1'
      : 'SELECT * FROM scans WHERE id = $1 AND account_id = $2',
    accountId === undefined ? [id] : [id, accountId],
  );
  return rows[0] ?? null;
}

export async function countScans(db: Queryable, pageId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM scans WHERE page_id = $1',
    [pageId],
  );
  return rows[0]?.count ?? 0;
}

/** Newest first. */
export async function listScans(db: Queryable, pageId: string, limit: number, offset: number) {
  return db.query<PageScanRow>(
    `SELECT * FROM scans WHERE page_id = $1 ORDER BY time_created DESC, id DESC
     LIMIT $2 OFFSET $3`,
    [pageId, limit, offset],
  );
}

/**
 * Completes a running scan and points its page and site at it, in one transaction. Returns false
 * when the scan was already completed (a retried job): nothing is written twice.
 */
export async function completeScan(
  tx: Queryable,
  scan: Pick<ScanRow, 'id' | 'page_id' | 'site_id'>,
  result: ScanResult,
): Promise<boolean> {
  const rows = await tx.query<{ time_completed: Date; image_content_type: string }>(
    `UPDATE scans SET time_completed = now(), html_artifact_id = $2, image_artifact_ids = $3,
       logs = $4, lighthouse = $5, a11y = $6, security = $7, timings = $8, score = $9, error = $10,
       http_status = $11, thumbnail_artifact_id = $12
     WHERE id = $1 AND time_completed IS NULL RETURNING time_completed, image_content_type`,
    [
      scan.id,
      result.html_artifact_id,
      result.image_artifact_ids,
      JSON.stringify(result.logs),
      result.lighthouse === null ? null : JSON.stringify(result.lighthouse),
      result.a11y === null ? null : JSON.stringify(result.a11y),
      result.security === null ? null : JSON.stringify(result.security),
      result.timings === null ? null : JSON.stringify(result.timings),
      result.score,
      result.error,
      result.http_status ?? null,
      result.thumbnail_artifact_id ?? null,
    ],
  );
  const completed = rows[0];
  if (!completed) return false;
  // A site migration's scan of a URL is not the latest scan of the site or of any page.
  if (scan.page_id === null) return true;
  const latest = JSON.stringify({
    id: scan.id,
    time_completed: completed.time_completed.toISOString(),
    score: result.score,
    // The lists show it without fetching every page's scan.
    thumbnail: result.thumbnail_artifact_id
      ? artifactRef(result.thumbnail_artifact_id, completed.image_content_type)
      : null,
  });
  // Only this key of info changes; a newer scan that finished first is not overwritten.
  const newer = `(info -> 'latest_scan' ->> 'time_completed') IS NULL
    OR (info -> 'latest_scan' ->> 'time_completed')::timestamptz <= $2::timestamptz`;
  await tx.query(
    `UPDATE pages SET info = jsonb_set(info, '{latest_scan}', $3::jsonb) WHERE id = $1 AND (${newer})`,
    [scan.page_id, completed.time_completed, latest],
  );
  await tx.query(
    `UPDATE sites SET info = jsonb_set(info, '{latest_scan}', $3::jsonb) WHERE id = $1 AND (${newer})`,
    [scan.site_id, completed.time_completed, latest],
  );
  return true;
}

/** Completes a scan that is still running with `error` (its job failed for good). */
export async function failScan(db: Db, scanId: string, error: string) {
  const scan = await findScan(db, scanId);
  if (!scan || scan.time_completed) return;
  await db.transaction((tx) => completeScan(tx, scan, failedResult(error)));
}

/** Each stored scan's status: working until it completes, then failed when it has an error. */
export function scanStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; status: 'working' | 'passed' | 'failed' }>(
    `SELECT id::text, CASE WHEN time_completed IS NULL THEN 'working'
       WHEN error IS NOT NULL THEN 'failed' ELSE 'passed' END AS status
     FROM scans WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/** The columns a scan's alert figures are read from. */
export interface ScanFigures {
  score: number | null;
  lighthouse: { scores?: Record<string, number | null> } | null;
  security: { scores?: Record<string, number> } | null;
  logs: { level?: string }[];
  a11y: { violations?: unknown[] } | null;
}

const FIGURE_COLUMNS = 's.score, s.lighthouse, s.security, s.logs, s.a11y';

/** A page's scan with its figures, page and site; null when it is gone. */
export async function scanWithFigures(db: Queryable, id: string) {
  const [scan] = await db.query<
    ScanFigures & { page_id: string; page_url: string; site_url: string; time_completed: Date }
  >(
    `SELECT ${FIGURE_COLUMNS}, s.page_id, s.time_completed, p.page_url, t.site_url
     FROM scans s JOIN pages p ON p.id = s.page_id JOIN sites t ON t.id = s.site_id
     WHERE s.id = $1`,
    [id],
  );
  return scan ?? null;
}

/** The figures of the page's last successful scan completed before `before`. */
export async function previousScanFigures(db: Queryable, pageId: string, before: Date) {
  const [row] = await db.query<ScanFigures>(
    `SELECT ${FIGURE_COLUMNS} FROM scans s WHERE s.page_id = $1 AND s.time_completed < $2
       AND s.error IS NULL ORDER BY s.time_completed DESC LIMIT 1`,
    [pageId, before],
  );
  return row ?? null;
}
