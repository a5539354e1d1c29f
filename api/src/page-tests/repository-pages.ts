import type { Queryable } from '../db/connection';
import type { ScanRow } from '../scans/repository';

/**
 * What tests read of the pages and scans they compare: the page's baseline and latest usable
 * scan, the history before a scan, a page's test settings.
 */
export interface PageToTest {
  id: string;
  site_id: string;
  /** The accepted baseline (or last passing scan), when it is still there and usable. */
  baseline: string | null;
  latest: string | null;
}

/** Completed scans whose visit worked: the only ones a test can compare with. */
const USABLE = 's.time_completed IS NOT NULL AND s.error IS NULL';
const PAGE_COLUMNS = `p.id, p.site_id,
  (SELECT s.id FROM scans s WHERE s.id = p.baseline_scan_id AND ${USABLE}) AS baseline,
  (SELECT s.id FROM scans s WHERE s.page_id = p.id AND ${USABLE}
   ORDER BY s.time_completed DESC, s.id DESC LIMIT 1) AS latest`;

/** The team's page (none: another team's or unknown), with the scans a test could compare with. */
export function pageToTest(db: Queryable, accountId: string, pageId: string) {
  return db.query<PageToTest>(
    `SELECT ${PAGE_COLUMNS} FROM pages p WHERE p.id = $1 AND p.account_id = $2`,
    [pageId, accountId],
  );
}

/** Every page of the team's site, in URL order, with the scans a test could compare with. */
export function sitePagesToTest(db: Queryable, accountId: string, siteId: string | undefined) {
  return db.query<PageToTest>(
    `SELECT ${PAGE_COLUMNS} FROM pages p WHERE p.site_id = $1 AND p.account_id = $2
     ORDER BY p.page_url COLLATE "C", p.id`,
    [siteId ?? null, accountId],
  );
}

/** Whether the site or page (by its table) is the team's. */
export async function ownsRow(
  db: Queryable,
  table: 'sites' | 'pages',
  accountId: string,
  id: string | undefined,
) {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND account_id = $2`, [
    id ?? null,
    accountId,
  ]);
  return rows.length > 0;
}

/** The team's scan, as much as a test checks of one named to compare with. */
export async function scanOfTeam(db: Queryable, accountId: string, scanId: string) {
  const rows = await db.query<{
    page_id: string;
    time_completed: Date | null;
    error: string | null;
  }>('SELECT page_id, time_completed, error FROM scans WHERE id = $1 AND account_id = $2', [
    scanId,
    accountId,
  ]);
  return rows[0] ?? null;
}

/** Why the scan could not visit its page; null when it could (undefined: no such scan). */
export async function scanError(db: Queryable, scanId: string) {
  const rows = await db.query<{ error: string | null }>('SELECT error FROM scans WHERE id = $1', [
    scanId,
  ]);
  return rows[0]?.error;
}

/** The page's completed scans before `post`, newest first, at most `limit`. */
export function scansBefore(db: Queryable, post: ScanRow, limit: number) {
  return db.query<ScanRow>(
    `SELECT * FROM scans WHERE page_id = $1 AND id <> $2 AND time_completed IS NOT NULL
       AND error IS NULL AND time_completed <= $3
     ORDER BY time_completed DESC, id DESC LIMIT ${limit}`,
    [post.page_id, post.id, post.time_completed],
  );
}

export async function pageTestSettings(db: Queryable, accountId: string, pageId: string) {
  const rows = await db.query<{
    id: string;
    ignore_selectors: string[];
    baseline_scan_id: string | null;
  }>('SELECT id, ignore_selectors, baseline_scan_id FROM pages WHERE id = $1 AND account_id = $2', [
    pageId,
    accountId,
  ]);
  return rows[0] ?? null;
}

/** Sets the page's ignored selectors; false when the page is not the team's. */
export async function setIgnoreSelectors(
  db: Queryable,
  accountId: string,
  pageId: string,
  selectors: string[],
) {
  const rows = await db.query(
    'UPDATE pages SET ignore_selectors = $3 WHERE id = $1 AND account_id = $2 RETURNING id',
    [pageId, accountId, selectors],
  );
  return rows.length > 0;
}
