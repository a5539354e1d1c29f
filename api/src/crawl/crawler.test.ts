import { createSsrfGuard } from '../net/guard';
import { crawlInMemory, loopbackGuard, sortFindings } from '../../test/crawl-in-memory';
import { crawlSite, CrawlFailedError } from './crawler';
import { startFixtureSite, type FixtureSite } from './fixture-site';

let site: FixtureSite;
beforeEach(async () => {
  site = await startFixtureSite();
});
afterEach(() => site.close());

const guard = loopbackGuard;

const crawl = (limit: number, knownPages = [site.origin], allow = guard) =>
  crawlInMemory({ siteUrl: site.origin, limit, knownPages, guard: allow });

describe('crawling the fixture site', () => {
  it('finds the pages through robots.txt, a gzipped sitemap index and same-origin links', async () => {
    const { pages, findings, progress } = await crawl(500);
    const o = site.origin;
    expect(pages).toEqual([
      o,
      `${o}/from-sitemap`,
      `${o}/about`,
      `${o}/docs/`,
      `${o}/blog`,
      `${o}/new-page`,
      `${o}/team`,
      `${o}/blog/post-1`,
      `${o}/blog/post-2`,
    ]);
    // robots.txt: VigilBot's own group applies (the * group forbids everything).
    expect(site.requests).not.toContain('/admin/secret');
    expect(site.requests.filter((path) => path === '/about')).toHaveLength(1);
    expect(sortFindings(findings)).toEqual([
      {
        kind: 'broken',
        url: `${o}/missing`,
        referrer: o,
        status: 404,
        location: null,
        finalUrl: null,
        error: null,
      },
      {
        kind: 'broken',
        url: `${o}/missing`,
        referrer: `${o}/about`,
        status: 404,
        location: null,
        finalUrl: null,
        error: null,
      },
      {
        kind: 'redirect',
        url: `${o}/old-page`,
        referrer: o,
        status: 301,
        location: `${o}/new-page`,
        finalUrl: `${o}/new-page`,
        error: null,
      },
    ]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((value) => value >= 1 && value <= 99)).toBe(true);
  });

  it('stops at the page limit, root included', async () => {
    const { pages } = await crawl(3);
    expect(pages).toEqual([site.origin, `${site.origin}/from-sitemap`, `${site.origin}/about`]);
  });

  it('counts given pages first and still checks them', async () => {
    const given = [site.origin, `${site.origin}/team`, `${site.origin}/gone`];
    const { pages, findings } = await crawl(4, given);
    expect(pages).toEqual([...given, `${site.origin}/from-sitemap`]);
    expect(findings).toContainEqual(
      expect.objectContaining({
        kind: 'broken',
        url: `${site.origin}/gone`,
        referrer: '',
        status: 404,
      }),
    );
  });

  it('records a link redirecting to the metadata address as broken, refused', async () => {
    site.set({
      '/': { body: '<a href="/leak">x</a><a href="/team">t</a>' },
      '/leak': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    });
    const { pages, findings } = await crawl(500);
    expect(pages).toEqual([
      site.origin,
      `${site.origin}/from-sitemap`,
      `${site.origin}/about`,
      `${site.origin}/team`,
    ]);
    expect(findings).toContainEqual(
      expect.objectContaining({
        kind: 'broken',
        url: `${site.origin}/leak`,
        referrer: site.origin,
      }),
    );
    expect(findings.find((f) => f.url.endsWith('/leak'))?.error).toMatch(/refused/);
  });

  it('finishes a crawl that died midway with exactly the pages of an uninterrupted one', async () => {
    const complete = (await crawl(6)).pages;
    const stored = [site.origin];
    // Pages are stored every half second: a slow copy of the site makes the first write come
    // before the crawl is over.
    const slow = await startFixtureSite('127.0.0.1', { delayMs: 400 });
    const slowSite = slow.origin;
    await expect(
      crawlSite(
        { siteUrl: slowSite, knownPages: [slowSite], limit: 6 },
        {
          guard,
          addPages: async (urls) => {
            stored.push(...urls);
            throw new Error('worker killed'); // after the first pages were stored
          },
          progress: async () => undefined,
        },
      ),
    ).rejects.toThrow('worker killed');
    await slow.close();
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.length).toBeLessThan(complete.length);
    const onThisSite = stored.map((url) => url.replace(slowSite, site.origin));
    const resumed = await crawl(6, onThisSite);
    expect(new Set(resumed.pages)).toEqual(new Set(complete));
    expect(resumed.pages).toHaveLength(6);
  });

  it('follows the root to the origin it redirects to (http → https, www)', async () => {
    const moved = await startFixtureSite();
    try {
      site.set({
        '/': { status: 301, headers: { location: `${moved.origin}/` } },
        '/robots.txt': { status: 404 },
      });
      const { pages, findings } = await crawl(4);
      // The root page is the document the site answers with: one page, at its final URL.
      expect(pages).toEqual([
        moved.origin,
        `${moved.origin}/about`,
        `${moved.origin}/docs/`,
        `${moved.origin}/blog`,
      ]);
      expect(findings).toContainEqual(
        expect.objectContaining({ kind: 'redirect', url: site.origin, referrer: '' }),
      );
    } finally {
      await moved.close();
    }
  });

  it('refuses a loopback site without the operator allowance', async () => {
    await expect(crawl(10, [site.origin], createSsrfGuard(undefined))).rejects.toThrow(
      CrawlFailedError,
    );
    expect(site.requests).toEqual([]);
  });

  it('uses a browser for a page whose links only scripts write (whose shell says nothing of its layout)', async () => {
    site.set({
      '/': {
        body: `<html><body><script>
          const a = document.createElement('a'); a.href = '/rendered'; document.body.append(a);
        </script></body></html>`,
      },
      '/rendered': { body: '<p>hi</p>' },
      '/robots.txt': { status: 404 },
      '/sitemap-index.xml': { status: 404 },
    });
    const { createRenderer } = await import('./render');
    const renderer = createRenderer(guard);
    try {
      const pages: string[] = [site.origin];
      let shapes = new Map<string, string>();
      await crawlSite(
        { siteUrl: site.origin, knownPages: [site.origin], limit: 10 },
        {
          guard,
          addPages: async (urls) => void pages.push(...urls),
          progress: async () => undefined,
          render: (url) => renderer.render(url),
          setShapes: async (read) => void (shapes = read),
        },
      );
      expect(pages).toEqual([site.origin, `${site.origin}/rendered`]);
      // The served page has a DOM shape; the script-filled root has none (sampled by URL).
      expect([...shapes.keys()]).toEqual([`${site.origin}/rendered`]);
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it("launches the operator's Chromium (CHROMIUM_PATH), not a fixed one", async () => {
    const { createRenderer } = await import('./render');
    const renderer = createRenderer(guard, '/nonexistent/chromium');
    await expect(renderer.render(site.origin)).rejects.toThrow('/nonexistent/chromium');
    await renderer.close().catch(() => undefined);
  });
});
