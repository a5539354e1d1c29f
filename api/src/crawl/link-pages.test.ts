import { LINKED_FROM_SHOWN } from '@vigil/contract';
import { crawlWorld } from '../../test/crawl-world';
import { signUpWithTeam } from '../../test/harness';

// Issue 44: a row of the links list named every page using its resource (15 rows = 391 kB on a
// 3,100-page site). A row names the first pages and how many there are; the rest is paginated.

const world = crawlWorld();

const PAGES = 25;
const sheet = '<link rel="stylesheet" href="/theme.css">';
const page = (links: string[]) =>
  `<!doctype html><html><head>${sheet}</head><body>${links
    .map((href) => `<a href="${href}">l</a>`)
    .join('')}</body></html>`;

/** A site of PAGES pages (the root, /p/10 … /p/33), each loading the same missing stylesheet. */
function siteOfPages() {
  const paths = Array.from({ length: PAGES - 1 }, (_, i) => `/p/${i + 10}`);
  world.site.set({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    '/sitemap-index.xml': { status: 404 },
    '/': { body: page(paths) },
    ...Object.fromEntries(paths.map((path) => [path, { body: page(['/missing']) }])),
  });
}

async function crawled() {
  const token = await world.team();
  const { siteId, pages } = await world.crawledSite(token);
  const pageIds = new Map<string, string>(pages.map((p) => [p.page_url, p.id]));
  return { token, siteId, pageIds };
}

describe('the pages of one finding', () => {
  it('a row names the first pages and the count; every page is listed a page at a time', async () => {
    siteOfPages();
    const { token, siteId, pageIds } = await crawled();
    const theme = `${world.site.origin}/theme.css`;
    // Every page in URL (byte) order, as stored pages.
    const every = [...pageIds.keys()].sort().map((url) => ({ url, page: pageIds.get(url)! }));
    expect(every).toHaveLength(PAGES);

    const rows = (await world.browser.get(`/v1/ops/site/${siteId}/links?kind=resource`, { token }))
      .body;
    expect(rows.results).toEqual([
      expect.objectContaining({
        url: theme,
        status: 404,
        linked_from: every.slice(0, LINKED_FROM_SHOWN),
        linked_from_count: PAGES,
      }),
    ]);
    const [broken] = (
      await world.browser.get(`/v1/ops/site/${siteId}/links?kind=broken`, { token })
    ).body.results;
    expect(broken).toMatchObject({
      url: `${world.site.origin}/missing`,
      linked_from_count: PAGES - 1,
    });
    expect(broken.linked_from).toHaveLength(LINKED_FROM_SHOWN);

    const path = `/v1/ops/site/${siteId}/links/pages?kind=resource&url=${encodeURIComponent(theme)}`;
    const first = await world.browser.get(`${path}&limit=10`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: PAGES, previous: null });
    const listed = [...first.body.results];
    for (let next = first.body.next; next;) {
      const more = await world.browser.get(next, { token });
      listed.push(...more.body.results);
      next = more.body.next;
    }
    expect(listed).toEqual(every);
  });

  it('is empty for a URL the crawl did not meet, 404 for another team, 400 without kind or url', async () => {
    siteOfPages();
    const { token, siteId } = await crawled();
    const path = `/v1/ops/site/${siteId}/links/pages`;
    const unknown = await world.browser.get(
      `${path}?kind=broken&url=${encodeURIComponent(`${world.site.origin}/theme.css`)}`,
      { token },
    );
    expect(unknown.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const stranger = (await signUpWithTeam(world.browser)).session.token;
    const theirs = await world.browser.get(`${path}?kind=resource&url=x`, { token: stranger });
    expect(theirs.status).toBe(404);
    expect((await world.browser.get(`${path}?kind=resource`, { token })).status).toBe(400);
    expect((await world.browser.get(`${path}?url=x`, { token })).status).toBe(400);
  });
});
