import type { Db } from '../db/connection';
import { crawlWorld } from '../../test/crawl-world';
import { signUpWithTeam } from '../../test/harness';
import { ELSEWHERE, twinSitePages, twinSiteResources } from '../../test/twin-site';
import { runCrawl } from './jobs';

// Issue 47 on both databases: a 200-document site whose server answers every page with and
// without its trailing slash, crawled by the job while its worker dies again and again.
const world = crawlWorld({ siteFor: 'file' });
beforeAll(() => world.site.set(twinSiteResources()));

class WorkerDied extends Error {}

/**
 * The database as a worker dying at its `nth` statement matching `sql` sees it: that statement
 * and every later one never run (a statement is atomic: dying inside it is dying before it).
 */
function dyingAt(db: Db, sql: string, nth: number): Db {
  let seen = 0;
  let dead = false;
  const alive = (text: string) => {
    if (text.includes(sql)) seen += 1;
    dead ||= seen >= nth;
    if (dead) throw new WorkerDied(`died at ${sql} #${nth}`);
  };
  return {
    ...db,
    query: async <T>(text: string, params?: unknown[]) => (alive(text), db.query<T>(text, params)),
    transaction: async (work) => (alive(''), db.transaction(work)),
  };
}

const storedPages = async (siteId: string) =>
  (
    await world.t.db.query<{ page_url: string }>('SELECT page_url FROM pages WHERE site_id = $1', [
      siteId,
    ])
  )
    .map((row) => row.page_url)
    .sort();

it('ends with one page per document, however often its worker died', async () => {
  const { session, team } = await signUpWithTeam(world.browser);
  const token = session.token;
  await world.t.db.query("UPDATE accounts SET type = 'enterprise' WHERE id = $1", [team.id]);
  const siteId = await world.addSite(token);
  const [crawl] = await world.t.db.query<{ id: string }>(
    "SELECT id FROM processes WHERE site_id = $1 AND type = 'crawl'",
    [siteId],
  );
  const job = { siteId, processId: crawl!.id };

  // Dies once pages are stored, then halfway through the folds, then after them all.
  const deaths: [string, number][] = [
    ['INSERT INTO pages', 2],
    ['fold_page', 100],
    ['fold_page', 150],
    ['SET depth', 1],
  ];
  for (const [sql, nth] of deaths) {
    await expect(runCrawl(dyingAt(world.t.db, sql, nth), job, '127.0.0.1')).rejects.toThrow(
      WorkerDied,
    );
    // Never a page for a twin, even between two deaths.
    expect((await storedPages(siteId)).length).toBeLessThanOrEqual(200);
  }
  expect(await world.runCrawlJob(siteId, crawl!.id)).toBe(200);

  expect(await storedPages(siteId)).toEqual(twinSitePages(world.site.origin).sort());
  const aliases = await world.t.db.query<{ url: string; page_url: string; reason: string }>(
    `SELECT a.url, p.page_url, a.reason FROM page_aliases a JOIN pages p ON p.id = a.page_id
     WHERE a.site_id = $1`,
    [siteId],
  );
  const twinOf = (url: string) => (url.endsWith('/') ? url.slice(0, -1) : `${url}/`);
  expect(aliases.filter(({ url, page_url }) => url === twinOf(page_url))).toHaveLength(199);
  expect(aliases.filter(({ reason }) => reason === 'canonical')).toEqual([
    {
      url: `${world.site.origin}/print-1`,
      page_url: `${world.site.origin}/page-1`,
      reason: 'canonical',
    },
  ]);
  expect(aliases).toHaveLength(200);
  const account = await world.browser.get('/v1/auth/account', { token });
  expect(account.body.usage.scans).toBe(200); // each document scanned once, counted once

  // The page screen names the other addresses (and a canonical elsewhere); search finds the
  // page by any of them.
  const [first] = await world.t.db.query<{ id: string }>(
    'SELECT id FROM pages WHERE site_id = $1 AND page_url = $2',
    [siteId, `${world.site.origin}/page-1`],
  );
  const shown = await world.browser.get(`/v1/ops/page/${first!.id}`, { token });
  expect(shown.body).toMatchObject({
    aliases: [`${world.site.origin}/page-1/`, `${world.site.origin}/print-1`],
    canonical_url: null,
  });
  const [last] = await world.t.db.query<{ id: string }>(
    'SELECT id FROM pages WHERE site_id = $1 AND page_url = $2',
    [siteId, `${world.site.origin}/page-199/`],
  );
  expect((await world.browser.get(`/v1/ops/page/${last!.id}`, { token })).body).toMatchObject({
    aliases: [`${world.site.origin}/page-199`],
    canonical_url: ELSEWHERE,
  });
  const found = await world.browser.get(`/v1/ops/search?query=${encodeURIComponent('page-1/')}`, {
    token,
  });
  expect(found.body).toEqual([
    { type: 'page', str: `${world.site.origin}/page-1/`, path: `/page/${first!.id}` },
  ]);

  // A re-crawl finds every alias again and makes no page of any.
  const again = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
  expect(await world.runCrawlJob(siteId, again.body.id)).toBe(0);
  expect(await storedPages(siteId)).toEqual(twinSitePages(world.site.origin).sort());
}, 120_000);
