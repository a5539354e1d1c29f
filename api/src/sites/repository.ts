import type { Page, Site } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { countTeamRows, findTeamRow } from '../db/repository-team-rows';

export interface SiteRow {
  id: string;
  account_id: string;
  site_url: string;
  onboarding: boolean;
  time_created: Date;
  time_crawl_started: Date | null;
  time_crawl_completed: Date | null;
  info: Site['info'];
  tags: string[];
  lighthouse_samples: number;
  managed_by: string | null;
}

export interface PageRow {
  id: string;
  account_id: string;
  site_id: string;
  page_url: string;
  time_created: Date;
  info: Page['info'];
  tags: string[];
  aliases: string[];
  canonical_url: string | null;
}

const SITE_COLUMNS = `id, account_id, site_url, onboarding, time_created, time_crawl_started,
  time_crawl_completed, info, tags, lighthouse_samples, managed_by`;
const PAGE_COLUMNS = `id, account_id, site_id, page_url, time_created, info, tags, canonical_url,
  ARRAY(SELECT a.url FROM page_aliases a WHERE a.page_id = pages.id ORDER BY a.url COLLATE "C")
    AS aliases`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    site_url: row.site_url,
    time_created: row.time_created.toISOString(),
    time_crawl_started: iso(row.time_crawl_started),
    time_crawl_completed: iso(row.time_crawl_completed),
    onboarding: row.onboarding,
    info: { latest_scan: row.info.latest_scan ?? null, latest_test: row.info.latest_test ?? null },
    tags: row.tags,
    lighthouse_samples: row.lighthouse_samples,
    managed_by: row.managed_by,
  };
}

export function toPage(row: PageRow): Page {
  return {
    id: row.id,
    site: row.site_id,
    page_url: row.page_url,
    info: { latest_scan: row.info.latest_scan ?? null, latest_test: row.info.latest_test ?? null },
    tags: row.tags,
    aliases: row.aliases,
    canonical_url: row.canonical_url,
  };
}

export const countSites = (db: Queryable, accountId: string): Promise<number> =>
  countTeamRows(db, 'sites', accountId);

export async function siteExists(db: Queryable, accountId: string, siteUrl: string) {
  const rows = await db.query('SELECT 1 FROM sites WHERE account_id = $1 AND site_url = $2', [
    accountId,
    siteUrl,
  ]);
  return rows.length > 0;
}

/** Inserts the site and its pages (root first); null if the URL was taken meanwhile. */
export async function insertSite(
  tx: Queryable,
  site: {
    accountId: string;
    siteUrl: string;
    onboarding: boolean;
    pageUrls: string[];
    lighthouseSamples?: number;
    managedBy?: string | null;
  },
): Promise<SiteRow | null> {
  const rows = await tx.query<SiteRow>(
    `INSERT INTO sites (account_id, site_url, onboarding, lighthouse_samples, managed_by)
     VALUES ($1, $2, $3, COALESCE($4, 2), $5)
     ON CONFLICT (account_id, site_url) DO NOTHING RETURNING ${SITE_COLUMNS}`,
    [
      site.accountId,
      site.siteUrl,
      site.onboarding,
      site.lighthouseSamples ?? null,
      site.managedBy ?? null,
    ],
  );
  const created = rows[0];
  if (!created) return null;
  await tx.query(
    `INSERT INTO pages (account_id, site_id, page_url)
     SELECT $1, $2, url FROM unnest($3::text[]) AS url ON CONFLICT (site_id, page_url) DO NOTHING`,
    [site.accountId, created.id, site.pageUrls],
  );
  // The account's usage counter follows the number of sites (server.md §2).
  await tx.query(
    'UPDATE accounts SET usage_sites = (SELECT count(*) FROM sites WHERE account_id = $1) WHERE id = $1',
    [site.accountId],
  );
  return created;
}

export const findSite = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<SiteRow>(db, 'sites', accountId, id, SITE_COLUMNS);

/** Newest first, so a site just added is on the first page of the list. */
export async function listSites(db: Queryable, accountId: string, limit: number, offset: number) {
  return db.query<SiteRow>(
    `SELECT ${SITE_COLUMNS} FROM sites WHERE account_id = $1
     ORDER BY time_created DESC, id DESC LIMIT $2 OFFSET $3`,
    [accountId, limit, offset],
  );
}

export async function countPages(db: Queryable, siteId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pages WHERE site_id = $1',
    [siteId],
  );
  return rows[0]?.count ?? 0;
}

export const findPage = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<PageRow>(db, 'pages', accountId, id, PAGE_COLUMNS);

/**
 * In URL order, which puts the root page first. The page's ids first (an index-only range of
 * pages_listing, migration 038), then their columns: the skipped rows of a deep page cost no
 * alias lookup. Exported for the test of its plan.
 */
export const LIST_PAGES_SQL = `SELECT ${PAGE_COLUMNS} FROM pages JOIN (
    SELECT id FROM pages WHERE site_id = $1
    ORDER BY page_url COLLATE "C", id LIMIT $2 OFFSET $3
  ) AS shown USING (id)
  ORDER BY page_url COLLATE "C", id`;

export async function listPages(db: Queryable, siteId: string, limit: number, offset: number) {
  return db.query<PageRow>(LIST_PAGES_SQL, [siteId, limit, offset]);
}

/** The URLs among `urls` (stored form) that are neither a page of the site nor an alias of one. */
export async function unstoredUrls(db: Queryable, siteId: string, urls: string[]) {
  const rows = await db.query<{ url: string }>(
    `SELECT given.url FROM unnest($2::text[]) WITH ORDINALITY AS given(url, n)
     WHERE NOT EXISTS (SELECT 1 FROM pages WHERE site_id = $1 AND page_url = given.url)
       AND NOT EXISTS (SELECT 1 FROM page_aliases WHERE site_id = $1 AND url = given.url)
     GROUP BY given.url ORDER BY min(given.n)`,
    [siteId, urls],
  );
  return rows.map((row) => row.url);
}

/**
 * New pages of the site (added by hand or found by its crawl); an address that was an alias (its
 * twin now differs) is one no more.
 */
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

/** Marks the site as managed from code (or not, with null). */
export async function setManagedBy(db: Queryable, siteId: string, managedBy: string | null) {
  await db.query('UPDATE sites SET managed_by = $2 WHERE id = $1', [siteId, managedBy]);
}

/** The pages at `urls` (their own address or an alias), once each, in the order of `urls`. */
export async function pagesAt(db: Queryable, siteId: string, urls: string[]) {
  return db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages JOIN (
       SELECT COALESCE(p.id, a.page_id) AS page_id, min(given.n) AS n
       FROM unnest($2::text[]) WITH ORDINALITY AS given(url, n)
       LEFT JOIN pages p ON p.site_id = $1 AND p.page_url = given.url
       LEFT JOIN page_aliases a ON a.site_id = $1 AND a.url = given.url
       WHERE p.id IS NOT NULL OR a.page_id IS NOT NULL
       GROUP BY 1
     ) AS wanted ON wanted.page_id = pages.id
     ORDER BY wanted.n`,
    [siteId, urls],
  );
}

/** A crawl of the site starts: the site reads as crawling until `markCrawlCompleted`. */
export async function markCrawlStarted(db: Queryable, siteId: string) {
  await db.query(
    'UPDATE sites SET time_crawl_started = now(), time_crawl_completed = NULL WHERE id = $1',
    [siteId],
  );
}

export async function markCrawlCompleted(db: Queryable, siteId: string) {
  await db.query('UPDATE sites SET time_crawl_completed = now() WHERE id = $1', [siteId]);
}

/** One artifact of a site's scans or case runs, with the content hash its bytes are stored under. */
export interface SiteArtifact {
  id: string;
  account_id: string;
  content_hash: string | null;
}

const SITE_ARTIFACTS = `SELECT r.id, r.account_id, r.content_hash FROM artifacts r
  WHERE r.account_id = $2 AND (r.scan_id IN (SELECT id FROM scans WHERE site_id = $1)
    OR r.caserun_id IN (SELECT id FROM caseruns WHERE site_id = $1))`;

/** The artifacts of the site's scans and case runs; at most `limit` when given. */
export function siteArtifacts(db: Queryable, accountId: string, siteId: string, limit?: number) {
  const bounded = limit === undefined ? SITE_ARTIFACTS : `${SITE_ARTIFACTS} LIMIT ${limit}`;
  return db.query<SiteArtifact>(bounded, [siteId, accountId]);
}

/** Deletes the site's row (cascading to its pages, processes, scans and cases); false if none. */
export async function deleteSiteRow(db: Queryable, accountId: string, siteId: string) {
  const deleted = await db.query(
    'DELETE FROM sites WHERE id = $1 AND account_id = $2 RETURNING id',
    [siteId, accountId],
  );
  return deleted.length > 0;
}

export async function recountSites(db: Queryable, accountId: string) {
  await db.query(
    'UPDATE accounts SET usage_sites = (SELECT count(*) FROM sites WHERE account_id = $1) WHERE id = $1',
    [accountId],
  );
}

/** Every page URL of the site, in URL order. */
export async function pageUrlsOf(db: Queryable, siteId: string) {
  const rows = await db.query<{ page_url: string }>(
    'SELECT page_url FROM pages WHERE site_id = $1 ORDER BY page_url COLLATE "C", id',
    [siteId],
  );
  return rows.map((row) => row.page_url);
}

/** The site's URL and team, whoever asks (a worker); null when the site is gone. */
export async function siteById(db: Queryable, siteId: string) {
  const rows = await db.query<{ site_url: string; account_id: string }>(
    'SELECT site_url, account_id FROM sites WHERE id = $1',
    [siteId],
  );
  return rows[0] ?? null;
}

/** Locks the site's row for the transaction: work on one site at a time (starting a crawl…). */
export async function lockSite(tx: Queryable, siteId: string) {
  await tx.query('SELECT id FROM sites WHERE id = $1 FOR UPDATE', [siteId]);
}
