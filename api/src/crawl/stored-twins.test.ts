import type { Db } from '../db/connection';
import { listMigrations, migrate } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

// Issue 47: twins stored before the change (`/a` and `/a/` both pages of one document) are
// merged by migration 032, history and all; twins it cannot tell apart wait for the next crawl.
const ALIASES = 32;
const o = 'https://shop.example.com';
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await database.open();
  await db.exec(`CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const migration of listMigrations().filter((m) => m.version < ALIASES)) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0]!;

/** A page stored `daysAgo` days ago, scanned once with a page source of content `hash`. */
async function storedPage(
  team: string,
  site: string,
  path: string,
  daysAgo: number,
  hash?: string,
) {
  const page = await one<{ id: string }>(
    `INSERT INTO pages (account_id, site_id, page_url, time_created, tags)
     VALUES ($1, $2, $3, now() - make_interval(days => $4), $5) RETURNING id`,
    [team, site, `${o}${path}`, daysAgo, [`tag${path}`]],
  );
  if (!hash) return { page: page.id, scan: null };
  const scan = await one<{ id: string }>(
    `INSERT INTO scans (account_id, site_id, page_id, time_completed, score)
     VALUES ($1, $2, $3, now() - make_interval(days => $4), 80) RETURNING id`,
    [team, site, page.id, daysAgo],
  );
  const artifact = await one<{ id: string }>(
    `INSERT INTO artifacts (account_id, scan_id, name, content_type, size_bytes, content_hash)
     VALUES ($1, $2, 'html', 'text/html', 10, $3) RETURNING id`,
    [team, scan.id, hash],
  );
  await db.query('UPDATE scans SET html_artifact_id = $2 WHERE id = $1', [scan.id, artifact.id]);
  await db.query(
    `UPDATE pages p SET info = jsonb_set(p.info, '{latest_scan}', jsonb_build_object(
       'id', s.id, 'time_completed', s.time_completed, 'score', s.score))
     FROM scans s WHERE s.id = $1 AND p.id = s.page_id`,
    [scan.id],
  );
  return { page: page.id, scan: scan.id };
}

it('merges stored twins of one document into their older page, history and all', async () => {
  const team = (
    await one<{ id: string }>("INSERT INTO accounts (name, code) VALUES ('t', 'c') RETURNING id")
  ).id;
  const site = (
    await one<{ id: string }>(
      'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
      [team, o],
    )
  ).id;
  await storedPage(team, site, '', 9);
  // /a/ is the older row: it stays (renamed /a: a file), /a's history moves to it.
  const keptA = await storedPage(team, site, '/a/', 8, 'same-a');
  const goneA = await storedPage(team, site, '/a', 2, 'same-a');
  const test = await one<{ id: string }>(
    `INSERT INTO tests (account_id, site_id, page_id, post_scan_id, pre_scan_source, status)
     VALUES ($1, $2, $3, $4, 'none', 'failed') RETURNING id`,
    [team, site, goneA.page, goneA.scan],
  );
  const issue = await one<{ id: string }>(
    `INSERT INTO issues (account_id, title, affected, fingerprint) VALUES ($1, 'Test failed',
       jsonb_build_object('type', 'page', 'id', $2::text, 'str', $3::text), $4) RETURNING id`,
    [team, goneA.page, `${o}/a`, `test:${goneA.page}:error`],
  );
  const alert = await one<{ id: string }>(
    "INSERT INTO alerts (account_id, name, secret) VALUES ($1, 'a', 's') RETURNING id",
    [team],
  );
  await db.query('INSERT INTO alert_states (alert_id, subject, failing) VALUES ($1, $2, true)', [
    alert.id,
    `test:page:${goneA.page}`,
  ]);
  const schedule = await one<{ id: string }>(
    `INSERT INTO schedules (account_id, scope, resources, task_type, frequency)
     VALUES ($1, 'page', $2, 'test', 'daily') RETURNING id`,
    [team, JSON.stringify([goneA.page])],
  );
  // /docs has a page under it: a directory, kept with its slash. /b's documents differ; /c's
  // were never scanned: both stay two pages for the next crawl to compare.
  const docs = await storedPage(team, site, '/docs', 7, 'same-docs');
  await storedPage(team, site, '/docs/', 6, 'same-docs');
  await storedPage(team, site, '/docs/intro', 6, 'intro');
  await storedPage(team, site, '/b', 5, 'b-file');
  await storedPage(team, site, '/b/', 5, 'b-directory');
  await storedPage(team, site, '/c', 5);
  await storedPage(team, site, '/c/', 5);

  expect(await migrate(db)).toContain(ALIASES);

  const pages = await db.query<{ id: string; page_url: string; tags: string[] }>(
    'SELECT id, page_url, tags FROM pages WHERE site_id = $1 ORDER BY page_url',
    [site],
  );
  expect(pages.map((row) => row.page_url.replace(o, ''))).toEqual([
    '',
    '/a',
    '/b',
    '/b/',
    '/c',
    '/c/',
    '/docs/',
    '/docs/intro',
  ]);
  const a = pages.find((row) => row.page_url === `${o}/a`)!;
  expect(a).toMatchObject({ id: keptA.page, tags: expect.arrayContaining(['tag/a', 'tag/a/']) });
  expect(pages.find((row) => row.page_url === `${o}/docs/`)!.id).toBe(docs.page);
  const aliases = await db.query<{ url: string; page_id: string; reason: string }>(
    'SELECT url, page_id, reason FROM page_aliases WHERE site_id = $1 ORDER BY url',
    [site],
  );
  expect(aliases).toEqual([
    { url: `${o}/a/`, page_id: keptA.page, reason: 'slash' },
    { url: `${o}/docs`, page_id: docs.page, reason: 'slash' },
  ]);
  const scans = await db.query<{ id: string }>('SELECT id FROM scans WHERE page_id = $1', [a.id]);
  expect(scans.map((row) => row.id).sort()).toEqual([keptA.scan, goneA.scan].sort());
  expect(await one('SELECT page_id FROM tests WHERE id = $1', [test.id])).toEqual({
    page_id: a.id,
  });
  expect(await one('SELECT affected, fingerprint FROM issues WHERE id = $1', [issue.id])).toEqual({
    affected: { type: 'page', id: a.id, str: `${o}/a` },
    fingerprint: `test:${a.id}:error`,
  });
  expect(await one('SELECT subject FROM alert_states WHERE alert_id = $1', [alert.id])).toEqual({
    subject: `test:page:${a.id}`,
  });
  expect(await one('SELECT resources FROM schedules WHERE id = $1', [schedule.id])).toEqual({
    resources: [a.id],
  });
  // The page's latest scan and test are the newest of the two pages'.
  expect(
    await one(
      "SELECT info -> 'latest_scan' ->> 'id' AS scan, info -> 'latest_test' ->> 'id' AS test FROM pages WHERE id = $1",
      [a.id],
    ),
  ).toEqual({
    scan: goneA.scan,
    test: test.id,
  });
});
