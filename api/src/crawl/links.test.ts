import { crawlWorld } from '../../test/crawl-world';
import { runCrawl } from './jobs';

const world = crawlWorld();

const unlimitedTeam = world.team;

/** A site of the fixture, crawled as a worker would; returns its id and its pages' ids by path. */
async function crawledSite(token: string) {
  const { siteId, pages } = await world.crawledSite(token);
  const pageIds = Object.fromEntries(
    pages.map((page) => [page.page_url.replace(world.site.origin, '') || '/', page.id]),
  );
  return { siteId, pageIds };
}

describe('GET /v1/ops/site/{id}/links', () => {
  it('lists the broken links and redirects the crawl met, with the pages linking to them', async () => {
    // Beside the fixture's /missing (404) and /old-page (301): a redirect chain and a network error.
    world.site.set({
      '/team': { body: '<a href="/moved">moved</a><a href="/hang-up">gone</a>' },
      '/moved': { status: 302, headers: { location: '/old-page' } },
      '/hang-up': { hangUp: true },
    });
    const token = await unlimitedTeam();
    const { siteId, pageIds } = await crawledSite(token);
    const o = world.site.origin;
    const from = (path: string) => ({
      url: `${o}${path === '/' ? '' : path}`,
      page: pageIds[path],
    });

    const listed = await world.browser.get(`/v1/ops/site/${siteId}/links?limit=100`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      count: 4,
      next: null,
      previous: null,
      results: [
        {
          url: `${o}/hang-up`,
          kind: 'broken',
          status: null,
          final_url: null,
          error: 'socket hang up',
          linked_from: [from('/team')],
          linked_from_count: 1,
        },
        {
          url: `${o}/missing`,
          kind: 'broken',
          status: 404,
          final_url: null,
          error: null,
          linked_from: [from('/'), from('/about')],
          linked_from_count: 2,
        },
        {
          url: `${o}/moved`,
          kind: 'redirect',
          status: 302,
          final_url: `${o}/new-page`,
          error: null,
          linked_from: [from('/team')],
          linked_from_count: 1,
        },
        {
          // Linked from the root directly, and reached from /team through /moved.
          url: `${o}/old-page`,
          kind: 'redirect',
          status: 301,
          final_url: `${o}/new-page`,
          error: null,
          linked_from: [from('/'), from('/team')],
          linked_from_count: 2,
        },
      ],
    });
    expect(Object.values(pageIds)).toHaveLength(9);

    const redirects = await world.browser.get(
      `/v1/ops/site/${siteId}/links?kind=redirect&limit=1`,
      {
        token,
      },
    );
    expect(redirects.body).toMatchObject({
      count: 2,
      previous: null,
      results: [{ url: `${o}/moved` }],
    });
    expect(redirects.body.next).toBe(`/v1/ops/site/${siteId}/links?kind=redirect&limit=1&offset=1`);
    const second = await world.browser.get(redirects.body.next, { token });
    expect(second.body.results).toEqual([listed.body.results[3]]);
    expect(second.body.previous).toContain('offset=0');

    // A re-crawl replaces the findings: the same list, nothing twice.
    const again = await world.browser.post(`/v1/ops/site/${siteId}/crawl`, {}, { token });
    await runCrawl(world.t.db, { siteId, processId: again.body.id }, '127.0.0.1');
    expect(
      (await world.browser.get(`/v1/ops/site/${siteId}/links?limit=100`, { token })).body,
    ).toEqual(listed.body);
  });

  it('on the free plan (3 pages), reports the links and sub-resources of the kept pages (issue 11)', async () => {
    // Every page loads the same missing stylesheet; the root's /missing and /old-page are links
    // the sitemap's entries used to crowd out of a 3-page crawl.
    const sheet = '<link rel="stylesheet" href="/theme.css">';
    world.site.set({
      '/': {
        body: `${sheet}<a href="/missing">m</a><a href="/old-page">o</a><a href="/about">a</a>`,
      },
      '/about': { body: `${sheet}<a href="/team">t</a>` },
      '/from-sitemap': { body: `${sheet}<img src="/img/gone.png">` },
    });
    const token = await unlimitedTeam('free');
    const { siteId, pageIds } = await crawledSite(token);
    expect(Object.keys(pageIds).sort()).toEqual(['/', '/about', '/from-sitemap']);
    const o = world.site.origin;
    const from = (path: string) => ({
      url: `${o}${path === '/' ? '' : path}`,
      page: pageIds[path],
    });
    const listed = await world.browser.get(`/v1/ops/site/${siteId}/links?limit=100`, { token });
    expect(
      listed.body.results.map((link: { kind: string; url: string }) => [link.kind, link.url]),
    ).toEqual([
      ['broken', `${o}/missing`],
      ['redirect', `${o}/old-page`],
      ['resource', `${o}/img/gone.png`],
      ['resource', `${o}/theme.css`],
    ]);
    const resources = await world.browser.get(`/v1/ops/site/${siteId}/links?kind=resource`, {
      token,
    });
    expect(resources.body).toMatchObject({ count: 2, next: null });
    expect(resources.body.results[1]).toEqual({
      url: `${o}/theme.css`,
      kind: 'resource',
      status: 404,
      final_url: null,
      error: null,
      linked_from: [from('/'), from('/about'), from('/from-sitemap')],
      linked_from_count: 3,
    });
  });

  it('is empty before a crawl, 404 for another team, 400 for a bad id or kind', async () => {
    const token = await unlimitedTeam();
    const created = await world.browser.post(
      '/v1/ops/site',
      { site_url: world.site.origin },
      { token },
    );
    const path = `/v1/ops/site/${created.body.id}/links`;
    expect((await world.browser.get(path, { token })).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    const stranger = await unlimitedTeam();
    expect((await world.browser.get(path, { token: stranger })).status).toBe(404);
    expect((await world.browser.get(path)).status).toBe(401);
    expect((await world.browser.get('/v1/ops/site/not-a-uuid/links', { token })).status).toBe(400);
    expect((await world.browser.get(`${path}?kind=slow`, { token })).status).toBe(400);
    expect((await world.browser.get(`${path}?limit=0`, { token })).status).toBe(400);
    expect(
      (await world.browser.get(`${path}?offset=100000000000000000000`, { token })).status,
    ).toBe(400);
    const far = await world.browser.get(`${path}?offset=9007199254740991`, { token });
    expect(far.body).toMatchObject({ count: 0, next: null, results: [] });
  });
});
