import type { Queryable } from '../db/connection';
import { isTeamRow } from '../db/repository-team-rows';

/**
 * What scans read of the pages, sites and migrations they visit for: the crawl's pages to scan
 * in order, a page's URL and masked selectors, a migration path's page.
 */

/**
 * The order a crawl's pages are scanned in: the root, then by link depth (the pages the root
 * links to, then theirs…; pages no link reaches, such as sitemap-only ones, last), then the
 * order the crawler accepted them, so the pages that matter most have results first and are the
 * ones kept when the plan's scans run out. Depth, not acceptance order alone: the crawl reads
 * the sitemap's pages before the root's links. Needs `pages p` and `sites st`.
 */
const CRAWL_ORDER = `(p.page_url IN (st.site_url, st.site_url || '/')) DESC, p.depth NULLS LAST,
  p.discovered, p.id`;

export interface CrawlPage {
  id: string;
  site_id: string;
  page_url: string;
  dom_shape: string | null;
  lighthouse_samples: number;
}

/** The team of a site; null when the site is gone. */
export async function accountOfSite(db: Queryable, siteId: string) {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM sites WHERE id = $1',
    [siteId],
  );
  return rows[0]?.account_id ?? null;
}

/** The pages the crawl added that it has no scan of yet, in CRAWL_ORDER. */
export function crawlPagesToScan(db: Queryable, siteId: string, crawlProcessId: string) {
  return db.query<CrawlPage>(
    `SELECT p.id, p.site_id, p.page_url, p.dom_shape, st.lighthouse_samples FROM pages p
     JOIN sites st ON st.id = p.site_id
     WHERE p.site_id = $1 AND NOT EXISTS (
       SELECT 1 FROM scans s WHERE s.crawl_process_id = $2 AND s.page_id = p.id)
     AND p.time_created >= (SELECT time_created FROM processes WHERE id = $2)
     ORDER BY ${CRAWL_ORDER}`,
    [siteId, crawlProcessId],
  );
}

/** The ids of the crawl's scans still running, in CRAWL_ORDER. */
export async function runningCrawlScans(db: Queryable, crawlProcessId: string) {
  const rows = await db.query<{ id: string }>(
    `SELECT s.id FROM scans s JOIN pages p ON p.id = s.page_id JOIN sites st ON st.id = s.site_id
     WHERE s.crawl_process_id = $1 AND s.time_completed IS NULL
     ORDER BY ${CRAWL_ORDER}`,
    [crawlProcessId],
  );
  return rows.map((scan) => scan.id);
}

/** The completed scan's site and crawl (null crawl: not a crawl's scan); null if not completed. */
export async function completedScanCrawl(db: Queryable, scanId: string) {
  const rows = await db.query<{ site_id: string; crawl_process_id: string | null }>(
    'SELECT site_id, crawl_process_id FROM scans WHERE id = $1 AND time_completed IS NOT NULL',
    [scanId],
  );
  return rows[0] ?? null;
}

export async function crawlHasRunningScans(db: Queryable, crawlProcessId: string) {
  const running = await db.query(
    'SELECT 1 FROM scans WHERE crawl_process_id = $1 AND time_completed IS NULL LIMIT 1',
    [crawlProcessId],
  );
  return running.length > 0;
}

/** The page's URL and the selectors its scans mask; none when the page is gone. */
export function pageToVisit(db: Queryable, pageId: string | null) {
  return db.query<{ page_url: string; ignore_selectors: string[] }>(
    'SELECT page_url, ignore_selectors FROM pages WHERE id = $1',
    [pageId],
  );
}

/** The migration path a scan is of, with its site; null when it is not a migration's scan. */
export async function migrationPathOfScan(db: Queryable, scanId: string) {
  const paths = await db.query<{ path: string; site_id: string; site_url: string }>(
    `SELECT p.path, m.site_id, s.site_url
     FROM site_migration_paths p
     JOIN site_migrations m ON m.id = p.migration_id
     JOIN sites s ON s.id = m.site_id
     WHERE p.source_scan_id = $1 OR p.target_scan_id = $1`,
    [scanId],
  );
  return paths[0] ?? null;
}

/** The selectors the site's page at `pageUrl` masks; none when there is no such page. */
export async function ignoreSelectorsAt(db: Queryable, siteId: string, pageUrl: string) {
  const pages = await db.query<{ ignore_selectors: string[] }>(
    'SELECT ignore_selectors FROM pages WHERE site_id = $1 AND page_url = $2',
    [siteId, pageUrl],
  );
  return pages[0]?.ignore_selectors ?? [];
}

/** The team's page, or every page of the team's site in URL order, as the scans to make. */
export function pagesToScan(
  db: Queryable,
  accountId: string,
  target: { page_id?: string | undefined; site_id?: string | undefined },
) {
  return target.page_id
    ? db.query<{ id: string; site_id: string }>(
        'SELECT id, site_id FROM pages WHERE id = $1 AND account_id = $2',
        [target.page_id, accountId],
      )
    : db.query<{ id: string; site_id: string }>(
        `SELECT p.id, p.site_id FROM pages p JOIN sites s ON s.id = p.site_id
         WHERE p.site_id = $1 AND s.account_id = $2 ORDER BY p.page_url COLLATE "C", p.id`,
        [target.site_id, accountId],
      );
}

/** Whether the site or page (by its table) is the team's. */
export const ownsRow = (db: Queryable, table: 'sites' | 'pages', accountId: string, id: string) =>
  isTeamRow(db, table, accountId, id);
