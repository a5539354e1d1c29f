import type { Queryable } from '../db/connection';

/** The site's pages that these scans and tests ran on, by URL. */
export async function pagesOfRuns(
  tx: Queryable,
  siteId: string,
  runs: { scanIds: string[]; testIds: string[] },
) {
  const rows = await tx.query<{ page_id: string }>(
    `SELECT DISTINCT p.id AS page_id, p.page_url FROM pages p
     WHERE p.site_id = $3 AND p.id IN (SELECT page_id FROM scans WHERE id = ANY($1::uuid[])
       UNION SELECT page_id FROM tests WHERE id = ANY($2::uuid[]))
     ORDER BY p.page_url`,
    [runs.scanIds, runs.testIds, siteId],
  );
  return rows.map((row) => row.page_id);
}

/** Every page of the site, by URL (byte order, so the order is the same on every database). */
export async function sitePageIds(tx: Queryable, siteId: string) {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM pages WHERE site_id = $1 ORDER BY page_url COLLATE "C", id',
    [siteId],
  );
  return rows.map((row) => row.id);
}
