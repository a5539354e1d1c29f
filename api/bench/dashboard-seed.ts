import { groupFindings } from '../src/crawl/repository';
import type { Db } from '../src/db/connection';

/** The shape of the seeded site, every figure a setting (environment) so a run can go bigger. */
export interface SeedShape {
  pages: number;
  scansPerPage: number;
  linksPerPage: number;
  distinctLinks: number;
  issues: number;
  crawls: number;
}

export const SITE_URL = 'https://docs.example.com';
/** The third-party script every page loads, reported broken: the links list's heaviest row. */
export const EVERY_PAGE_RESOURCE = 'https://cdn.third-party.example/widget.js';

/** A timestamp as the API writes it into `info` (toISOString's form). */
const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The site's pages (root first, then sections of a docs site) and their scans over 30 days,
 * scores spread 20-99, each page's and the site's `info.latest_scan` as the scan jobs leave it.
 */
async function seedPagesAndScans(db: Db, accountId: string, siteId: string, shape: SeedShape) {
  await db.query(
    `INSERT INTO pages (account_id, site_id, page_url, depth, dom_shape, time_created)
     SELECT $1, $2, CASE WHEN i = 0 THEN $3 ELSE $3 || '/' ||
         (ARRAY['docs','guides','reference','blog','api'])[1 + i % 5] ||
         '/section-' || (i / 16) || '/page-' || i END,
       CASE WHEN i = 0 THEN 0 ELSE 1 + i % 4 END, 'shape-' || (i % 12),
       now() - interval '40 days'
     FROM generate_series(0, $4 - 1) AS i`,
    [accountId, siteId, SITE_URL, shape.pages],
  );
  await db.query(
    `INSERT INTO scans (account_id, site_id, page_id, time_created, time_completed, score,
       http_status, type)
     SELECT $1, $2, p.id, t.at, t.at + interval '20 seconds', 20 + (p.n * 7 + k * 13) % 80,
       CASE WHEN p.n % 500 = 7 THEN 404 ELSE 200 END, '{html,logs,images,a11y,security}'
     FROM (SELECT id, row_number() OVER (ORDER BY page_url) AS n FROM pages WHERE site_id = $2) p
     CROSS JOIN generate_series(0, $3 - 1) AS k
     CROSS JOIN LATERAL (SELECT now() - (k * interval '1 day' * 30 / $3)
       - (p.n % 600) * interval '1 second' AS at) t`,
    [accountId, siteId, shape.scansPerPage],
  );
  await db.query(
    `UPDATE pages SET info = jsonb_build_object('latest_scan', jsonb_build_object('id', s.id,
       'time_completed', ${ISO('s.time_completed')}, 'score', s.score, 'thumbnail', null),
       'latest_test', null)
     FROM (SELECT DISTINCT ON (page_id) page_id, id, time_completed, score FROM scans
           WHERE site_id = $1 ORDER BY page_id, time_created DESC) s
     WHERE pages.id = s.page_id`,
    [siteId],
  );
  await db.query(
    `UPDATE sites SET info = (SELECT p.info FROM pages p WHERE p.site_id = $1
       ORDER BY p.info -> 'latest_scan' ->> 'time_completed' DESC LIMIT 1) WHERE id = $1`,
    [siteId],
  );
}

/**
 * What the latest crawl found: `linksPerPage` links on every page drawn from `distinctLinks`
 * URLs, every one recorded (a site whose absolute links all redirect, http to https: the worst
 * case of the links list), one in ten broken; one broken third-party script on every page and
 * twenty more on a share of them.
 */
async function seedLinks(db: Db, siteId: string, shape: SeedShape) {
  // `position`: each referrer's place among its finding's, as replaceFindings numbers them.
  await db.query(
    `INSERT INTO crawl_links (site_id, kind, url, referrer, status, location, final_url,
       position)
     SELECT $1, CASE WHEN u % 10 = 0 THEN 'broken' ELSE 'redirect' END,
       'http://docs.example.com/link-' || u, page_url,
       CASE WHEN u % 10 = 0 THEN 404 ELSE 301 END,
       CASE WHEN u % 10 = 0 THEN NULL ELSE 'https://docs.example.com/link-' || u END,
       CASE WHEN u % 10 = 0 THEN NULL ELSE 'https://docs.example.com/link-' || u END,
       row_number() OVER (PARTITION BY u ORDER BY page_url COLLATE "C")
     FROM (SELECT DISTINCT p.page_url, (p.n * 37 + j * 401) % $3 AS u
           FROM (SELECT page_url, row_number() OVER (ORDER BY page_url) AS n FROM pages
                 WHERE site_id = $1) p
           CROSS JOIN generate_series(0, $2 - 1) AS j) AS links`,
    [siteId, shape.linksPerPage, shape.distinctLinks],
  );
  await db.query(
    `INSERT INTO crawl_links (site_id, kind, url, referrer, status, error, position)
     SELECT $1, 'resource', r.url, p.page_url, r.status, r.error,
       row_number() OVER (PARTITION BY r.url ORDER BY p.page_url COLLATE "C")
     FROM (SELECT page_url, row_number() OVER (ORDER BY page_url) AS n FROM pages
           WHERE site_id = $1) p
     JOIN (SELECT $2::text AS url, 1 AS every, NULL::int AS status, 'timed out' AS error
           UNION ALL SELECT 'https://cdn.example.net/lib-' || k || '.css', 2 + k, 404, NULL
           FROM generate_series(1, 20) AS k) r ON p.n % r.every = 0`,
    [siteId, EVERY_PAGE_RESOURCE],
  );
  await groupFindings(db, siteId);
}

/** Issues raised by scans of the site's pages (four in five open), and the crawl history. */
async function seedIssuesAndCrawls(db: Db, accountId: string, siteId: string, shape: SeedShape) {
  await db.query(
    `INSERT INTO issues (account_id, site_id, title, status, trigger, affected, fingerprint,
       time_created, time_updated)
     SELECT $1, $2, 'Score below 50 on ' || p.page_url,
       CASE WHEN p.n % 5 = 0 THEN 'closed' ELSE 'open' END,
       jsonb_build_object('type', 'page', 'id', p.id),
       jsonb_build_object('type', 'page', 'id', p.id, 'str', p.page_url),
       'bench-' || p.n, now() - p.n * interval '1 minute', now() - p.n * interval '1 minute'
     FROM (SELECT id, page_url, row_number() OVER (ORDER BY page_url) AS n FROM pages
           WHERE site_id = $2) p
     WHERE p.n <= $3`,
    [accountId, siteId, shape.issues],
  );
  await db.query(
    `WITH crawl AS (
       INSERT INTO processes (account_id, site_id, type, progress, success, time_created,
         time_completed, detail)
       SELECT $1, $2, 'crawl', 100, true, now() - k * interval '1 day',
         now() - k * interval '1 day' + interval '10 minutes',
         (SELECT count(*) FROM pages WHERE site_id = $2) || ' pages found'
       FROM generate_series(0, $3 - 1) AS k RETURNING id, time_created)
     INSERT INTO crawl_diffs (site_id, crawl_process_id, pages, added, removed, time_created)
     SELECT $2, c.id, (SELECT array_agg(page_url) FROM pages WHERE site_id = $2),
       ARRAY[$4 || '/new-' || c.id], '{}', c.time_created + interval '10 minutes'
     FROM crawl c`,
    [accountId, siteId, shape.crawls, SITE_URL],
  );
  await db.query(
    `UPDATE sites SET time_crawl_started = now() - interval '1 hour',
       time_crawl_completed = now() - interval '50 minutes' WHERE id = $1`,
    [siteId],
  );
}

/** One site of `shape.pages` pages for the team, in a few set-based statements; its id. */
export async function seedSite(db: Db, accountId: string, shape: SeedShape): Promise<string> {
  const [site] = await db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [accountId, SITE_URL],
  );
  await seedPagesAndScans(db, accountId, site!.id, shape);
  await seedLinks(db, site!.id, shape);
  await seedIssuesAndCrawls(db, accountId, site!.id, shape);
  await db.exec('ANALYZE');
  return site!.id;
}
