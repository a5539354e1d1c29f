import type { Db } from '../db/connection';
import { listMigrations } from '../db/migrate';
import { LIST_PAGES_SQL } from '../sites/repository';
import { listLinkReferrers, listSiteLinks, siteLinksSql } from './repository';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

// Issue 44, the dashboard at scale: a page of the links list grouped every finding of the site on
// each call (500,000 rows on a 10,000-page site: seconds), a page of the pages list sorted every
// page. Migration 038 keeps the links list's rows and each referrer's place; these tests check
// what it made of the findings stored before it, and that a page reads about a page of rows.
const LINK_GROUPS = 38;
const PAGES = 300;
const SITE = 'https://docs.example.com';
const SCRIPT = 'https://cdn.example.net/widget.js';
let database: TestDatabase;
let db: Db;
let siteId: string;

async function apply(which: (version: number) => boolean) {
  for (const migration of listMigrations().filter((m) => which(m.version)))
    await db.transaction((tx) => tx.exec(migration.sql));
}

/** Findings as crawls stored them before 038: ten redirects a page, a script every page loads. */
async function seedBefore() {
  const [team] = await db.query<{ id: string }>(
    "INSERT INTO accounts (name, code) VALUES ('t', 'c') RETURNING id",
  );
  const [site] = await db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team!.id, SITE],
  );
  siteId = site!.id;
  await db.query(
    `INSERT INTO pages (account_id, site_id, page_url)
     SELECT $1, $2, $3 || '/page-' || lpad(i::text, 3, '0') FROM generate_series(1, $4) AS i`,
    [team!.id, siteId, SITE, PAGES],
  );
  await db.query(
    `INSERT INTO crawl_links (site_id, kind, url, referrer, status, location)
     SELECT $1, 'redirect', 'http://docs.example.com/link-' || ((i * 7 + j * 31) % 200),
       p.page_url, 301, 'https://docs.example.com/link-' || ((i * 7 + j * 31) % 200)
     FROM (SELECT page_url, row_number() OVER (ORDER BY page_url) AS i FROM pages) p
     CROSS JOIN generate_series(0, 9) AS j ON CONFLICT DO NOTHING`,
    [siteId],
  );
  await db.query(
    `INSERT INTO crawl_links (site_id, kind, url, referrer, error)
     SELECT $1::uuid, 'resource', $2, page_url, 'timed out' FROM pages
     UNION ALL SELECT $1, 'broken', $3 || '/gone', '', NULL`,
    [siteId, SCRIPT, SITE],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = await database.open();
  await apply((version) => version < LINK_GROUPS);
  await seedBefore();
  await apply((version) => version >= LINK_GROUPS);
  await db.exec('ANALYZE');
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const count = async (sql: string) => (await db.query<{ count: number }>(sql))[0]!.count;
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

it('lists the findings stored before migration 038 as before: rows, first pages, counts', async () => {
  const urls = (await db.query<{ page_url: string }>('SELECT page_url FROM pages')).map(
    (row) => row.page_url,
  );
  const redirects = await count(
    "SELECT count(DISTINCT url)::int AS count FROM crawl_links WHERE kind = 'redirect'",
  );
  const all = await listSiteLinks(db, { siteId }, 100, 0);
  expect(all.count).toBe(1 + redirects + 1);
  expect(all.rows[0]).toMatchObject({ kind: 'broken', url: `${SITE}/gone`, linked_from_count: 0 });
  expect(all.rows[0]!.linked_from).toEqual([]);
  const script = await listSiteLinks(db, { siteId, kind: 'resource' }, 10, 0);
  expect(script.count).toBe(1);
  expect(script.rows[0]).toMatchObject({ url: SCRIPT, error: 'timed out', linked_from_count: 300 });
  expect(script.rows[0]!.linked_from.map((from) => from.url)).toEqual(
    [...urls].sort(byteOrder).slice(0, 10),
  );
  expect(script.rows[0]!.linked_from.every((from) => from.page !== null)).toBe(true);
  const last = await listLinkReferrers(db, { siteId, kind: 'resource', url: SCRIPT }, 10, 295);
  expect(last.count).toBe(PAGES);
  expect(last.rows.map((row) => row.url)).toEqual([...urls].sort(byteOrder).slice(295));
  const redirectPage = await listSiteLinks(db, { siteId, kind: 'redirect' }, 10, redirects - 3);
  expect(redirectPage.rows).toHaveLength(3);
});

/** Rows every table scan of the statement's plan read, all loops together (EXPLAIN ANALYZE). */
async function rowsRead(sql: string, params: unknown[]) {
  const [row] = await db.transaction(async (tx) => {
    // A few hundred rows make a full scan and a sort cheapest; forbid them to see that an index
    // serves the order (as it must at 10,000 pages). One transaction: one connection.
    await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off');
    return tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  });
  const plan = row!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  let read = 0;
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) read += node['Actual Rows'] * node['Actual Loops'];
    node.Plans?.forEach(walk);
  };
  walk(root!.Plan);
  return read;
}
interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

it('a page of the links list or of the pages list reads about a page of rows', async () => {
  expect(await count('SELECT count(*)::int AS count FROM crawl_links')).toBeGreaterThan(3000);
  // Ten rows, each with its first ten pages looked up: at most 10 + 100 rows.
  expect(await rowsRead(siteLinksSql(false).rows, [siteId, null, 10, 0])).toBeLessThanOrEqual(110);
  expect(await rowsRead(siteLinksSql(true).rows, [siteId, 'redirect', 10, 50])).toBeLessThanOrEqual(
    110,
  );
  // Ten pages (their ids, then their rows and aliases); not all 300 sorted.
  expect(await rowsRead(LIST_PAGES_SQL, [siteId, 10, 0])).toBeLessThanOrEqual(30);
});
