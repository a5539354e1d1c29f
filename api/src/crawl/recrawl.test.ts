import { crawlWorld } from '../../test/crawl-world';

// Issue 11, item 9: a re-crawl discovers; it scans only the pages that are new since the
// previous crawl, and its process says how many (existing pages are rescanned by Scan all).
const world = crawlWorld();

const { runCrawlJob } = world;

describe('a re-crawl', () => {
  it('scans only the pages it found new, and its process says so', async () => {
    const token = await world.team();
    const siteId = await world.addSite(token);
    const processes = async () =>
      (await world.browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, { token })).body
        .results;
    const scansUsed = async () =>
      (await world.browser.get('/v1/auth/account', { token })).body.usage.scans as number;

    // The first crawl scans every page it stored.
    const [first] = await processes();
    expect(await runCrawlJob(siteId, first.id)).toBe(9);
    expect((await processes())[0]).toMatchObject({
      success: true,
      detail: '9 pages new, 9 scanned.',
    });
    expect(await scansUsed()).toBe(9);

    // The site gains a page; the re-crawl finds it and scans it alone.
    world.site.set({
      '/team': { body: '<a href="/careers">Careers</a>' },
      '/careers': { body: '<p>Join us</p>' },
    });
    const again = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    expect(again.status).toBe(202);
    expect(await runCrawlJob(siteId, again.body.id)).toBe(1);
    const scanned = await world.t.db.query<{ page_url: string }>(
      'SELECT p.page_url FROM scans s JOIN pages p ON p.id = s.page_id WHERE s.crawl_process_id = $1',
      [again.body.id],
    );
    expect(scanned.map((row) => row.page_url)).toEqual([`${world.site.origin}/careers`]);
    expect(await scansUsed()).toBe(10);
    const [recrawl] = await processes();
    expect(recrawl).toMatchObject({
      id: again.body.id,
      success: true,
      detail: '1 page new, 1 scanned. 9 pages found before, not rescanned (use Scan all).',
    });

    // A re-crawl that finds nothing new scans nothing.
    const quiet = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    expect(await runCrawlJob(siteId, quiet.body.id)).toBe(0);
    expect(await scansUsed()).toBe(10);
    expect((await processes())[0].detail).toBe(
      '0 pages new, 0 scanned. 10 pages found before, not rescanned (use Scan all).',
    );
  });
});
