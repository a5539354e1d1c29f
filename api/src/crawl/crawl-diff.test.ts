import { crawlWorld } from '../../test/crawl-world';

// Issue 13: each re-crawl records the pages added, removed and redirected since the previous
// crawl of the site (GET /v1/ops/site/{id}/crawl-diff), the fixture site changed in between.
const world = crawlWorld({ siteFor: 'file' });

const { runCrawlJob } = world;

it('records what each crawl found added, removed and redirected since the previous one', async () => {
  const token = await world.team();
  const siteId = await world.addSite(token);
  const at = (path: string) => `${world.site.origin}${path}`;
  const diffs = async (query = '') =>
    (await world.browser.get(`/v1/ops/site/${siteId}/crawl-diff${query}`, { token })).body;

  // Before any crawl completes there is nothing to show.
  expect(await diffs()).toMatchObject({ count: 0, results: [] });

  // The first crawl has no previous one: every page it found counts as added.
  const [first] = (
    await world.browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, { token })
  ).body.results;
  await runCrawlJob(siteId, first.id);
  const firstDiff = (await diffs()).results[0];
  expect(firstDiff).toMatchObject({
    crawl: first.id,
    previous_crawl_time: null,
    pages: 9,
    removed: [],
    redirected: [],
  });
  expect(firstDiff.added).toHaveLength(9);

  // Between the crawls a page appears, one goes (404) and one moves (301).
  world.site.set({
    '/about': { body: '<a href="/">Home</a><a href="/team">Team</a><a href="/careers">Jobs</a>' },
    '/careers': { body: '<p>Join us</p>' },
    '/blog/post-2': { status: 404 },
    '/team': { status: 301, headers: { location: '/people' } },
    '/people': { body: '<p>Our people</p>' },
  });
  const again = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
  await runCrawlJob(siteId, again.body.id);
  const latest = await diffs('?limit=1');
  expect(latest.count).toBe(2);
  expect(latest.results).toEqual([
    {
      id: expect.any(String),
      crawl: again.body.id,
      time_created: expect.any(String),
      previous_crawl_time: firstDiff.time_created,
      pages: 9,
      added: [at('/careers')],
      removed: [at('/blog/post-2')],
      redirected: [{ from: at('/team'), to: at('/people') }],
    },
  ]);
  // The pages stay (with their history); the removed one is only reported.
  const stored = await world.t.db.query<{ page_url: string }>(
    'SELECT page_url FROM pages WHERE site_id = $1',
    [siteId],
  );
  expect(stored.map((row) => row.page_url)).toEqual(
    expect.arrayContaining([at('/blog/post-2'), at('/people'), at('/careers')]),
  );

  // A crawl that finds the site as it was finds nothing changed, and the list pages.
  const quiet = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
  await runCrawlJob(siteId, quiet.body.id);
  expect((await diffs('?limit=1')).results[0]).toMatchObject({
    crawl: quiet.body.id,
    pages: 9,
    added: [],
    removed: [],
    redirected: [],
  });
  const second = await diffs('?limit=1&offset=1');
  expect(second).toMatchObject({ count: 3, results: [{ crawl: again.body.id }] });

  // The history, newest first, walked by the list's `next` links (and back by `previous`).
  const walked: string[] = [];
  let link: string | null = `/v1/ops/site/${siteId}/crawl-diff?limit=1`;
  let last: { previous: string | null } = { previous: null };
  while (link) {
    const pageOf: { next: string | null; previous: string | null; results: { crawl: string }[] } = (
      await world.browser.get(link, { token })
    ).body;
    walked.push(...pageOf.results.map((diff) => diff.crawl));
    last = pageOf;
    link = pageOf.next;
  }
  expect(walked).toEqual([quiet.body.id, again.body.id, first.id]);
  expect(last.previous).toBe(`/v1/ops/site/${siteId}/crawl-diff?limit=1&offset=1`);

  // Bad paging is a 400 naming the field; an unknown site is a 404.
  const bad = await world.browser.get(`/v1/ops/site/${siteId}/crawl-diff?limit=0`, { token });
  expect(bad.status).toBe(400);
  expect(bad.body.field).toBe('limit');
  const unknown = await world.browser.get(
    '/v1/ops/site/00000000-0000-4000-8000-000000000000/crawl-diff',
    { token },
  );
  expect(unknown.status).toBe(404);
});
