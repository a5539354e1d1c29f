import { crawlWorld, FIXTURE_SITE_PAGES, recordingQueue } from '../../test/crawl-world';
import { signUpWithTeam } from '../../test/harness';
import type { JobSender } from '../jobs/define-job';
import { runCrawl } from './jobs';
import { listFindings } from './repository';

const world = crawlWorld();

const { team, crawlJob } = world;

async function processes(token: string, siteId: string, type?: string) {
  const query = type ? `&type=${type}` : '';
  return (await world.browser.get(`/v1/ops/process?site_id=${siteId}${query}`, { token })).body;
}

async function pageUrls(token: string, siteId: string) {
  const pages = await world.browser.get(`/v1/ops/page?site_id=${siteId}&limit=100`, { token });
  return pages.body.results.map((page: { page_url: string }) =>
    page.page_url.replace(world.site.origin, ''),
  );
}

/** What a worker does with the job POST /v1/ops/site enqueued (API tests run no worker). */
async function crawlNow(token: string, siteId: string, allow = '127.0.0.1') {
  const [crawl] = (await processes(token, siteId, 'crawl')).results;
  await runCrawl(world.t.db, { siteId, processId: crawl.id }, allow);
  return (await world.browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, { token })).body
    .results[0];
}

describe('the crawl of a new site', () => {
  it('starts with the site: crawl process, case.generate at 1, time_crawl_started', async () => {
    const token = await team('enterprise');
    const created = await world.browser.post(
      '/v1/ops/site',
      { site_url: world.site.origin },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body.time_crawl_started).toEqual(expect.any(String));
    expect(created.body.time_crawl_completed).toBeNull();
    const generate = await processes(token, created.body.id, 'case.generate');
    expect(generate.results).toEqual([
      expect.objectContaining({
        type: 'case.generate',
        progress: 1,
        success: null,
        exception: null,
      }),
    ]);
    const all = await processes(token, created.body.id);
    expect(all.results.map((p: { type: string }) => p.type).sort()).toEqual([
      'case.generate',
      'crawl',
    ]);
    // The crawl is only enqueued: no request reached the site from the API.
    expect(world.site.requests).toEqual([]);

    const done = await crawlNow(token, created.body.id);
    expect(done).toMatchObject({ progress: 100, success: true, exception: null });
    expect(done.time_completed).toEqual(expect.any(String));
    expect(await pageUrls(token, created.body.id)).toEqual(FIXTURE_SITE_PAGES);
    const after = await world.browser.get(`/v1/ops/site/${created.body.id}`, { token });
    expect(after.body.time_crawl_completed).toEqual(expect.any(String));
    const findings = await listFindings(world.t.db, created.body.id);
    expect(
      findings.map((f) => [
        f.kind,
        f.url.replace(world.site.origin, ''),
        f.referrer.replace(world.site.origin, ''),
        f.status,
      ]),
    ).toEqual([
      ['broken', '/missing', '', 404],
      ['broken', '/missing', '/about', 404],
      ['redirect', '/old-page', '', 301],
    ]);

    // Idempotent: the same job again (a retry, a restarted worker) duplicates nothing.
    await crawlNow(token, created.body.id);
    expect(await pageUrls(token, created.body.id)).toEqual(FIXTURE_SITE_PAGES);
    expect(await listFindings(world.t.db, created.body.id)).toHaveLength(3);
  });

  it("stops at the plan's pages_allowed, root and page_urls included", async () => {
    const token = await team('free'); // 3 pages per site
    const created = await world.browser.post(
      '/v1/ops/site',
      { site_url: world.site.origin, page_urls: [`${world.site.origin}/team`] },
      { token },
    );
    expect(created.status).toBe(201);
    await crawlNow(token, created.body.id);
    expect(await pageUrls(token, created.body.id)).toEqual(['', '/from-sitemap', '/team']);
  });

  it('ends a crawl that cannot run with success false and the reason, never stuck', async () => {
    const token = await team('enterprise');
    const siteId = await world.addSite(token);
    const failed = await crawlNow(token, siteId, '');
    expect(failed).toMatchObject({ success: false, exception: expect.stringMatching(/refused/) });
    expect(failed.time_completed).toEqual(expect.any(String));
    const after = await world.browser.get(`/v1/ops/site/${siteId}`, { token });
    expect(after.body.time_crawl_completed).toEqual(expect.any(String));
    expect(world.site.requests).toEqual([]);
  });

  it('re-crawls on POST /v1/ops/site/{id}/crawl, one crawl at a time, team-scoped', async () => {
    const token = await team('enterprise');
    const siteId = await world.addSite(token);
    const [first] = (await processes(token, siteId, 'crawl')).results;
    const again = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(first.id); // still running: the same process
    await crawlNow(token, siteId);
    const next = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    expect(next.body).toMatchObject({ type: 'crawl', progress: 0, success: null });
    expect(next.body.id).not.toBe(first.id);
    const stranger = await team('enterprise');
    expect(
      (await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token: stranger })).status,
    ).toBe(404);
    expect((await processes(stranger, siteId)).count).toBe(0);
  });
});

describe("the scans a crawl starts and the team's usage", () => {
  it('counts them like POST /v1/ops/scan, once across retries, within the monthly quota', async () => {
    const token = await team('free'); // 3 pages per site, 30 scans a month
    const account = await world.browser.get('/v1/auth/account', { token });
    await world.t.db.query('UPDATE accounts SET usage_scans = 28 WHERE id = $1', [account.body.id]);
    const siteId = await world.addSite(token);
    const [crawl] = (await processes(token, siteId, 'crawl')).results;
    const { queue, sent: queued } = recordingQueue();
    const crawlWithWorker = () => crawlJob(queue).handle({ siteId, processId: crawl.id });
    const scannedPages = async () =>
      (
        await world.t.db.query<{ page_url: string }>(
          'SELECT p.page_url FROM scans s JOIN pages p ON p.id = s.page_id WHERE s.site_id = $1',
          [siteId],
        )
      ).map((row) => row.page_url.replace(world.site.origin, ''));

    await crawlWithWorker();
    expect(await pageUrls(token, siteId)).toEqual(['', '/about', '/from-sitemap']);
    // Two scans left this month: the root and the page it links to are scanned, and counted;
    // the page only the sitemap lists (read first by the crawler) comes after the linked ones.
    expect((await scannedPages()).sort()).toEqual(['', '/about']);
    expect((await world.browser.get('/v1/auth/account', { token })).body.usage.scans).toBe(30);
    expect(queued).toEqual(['scan.page', 'scan.page']);

    // A retried crawl job neither scans nor counts again.
    await crawlWithWorker();
    expect((await scannedPages()).sort()).toEqual(['', '/about']);
    expect((await world.browser.get('/v1/auth/account', { token })).body.usage.scans).toBe(30);

    // The quota those scans used is gone for the caller too.
    const [page] = (await world.browser.get(`/v1/ops/page?site_id=${siteId}`, { token })).body
      .results;
    const refused = await world.browser.post('/v1/ops/scan', { page_id: page.id }, { token });
    expect(refused.status).toBe(426);
    expect(refused.body.reason).toBe('max scans reached');
  });

  it('bills a cloud team past its quota for every scan the crawl starts', async () => {
    const { session, team: cloud } = await signUpWithTeam(world.browser);
    const token = session.token;
    // Cloud: 5 pages per site, 30 scans a month, used up already.
    await world.t.db.query("UPDATE accounts SET type = 'cloud', usage_scans = 30 WHERE id = $1", [
      cloud.id,
    ]);
    const siteId = await world.addSite(token);
    const [crawl] = (await processes(token, siteId, 'crawl')).results;
    const queue = { send: (async () => 'job') as unknown as JobSender['send'] };
    await crawlJob(queue).handle({ siteId, processId: crawl.id });
    await crawlJob(queue).handle({ siteId, processId: crawl.id });
    expect((await world.browser.get('/v1/auth/account', { token })).body.usage.scans).toBe(35);
    const [billing] = await world.t.db.query<{ overage_tasks: number }>(
      'SELECT overage_tasks FROM billing_accounts WHERE account_id = $1',
      [cloud.id],
    );
    expect(billing?.overage_tasks).toBe(5);
  });
});

describe('SSRF at site creation', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://10.1.2.3',
    'http://[::1]:8080',
    'http://127.0.0.2',
    'http://localhost:3000',
  ])('refuses %s with 400 even with 127.0.0.1 allowed', async (url) => {
    const token = await team('enterprise');
    const response = await world.browser.post('/v1/ops/site', { site_url: url }, { token });
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('site_url: must not be a private or local address');
  });

  it('refuses private page_urls, and accepts a name that does not resolve', async () => {
    const token = await team('enterprise');
    const bad = await world.browser.post(
      '/v1/ops/site',
      { site_url: 'https://shop.invalid', page_urls: ['http://10.0.0.1/admin'] },
      { token },
    );
    expect(bad.status).toBe(400);
    const unknown = await world.browser.post(
      '/v1/ops/site',
      { site_url: 'https://shop.invalid' },
      { token },
    );
    expect(unknown.status).toBe(201);
  });
});
