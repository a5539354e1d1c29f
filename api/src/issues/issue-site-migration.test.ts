import type { Db } from '../db/connection';
import { listMigrations } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

// Issue 43: issues stored before migration 033 get the site they are about, as new ones do.
const ISSUE_SITE = 33;
let database: TestDatabase;
let db: Db;

async function apply(which: (version: number) => boolean) {
  for (const migration of listMigrations().filter((m) => which(m.version)))
    await db.transaction((tx) => tx.exec(migration.sql));
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = await database.open();
  await apply((version) => version < ISSUE_SITE);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const one = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ id: string }>(sql, params))[0]!.id;

it('links each stored issue to the site it affects or the site of the run that raised it', async () => {
  const team = await one("INSERT INTO accounts (name, code) VALUES ('t', 'c') RETURNING id");
  const site = (url: string) =>
    one('INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id', [team, url]);
  const shop = await site('https://shop.example.com');
  const blog = await site('https://blog.example.com');
  const page = await one(
    'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3) RETURNING id',
    [team, shop, 'https://shop.example.com/pricing'],
  );
  const kase = await one(
    `INSERT INTO cases (account_id, site_id, title, type, steps)
     VALUES ($1, $2, 'Sign up', 'recorded', '[]') RETURNING id`,
    [team, blog],
  );
  const run = await one(
    `INSERT INTO caseruns (account_id, case_id, site_id, case_steps) VALUES ($1, $2, $3, '[]')
     RETURNING id`,
    [team, kase, blog],
  );
  const issue = (title: string, trigger: unknown, affected: unknown) =>
    one(
      'INSERT INTO issues (account_id, title, trigger, affected) VALUES ($1, $2, $3, $4) RETURNING id',
      [team, title, trigger && JSON.stringify(trigger), affected && JSON.stringify(affected)],
    );
  const ofPage = await issue(
    'page',
    { type: 'test', id: crypto.randomUUID() },
    {
      type: 'page',
      id: page,
      str: 'x',
    },
  );
  const ofRun = await issue(
    'run',
    { type: 'caserun', id: run },
    { type: 'case', id: kase, str: 'x' },
  );
  const ofSite = await issue(
    'site',
    { type: 'site', id: shop },
    { type: 'site', id: shop, str: 'x' },
  );
  const gone = await issue('gone', null, { type: 'site', id: crypto.randomUUID(), str: 'x' });
  const byHand = await issue('hand', null, null);

  await apply((version) => version === ISSUE_SITE);
  const rows = await db.query<{ id: string; site_id: string | null }>(
    'SELECT id, site_id FROM issues',
  );
  expect(Object.fromEntries(rows.map((row) => [row.id, row.site_id]))).toEqual({
    [ofPage]: shop,
    [ofRun]: blog,
    [ofSite]: shop,
    [gone]: null,
    [byHand]: null,
  });
});
