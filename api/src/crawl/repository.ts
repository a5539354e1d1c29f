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

/**
 * The latest crawl's findings grouped by link (kind and URL), in list order: broken links,
 * redirects, then broken sub-resources, URLs in byte order; with the first LINKED_FROM_SHOWN
 * referrers in byte order and the count of all (migration 038: a page of the links list reads
 * its rows, it does not group the crawl's links again on every call).
 */
const LINK_GROUPS_OF_SITE = `INSERT INTO crawl_link_groups (site_id, kind, url, position,
    kind_position, status, final_url, error, linked_from, linked_from_count)
  SELECT $1, kind, url, row_number() OVER (ORDER BY kind, url COLLATE "C"),
    row_number() OVER (PARTITION BY kind ORDER BY url COLLATE "C"),
    status, final_url, error, linked_from, linked_from_count
  FROM (
    SELECT kind, url, min(status) AS status, min(error) AS error,
      CASE WHEN kind = 'redirect' THEN min(COALESCE(final_url, location))
        WHEN kind = 'resource' THEN min(final_url) END AS final_url,
      COALESCE((array_agg(referrer ORDER BY referrer COLLATE "C")
        FILTER (WHERE referrer <> ''))[1:${LINKED_FROM_SHOWN}], '{}') AS linked_from,
      count(*) FILTER (WHERE referrer <> '')::int AS linked_from_count
    FROM crawl_links WHERE site_id = $1 GROUP BY kind, url
  ) AS g`;

/**
 * The findings of the latest crawl replace the previous crawl's, the first of each (kind, URL,
 * referrer) kept; each referrer numbered in byte order among its finding's (`position`).
 */
export async function replaceFindings(db: Queryable, siteId: string, findings: Finding[]) {
  await db.query('DELETE FROM crawl_links WHERE site_id = $1', [siteId]);
  if (findings.length === 0) return groupFindings(db, siteId);
  const rows = findings.map(({ finalUrl, ...finding }) => ({ ...finding, final_url: finalUrl }));
  await db.query(
    `INSERT INTO crawl_links (site_id, kind, url, referrer, status, location, final_url, error,
       position)
     SELECT $1, f.kind, f.url, f.referrer, f.status, f.location, f.final_url, f.error,
       CASE WHEN f.referrer <> '' THEN row_number() OVER (PARTITION BY f.kind, f.url,
         f.referrer <> '' ORDER BY f.referrer COLLATE "C") END
     FROM (SELECT DISTINCT ON (kind, url, referrer) *
           FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (kind text, url text,
             referrer text, status int, location text, final_url text, error text))
             WITH ORDINALITY AS f(kind, url, referrer, status, location, final_url, error, n)
           ORDER BY kind, url, referrer, n) AS f
     ON CONFLICT (site_id, kind, md5(url), md5(referrer)) DO NOTHING`,
    [siteId, JSON.stringify(rows)],
  );
  await groupFindings(db, siteId);
}

/** The links list's rows of the site's findings, from crawl_links as they stand. */
export async function groupFindings(db: Queryable, siteId: string) {
  await db.query('DELETE FROM crawl_link_groups WHERE site_id = $1', [siteId]);
  await db.query(LINK_GROUPS_OF_SITE, [siteId]);
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

/**
 * One page of the latest crawl's findings grouped by link (LINK_GROUPS_OF_SITE), in list order,
 * or of one kind. `linked_from` names the first linking pages (their id when the page is stored;
 * a sitemap has none), `linked_from_count` all of them (a stylesheet every page of a big site
 * loads would make one row megabytes: `listLinkReferrers` pages through them); the empty
 * referrer (the root or a given page itself) links from nowhere. The count is the last position.
 * Each page is looked up by its URL (a join could hash all the site's pages for each row).
 * The statements are exported so that a test can check how much of the table they read.
 */
export function siteLinksSql(byKind: boolean) {
  const [where, order] = byKind
    ? ['site_id = $1 AND kind = $2', 'kind_position']
    : ['site_id = $1 AND $2::text IS NULL', 'position'];
  return {
    count: `SELECT COALESCE(max(${order}), 0)::int AS count FROM crawl_link_groups WHERE ${where}`,
    rows: `SELECT l.kind, l.url, l.status, l.final_url, l.error, l.linked_from_count, COALESCE((
        SELECT jsonb_agg(jsonb_build_object('url', r.url, 'page', (
            SELECT p.id FROM pages p WHERE p.site_id = $1 AND p.page_url = r.url
          )) ORDER BY r.n)
        FROM unnest(l.linked_from) WITH ORDINALITY AS r(url, n)
      ), '[]'::jsonb) AS linked_from
      FROM crawl_link_groups l WHERE ${where} AND ${order} > $4::bigint
      ORDER BY ${order} LIMIT $3`,
  };
}

export async function listSiteLinks(
  db: Queryable,
  filter: { siteId: string; kind?: Finding['kind'] },
  limit: number,
  offset: number,
) {
  const sql = siteLinksSql(filter.kind !== undefined);
  const params = [filter.siteId, filter.kind ?? null];
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(sql.count, params),
    db.query<SiteLinkRow>(sql.rows, [...params, limit, offset]),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

/**
 * Every page seen linking to one finding (loading it, for a resource), in byte order, a page at
 * a time: the rest of its row's `linked_from`. Referrers are numbered 1… per finding
 * (`position`, replaceFindings), so a page is an index range and the count the last number.
 */
export async function listLinkReferrers(
  db: Queryable,
  finding: { siteId: string; kind: Finding['kind']; url: string },
  limit: number,
  offset: number,
) {
  const where = `c.site_id = $1 AND c.kind = $2 AND md5(c.url) = md5($3) AND c.url = $3
    AND c.position IS NOT NULL`;
  const params = [finding.siteId, finding.kind, finding.url];
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      `SELECT COALESCE(max(c.position), 0)::int AS count FROM crawl_links c WHERE ${where}`,
      params,
    ),
    db.query<LinkReferrer>(
      `SELECT c.referrer AS url, p.id AS page FROM crawl_links c
       LEFT JOIN pages p ON p.site_id = $1 AND p.page_url = c.referrer
       WHERE ${where} AND c.position > $5::bigint ORDER BY c.position LIMIT $4`,
      [...params, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}
