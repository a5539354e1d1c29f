import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import type { JobSender } from '../jobs/define-job';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Issue 11, item 9: a re-crawl discovers; it scans only the pages that are new since the
// previous crawl, and its process says how many (existing pages are rescanned by Scan all).
let t: TestApp;
let site: FixtureSite;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  site = await startFixtureSite();
  browser = new Browser(t.app);
});
afterEach(() => site.close());

/** The crawl job as a worker runs it, its follow-ups (scan jobs) recorded instead of run. */
async function runCrawlJob(siteId: string, processId: string) {
  const queued: string[] = [];
  const queue = {
    send: (async (name: string) => {
      queued.push(name);
      return 'job';
    }) as unknown as JobSender['send'],
  };
  const env = testEnv({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
  await enginePipeline({ db: t.db, env, queue }).crawl.handle({ siteId, processId });
  return queued.filter((name) => name === 'scan.page').length;
}

describe('a re-crawl', () => {
  it('scans only the pages it found new, and its process says so', async () => {
    const { session, team } = await signUpWithTeam(browser);
    const token = session.token;
    await t.db.query("UPDATE accounts SET type = 'enterprise' WHERE id = $1", [team.id]);
    const created = await browser.post('/v1/ops/site', { site_url: site.origin }, { token });
    const siteId: string = created.body.id;
    const processes = async () =>
      (await browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, { token })).body.results;
    const scansUsed = async () =>
      (await browser.get('/v1/auth/account', { token })).body.usage.scans as number;

    // The first crawl scans every page it stored.
    const [first] = await processes();
    expect(await runCrawlJob(siteId, first.id)).toBe(9);
    expect((await processes())[0]).toMatchObject({
      success: true,
      detail: '9 pages new, 9 scanned.',
    });
    expect(await scansUsed()).toBe(9);

    // The site gains a page; the re-crawl finds it and scans it alone.
    site.set({
      '/team': { body: '<a href="/careers">Careers</a>' },
      '/careers': { body: '<p>Join us</p>' },
    });
    const again = await browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    expect(again.status).toBe(202);
    expect(await runCrawlJob(siteId, again.body.id)).toBe(1);
    const scanned = await t.db.query<{ page_url: string }>(
      'SELECT p.page_url FROM scans s JOIN pages p ON p.id = s.page_id WHERE s.crawl_process_id = $1',
      [again.body.id],
    );
    expect(scanned.map((row) => row.page_url)).toEqual([`${site.origin}/careers`]);
    expect(await scansUsed()).toBe(10);
    const [recrawl] = await processes();
    expect(recrawl).toMatchObject({
      id: again.body.id,
      success: true,
      detail: '1 page new, 1 scanned. 9 pages found before, not rescanned (use Scan all).',
    });

    // A re-crawl that finds nothing new scans nothing.
    const quiet = await browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    expect(await runCrawlJob(siteId, quiet.body.id)).toBe(0);
    expect(await scansUsed()).toBe(10);
    expect((await processes())[0].detail).toBe(
      '0 pages new, 0 scanned. 10 pages found before, not rescanned (use Scan all).',
    );
  });
});
