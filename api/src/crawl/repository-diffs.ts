import type { Queryable } from '../db/connection';

export interface DiffRow {
  id: string;
  crawl_process_id: string | null;
  time_created: Date;
  previous_time: Date | null;
  /** How many pages the crawl saw (the list itself stays in the table: 10,000 URLs a row). */
  page_count: number;
  added: string[];
  removed: string[];
  redirected: { from: string; to: string }[];
}

/**
 * The site's diff before this crawl's (a retried crawl compares with the same one again); none
 * for a site's first crawl.
 */
export async function previousDiff(db: Queryable, siteId: string, crawlProcessId: string) {
  const [previous] = await db.query<{ id: string; pages: string[] }>(
    `SELECT id, pages FROM crawl_diffs
     WHERE site_id = $1 AND crawl_process_id IS DISTINCT FROM $2
       AND time_created <= COALESCE(
         (SELECT time_created FROM crawl_diffs WHERE crawl_process_id = $2), now())
     ORDER BY time_created DESC, id DESC LIMIT 1`,
    [siteId, crawlProcessId],
  );
  return previous;
}

/** Writes the crawl's diff, or rewrites it when the crawl job is retried. */
export async function saveDiff(
  db: Queryable,
  diff: {
    siteId: string;
    crawlProcessId: string;
    previousId: string | null;
    pages: string[];
    added: string[];
    removed: string[];
    redirected: { from: string; to: string }[];
  },
) {
  await db.query(
    `INSERT INTO crawl_diffs (site_id, crawl_process_id, previous_id, pages, added, removed, redirected)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (crawl_process_id) DO UPDATE SET previous_id = EXCLUDED.previous_id,
       pages = EXCLUDED.pages, added = EXCLUDED.added, removed = EXCLUDED.removed,
       redirected = EXCLUDED.redirected`,
    [
      diff.siteId,
      diff.crawlProcessId,
      diff.previousId,
      diff.pages,
      diff.added,
      diff.removed,
      JSON.stringify(diff.redirected),
    ],
  );
}

/** Keeps the site's newest `kept` diffs. */
export async function trimDiffs(db: Queryable, siteId: string, kept: number) {
  await db.query(
    `DELETE FROM crawl_diffs WHERE site_id = $1 AND id NOT IN (
       SELECT id FROM crawl_diffs WHERE site_id = $1 ORDER BY time_created DESC, id DESC LIMIT $2)`,
    [siteId, kept],
  );
}

/** A site's diffs, newest first, with how many there are. */
export async function listDiffs(db: Queryable, siteId: string, limit: number, offset: number) {
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM crawl_diffs WHERE site_id = $1',
      [siteId],
    ),
    db.query<DiffRow>(
      `SELECT d.id, d.crawl_process_id, d.time_created, p.time_created AS previous_time,
         cardinality(d.pages)::int AS page_count,
         d.added, d.removed, d.redirected
       FROM crawl_diffs d LEFT JOIN crawl_diffs p ON p.id = d.previous_id
       WHERE d.site_id = $1 ORDER BY d.time_created DESC, d.id DESC LIMIT $2 OFFSET $3`,
      [siteId, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}
