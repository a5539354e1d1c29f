import { LINKED_FROM_SHOWN, type LinkReferrer } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { Finding, Fold } from './crawler';

export async function pageUrlsOf(db: Queryable, siteId: string): Promise<string[]> {
  const rows = await db.query<{ page_url: string }>(
    'SELECT page_url FROM pages WHERE site_id = $1 ORDER BY time_created, page_url',
    [siteId],
  );
  return rows.map((row) => row.page_url);
}

/** New pages of the crawl; an address that was an alias (its twin now differs) is one no more. */
export async function insertPages(
  db: Queryable,
  accountId: string,
  siteId: string,
  urls: string[],
) {
  await db.query(
    `WITH unaliased AS (DELETE FROM page_aliases WHERE site_id = $2 AND url = ANY($3::text[]))
     INSERT INTO pages (account_id, site_id, page_url)
     SELECT $1, $2, url FROM unnest($3::text[]) AS url ON CONFLICT (site_id, page_url) DO NOTHING`,
    [accountId, siteId, urls],
  );
}

/**
 * One document, one page: `from` becomes an alias of the page at `into`, a page stored at
 * `from` renamed to `into` or merged with it, history and all (migration 032's `fold_page`, one
 * transaction, safe to run again).
 */
export async function foldPage(db: Queryable, siteId: string, fold: Fold) {
  await db.query('SELECT fold_page($1, $2, $3, $4)', [siteId, fold.from, fold.into, fold.reason]);
}

/** The canonical URL each page read names and is not folded into (null: none). */
export async function setPageCanonicals(
  db: Queryable,
  siteId: string,
  canonicals: Map<string, string | null>,
) {
  await db.query(
    `UPDATE pages p SET canonical_url = read.canonical
     FROM unnest($2::text[], $3::text[]) AS read(url, canonical)
     WHERE p.site_id = $1 AND p.page_url = read.url
       AND p.canonical_url IS DISTINCT FROM read.canonical`,
    [siteId, [...canonicals.keys()], [...canonicals.values()]],
  );
}

/**
 * A stored page found to redirect becomes the page at its final URL, keeping its id and history;
 * when that page is stored already, the redirecting one goes (one document, one page).
 */
export async function movePage(db: Queryable, siteId: string, from: string, to: string) {
  await db.query(
    `UPDATE pages SET page_url = $3 WHERE site_id = $1 AND page_url = $2
       AND NOT EXISTS (SELECT 1 FROM pages WHERE site_id = $1 AND page_url = $3)`,
    [siteId, from, to],
  );
  await db.query('DELETE FROM pages WHERE site_id = $1 AND page_url = $2', [siteId, from]);
  // The page is at `to` now: `to` is no alias of any page any more.
  await db.query('DELETE FROM page_aliases WHERE site_id = $1 AND url = $2', [siteId, to]);
}

/**
 * Each page's link depth from this crawl (scans run by depth); a page the links no longer reach
 * (sitemap-only, given) gets none, so it is scanned after the linked ones.
 */
export async function setPageDepths(db: Queryable, siteId: string, depths: Map<string, number>) {
  await db.query(
    `UPDATE pages p SET depth = known.depth
     FROM (SELECT site_page.id, link.depth FROM pages site_page
           LEFT JOIN unnest($2::text[], $3::int[]) AS link(url, depth)
             ON link.url = site_page.page_url
           WHERE site_page.site_id = $1) AS known
     WHERE p.id = known.id AND p.depth IS DISTINCT FROM known.depth`,
    [siteId, [...depths.keys()], [...depths.values()]],
  );
}

/** Each page's DOM shape as this crawl read it; a page not read this time keeps its last one. */
export async function setPageShapes(db: Queryable, siteId: string, shapes: Map<string, string>) {
  await db.query(
    `UPDATE pages p SET dom_shape = read.shape
     FROM unnest($2::text[], $3::text[]) AS read(url, shape)
     WHERE p.site_id = $1 AND p.page_url = read.url AND p.dom_shape IS DISTINCT FROM read.shape`,
    [siteId, [...shapes.keys()], [...shapes.values()]],
  );
}

const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

/**
 * Tells on the crawl process what the crawl did once its scans are started: how many new pages
 * it found (stored since it started) and how many of them are scanned, and, at a re-crawl, that
 * the pages found before are not (a re-crawl discovers; rescanning is Scan or Scan all); then
 * `note`, what the page limit left out (page-limit.ts), which the crawl wrote there first.
 */
export async function describeCrawl(
  db: Queryable,
  siteId: string,
  crawlProcessId: string,
  note: string | null = null,
) {
  const [counts] = await db.query<{ found: number; added: number; scanned: number }>(
    `SELECT count(*)::int AS found,
       count(*) FILTER (WHERE p.time_created >= c.time_created)::int AS added,
       (SELECT count(*)::int FROM scans s WHERE s.crawl_process_id = c.id) AS scanned
     FROM processes c JOIN pages p ON p.site_id = c.site_id WHERE c.id = $2 AND c.site_id = $1
     GROUP BY c.id`,
    [siteId, crawlProcessId],
  );
  if (!counts) return;
  const { found, added, scanned } = counts;
  const sentences = [`${pages(added)} new, ${scanned} scanned.`];
  if (scanned < added) sentences.push(`${added - scanned} not scanned: no scans left this month.`);
  if (found > added) {
    sentences.push(`${pages(found - added)} found before, not rescanned (use Scan all).`);
  }
  if (note) sentences.push(note);
  await db.query('UPDATE processes SET detail = $2 WHERE id = $1', [
    crawlProcessId,
    sentences.join(' '),
  ]);
}

/** The findings of the latest crawl replace the previous crawl's. */
export async function replaceFindings(db: Queryable, siteId: string, findings: Finding[]) {
  await db.query('DELETE FROM crawl_links WHERE site_id = $1', [siteId]);
  if (findings.length === 0) return;
  const rows = findings.map(({ finalUrl, ...finding }) => ({ ...finding, final_url: finalUrl }));
  await db.query(
    `INSERT INTO crawl_links (site_id, kind, url, referrer, status, location, final_url, error)
     SELECT $1, f.kind, f.url, f.referrer, f.status, f.location, f.final_url, f.error
     FROM jsonb_to_recordset($2::jsonb) AS f(kind text, url text, referrer text, status int,
       location text, final_url text, error text)
     ON CONFLICT (site_id, kind, md5(url), md5(referrer)) DO NOTHING`,
    [siteId, JSON.stringify(rows)],
  );
}

export interface CrawlLinkRow {
  kind: Finding['kind'];
  url: string;
  referrer: string;
  status: number | null;
  location: string | null;
  error: string | null;
}

export async function listFindings(db: Queryable, siteId: string) {
  return db.query<CrawlLinkRow>(
    `SELECT kind, url, referrer, status, location, error FROM crawl_links WHERE site_id = $1
     ORDER BY kind, url COLLATE "C", referrer COLLATE "C"`,
    [siteId],
  );
}

/** One broken link or redirect of a site, with the first pages seen linking to it. */
export interface SiteLinkRow {
  kind: Finding['kind'];
  url: string;
  status: number | null;
  final_url: string | null;
  error: string | null;
  linked_from: LinkReferrer[];
  linked_from_count: number;
}

/** The referrers of one finding `l` (kind, url) of site $1: the index's md5 columns, then the URL. */
const REFERRERS_OF_L = `c.site_id = $1 AND c.kind = l.kind AND md5(c.url) = md5(l.url)
  AND c.url = l.url AND c.referrer <> ''`;

/**
 * The latest crawl's findings grouped by link (kind and URL): broken links, redirects, then
 * broken sub-resources (one per resource however many pages load it), URLs in byte order.
 * `linked_from` names the first LINKED_FROM_SHOWN linking pages in byte order (their id when
 * the page is stored; a sitemap has none), `linked_from_count` all of them (a stylesheet every
 * page of a big site loads would make one row megabytes: `listLinkReferrers` pages through
 * them); the empty referrer (the root or a given page itself) links from nowhere.
 */
export async function listSiteLinks(
  db: Queryable,
  filter: { siteId: string; kind?: Finding['kind'] },
  limit: number,
  offset: number,
) {
  const where = 'site_id = $1 AND ($2::text IS NULL OR kind = $2)';
  const params = [filter.siteId, filter.kind ?? null];
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM crawl_links WHERE ${where}
       GROUP BY kind, url) AS links`,
      params,
    ),
    db.query<SiteLinkRow>(
      `SELECT l.kind, l.url, l.status, l.final_url, l.error, COALESCE((
         SELECT jsonb_agg(jsonb_build_object('url', r.referrer, 'page', p.id)
           ORDER BY r.referrer COLLATE "C")
         FROM (SELECT c.referrer FROM crawl_links c WHERE ${REFERRERS_OF_L}
               ORDER BY c.referrer COLLATE "C" LIMIT ${LINKED_FROM_SHOWN}) r
         LEFT JOIN pages p ON p.site_id = $1 AND p.page_url = r.referrer
       ), '[]'::jsonb) AS linked_from,
       (SELECT count(*)::int FROM crawl_links c WHERE ${REFERRERS_OF_L}) AS linked_from_count
       FROM (
         SELECT kind, url, min(status) AS status, min(error) AS error,
           CASE WHEN kind = 'redirect' THEN min(COALESCE(final_url, location))
             WHEN kind = 'resource' THEN min(final_url) END AS final_url
         FROM crawl_links WHERE ${where} GROUP BY kind, url
         ORDER BY kind, url COLLATE "C" LIMIT $3 OFFSET $4
       ) AS l
       ORDER BY l.kind, l.url COLLATE "C"`,
      [...params, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

/**
 * Every page seen linking to one finding (loading it, for a resource), in byte order, a page at
 * a time: the rest of its row's `linked_from`. Referrers are unique per finding (crawl_links_once).
 */
export async function listLinkReferrers(
  db: Queryable,
  finding: { siteId: string; kind: Finding['kind']; url: string },
  limit: number,
  offset: number,
) {
  const where = `c.site_id = $1 AND c.kind = $2 AND md5(c.url) = md5($3) AND c.url = $3
    AND c.referrer <> ''`;
  const params = [finding.siteId, finding.kind, finding.url];
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM crawl_links c WHERE ${where}`,
      params,
    ),
    db.query<LinkReferrer>(
      `SELECT c.referrer AS url, p.id AS page FROM crawl_links c
       LEFT JOIN pages p ON p.site_id = $1 AND p.page_url = c.referrer
       WHERE ${where} ORDER BY c.referrer COLLATE "C" LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}
