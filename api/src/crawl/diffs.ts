import type { CrawlDiff } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { CrawlSeen } from './crawler';
import { listDiffs, previousDiff, saveDiff, trimDiffs, type DiffRow } from './repository-diffs';

/** Diffs kept per site: the latest for the site screen, a few before it for the record. */
const KEPT_PER_SITE = 20;

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
  const previous = await previousDiff(db, siteId, crawlProcessId);
  const before = new Set(previous?.pages ?? []);
  const now = new Set(seen.pages);
  const movedFrom = new Set(seen.redirects.map((move) => move.from));
  // A redirect's target is the page under a new address, not a new page.
  const movedTo = new Set(seen.redirects.map((move) => move.to));
  const added = seen.pages.filter((page) => !before.has(page) && !movedTo.has(page));
  const removed = [...before].filter((page) => !now.has(page) && !movedFrom.has(page)).sort();
  const redirected = previous ? seen.redirects.filter((move) => before.has(move.from)) : [];
  await saveDiff(db, {
    siteId,
    crawlProcessId,
    previousId: previous?.id ?? null,
    pages: seen.pages,
    added: previous ? added : seen.pages,
    removed,
    redirected,
  });
  await trimDiffs(db, siteId, KEPT_PER_SITE);
}

const toCrawlDiff = (row: DiffRow): CrawlDiff => ({
  id: row.id,
  crawl: row.crawl_process_id,
  time_created: row.time_created.toISOString(),
  previous_crawl_time: row.previous_time?.toISOString() ?? null,
  pages: row.page_count,
  added: row.added,
  removed: row.removed,
  redirected: row.redirected,
});

/** A site's crawl diffs, newest first. */
export async function listCrawlDiffs(db: Queryable, siteId: string, limit: number, offset: number) {
  const { count, rows } = await listDiffs(db, siteId, limit, offset);
  return { count, rows: rows.map(toCrawlDiff) };
}
