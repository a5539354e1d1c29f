import type { CrawlDiff } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { CrawlSeen } from './crawler';

/** Diffs kept per site: the latest for the site screen, a few before it for the record. */
const KEPT_PER_SITE = 20;

interface DiffRow {
  id: string;
  crawl_process_id: string | null;
  time_created: Date;
  previous_time: Date | null;
  pages: string[];
  added: string[];
  removed: string[];
  redirected: { from: string; to: string }[];
}

/**
 * Records what a completed crawl found changed against the site's previous crawl: pages now
 * answering that did not, pages that answered and no longer do (or now redirect), and the stored
 * pages that redirect. Written in the crawl's finishing transaction; a retried crawl job
 * rewrites its own row, compared with the same previous crawl.
 */
export async function recordCrawlDiff(
  db: Queryable,
  siteId: string,
  crawlProcessId: string,
  seen: CrawlSeen,
) {
  const [previous] = await db.query<{ id: string; pages: string[] }>(
    `SELECT id, pages FROM crawl_diffs
     WHERE site_id = $1 AND crawl_process_id IS DISTINCT FROM $2
       AND time_created <= COALESCE(
         (SELECT time_created FROM crawl_diffs WHERE crawl_process_id = $2), now())
     ORDER BY time_created DESC, id DESC LIMIT 1`,
    [siteId, crawlProcessId],
  );
  const before = new Set(previous?.pages ?? []);
  const now = new Set(seen.pages);
  const movedFrom = new Set(seen.redirects.map((move) => move.from));
  // A redirect's target is the page under a new address, not a new page.
  const movedTo = new Set(seen.redirects.map((move) => move.to));
  const added = seen.pages.filter((page) => !before.has(page) && !movedTo.has(page));
  const removed = [...before].filter((page) => !now.has(page) && !movedFrom.has(page)).sort();
  const redirected = previous ? seen.redirects.filter((move) => before.has(move.from)) : [];
  await db.query(
    `INSERT INTO crawl_diffs (site_id, crawl_process_id, previous_id, pages, added, removed, redirected)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (crawl_process_id) DO UPDATE SET previous_id = EXCLUDED.previous_id,
       pages = EXCLUDED.pages, added = EXCLUDED.added, removed = EXCLUDED.removed,
       redirected = EXCLUDED.redirected`,
    [
      siteId,
      crawlProcessId,
      previous?.id ?? null,
      seen.pages,
      previous ? added : seen.pages,
      removed,
      JSON.stringify(redirected),
    ],
  );
  await db.query(
    `DELETE FROM crawl_diffs WHERE site_id = $1 AND id NOT IN (
       SELECT id FROM crawl_diffs WHERE site_id = $1 ORDER BY time_created DESC, id DESC LIMIT $2)`,
    [siteId, KEPT_PER_SITE],
  );
}

const toCrawlDiff = (row: DiffRow): CrawlDiff => ({
  id: row.id,
  crawl: row.crawl_process_id,
  time_created: row.time_created.toISOString(),
  previous_crawl_time: row.previous_time?.toISOString() ?? null,
  pages: row.pages.length,
  added: row.added,
  removed: row.removed,
  redirected: row.redirected,
});

/** A site's crawl diffs, newest first. */
export async function listCrawlDiffs(db: Queryable, siteId: string, limit: number, offset: number) {
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM crawl_diffs WHERE site_id = $1',
      [siteId],
    ),
    db.query<DiffRow>(
      `SELECT d.id, d.crawl_process_id, d.time_created, p.time_created AS previous_time, d.pages,
         d.added, d.removed, d.redirected
       FROM crawl_diffs d LEFT JOIN crawl_diffs p ON p.id = d.previous_id
       WHERE d.site_id = $1 ORDER BY d.time_created DESC, d.id DESC LIMIT $2 OFFSET $3`,
      [siteId, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows: rows.map(toCrawlDiff) };
}
