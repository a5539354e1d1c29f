import { Browser, signUpWithTeam } from '../../test/harness';
import { startWorkingRuntime, type WorkingRuntime } from '../../test/working-runtime';
import type { Runtime } from '../runtime';
import { serveLinkedPages } from '../../test/scan-test-site';

jest.setTimeout(240_000);

// Depth from the root: 0 /, 1 /about-our-long-company-history and /b, 2 /x and /b/deeper-page.
// The deepest page has the shortest URL, so neither URL length nor chance gives this order.
const LINKS: Record<string, string[]> = {
  '/': ['/about-our-long-company-history', '/b'],
  '/about-our-long-company-history': ['/x'],
  '/b': ['/b/deeper-page'],
  '/x': [],
  '/b/deeper-page': [],
};

// A sitemap listing the deep pages first, and a page only the sitemap lists: the crawl reads
// them before the root's links, but the scans still go by depth, the sitemap-only page last.
const SITEMAP = ['/b/deeper-page', '/x', '/only-in-the-sitemap', '/b'];

let site: Awaited<ReturnType<typeof serveLinkedPages>>;
let sitemapSite: Awaited<ReturnType<typeof serveLinkedPages>>;
let working: WorkingRuntime;
let runtime: Runtime;

beforeAll(async () => {
  site = await serveLinkedPages(LINKS);
  sitemapSite = await serveLinkedPages({ ...LINKS, '/only-in-the-sitemap': [] }, SITEMAP);
  // One scan at a time, so the order they complete in is the order the queue hands them out.
  working = await startWorkingRuntime({ VIGIL_WORKER_CONCURRENCY: '1' });
  runtime = working.runtime;
});
afterAll(async () => {
  await working.close();
  await site.close();
  await sitemapSite.close();
});

/** Adds `origin` as a new team's site; the paths of its crawl's scans in the order they ran. */
async function scanOrder(origin: string, pages: number) {
  const browser = new Browser(runtime.app!);
  const { session, team } = await signUpWithTeam(browser);
  await runtime.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [team.id]);
  const created = await browser.post(
    '/v1/ops/site',
    { site_url: origin },
    { token: session.token },
  );
  expect(created.status).toBe(201);

  const deadline = Date.now() + 180_000;
  let scans: { page_url: string; time_completed: Date | null }[] = [];
  while (Date.now() < deadline) {
    scans = await runtime.db.query(
      `SELECT p.page_url, s.time_completed FROM scans s JOIN pages p ON p.id = s.page_id
       WHERE s.site_id = $1 ORDER BY s.time_completed, s.id`,
      [created.body.id],
    );
    if (scans.length === pages && scans.every((scan) => scan.time_completed)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return scans.map((scan) => new URL(scan.page_url).pathname);
}

it("a crawl's scans run the home page first, then the pages by depth from it", async () => {
  expect(await scanOrder(site.origin, 5)).toEqual([
    '/',
    '/about-our-long-company-history',
    '/b',
    '/x',
    '/b/deeper-page',
  ]);
});

it('a sitemap listing deep pages first does not put them before the pages the root links to', async () => {
  const order = await scanOrder(sitemapSite.origin, 6);
  // Within one depth they go in the order the crawl found them (here the sitemap's).
  const byDepth = [order.slice(0, 1), order.slice(1, 3).sort(), order.slice(3, 5).sort()];
  expect(byDepth).toEqual([
    ['/'],
    ['/about-our-long-company-history', '/b'],
    ['/b/deeper-page', '/x'],
  ]);
  expect(order[5]).toBe('/only-in-the-sitemap');
});
