import { crawlInMemory, sortFindings } from '../../test/crawl-in-memory';
import { docsSiteResources } from '../../test/fixture-docs-site';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Issue 11, items 5 and 8: what the crawl checks beyond the pages it keeps.
let site: FixtureSite;
beforeEach(async () => {
  site = await startFixtureSite();
});
afterEach(() => site.close());

const count = (paths: string[], path: string) => paths.filter((p) => p === path).length;

describe('broken images, scripts and stylesheets', () => {
  it('checks every sub-resource of the kept pages once and reports the broken ones per page', async () => {
    site.set(docsSiteResources(site.origin));
    const { pages, findings } = await crawlInMemory({ siteUrl: site.origin, limit: 500 });
    const o = site.origin;
    const resources = sortFindings(findings.filter((finding) => finding.kind === 'resource'));
    const broken = (url: string, referrer: string) => ({
      kind: 'resource' as const,
      url: `${o}${url}`,
      referrer,
      status: 404,
      location: null,
      finalUrl: null,
      error: null,
    });
    // The theme's stylesheet is missing on every page that loads it; two images on one page.
    const themed = pages.filter((page) => !page.endsWith('/frames.html')).sort();
    expect(resources).toEqual(
      sortFindings([
        ...themed.map((page) => broken('/_static/theme.css', page)),
        broken('/img/gone@2x.png', `${o}/guide/`),
        broken('/img/missing.png', `${o}/guide/`),
      ]),
    );
    // One check per resource, however many pages use it: HEAD first, GET when HEAD fails
    // (the script's server refuses HEAD with 405, so it is fetched, and works).
    expect(count(site.heads, '/_static/theme.css')).toBe(1);
    expect(count(site.requests, '/_static/theme.css')).toBe(2);
    expect(count(site.heads, '/img/logo.png')).toBe(1);
    expect(count(site.requests, '/img/logo.png')).toBe(1);
    expect(count(site.requests, '/_static/app.js')).toBe(2);
    // rel=canonical is no sub-resource: read once, as the page it names (issue 47: honoured
    // unless it answers an error, as here), never checked with the resources.
    expect(count(site.requests, '/never-fetched')).toBe(1);
    expect(resources.filter((finding) => finding.url.includes('never-fetched'))).toEqual([]);
    expect(findings.filter((finding) => finding.url.includes('app.js'))).toEqual([]);
  });
});

describe('the page limit bounds the pages kept, not the links checked', () => {
  it('on a 3-page plan, still checks every link of the kept pages', async () => {
    // The fixture's sitemap lists /from-sitemap and /about: with the root, the limit is reached
    // before any link found on a page is taken, yet the root links to /missing and /old-page.
    const { pages, findings } = await crawlInMemory({ siteUrl: site.origin, limit: 3 });
    const o = site.origin;
    expect(pages).toEqual([o, `${o}/from-sitemap`, `${o}/about`]);
    expect(sortFindings(findings)).toEqual([
      expect.objectContaining({ kind: 'broken', url: `${o}/missing`, referrer: o, status: 404 }),
      expect.objectContaining({
        kind: 'broken',
        url: `${o}/missing`,
        referrer: `${o}/about`,
        status: 404,
      }),
      expect.objectContaining({
        kind: 'redirect',
        url: `${o}/old-page`,
        referrer: o,
        status: 301,
        finalUrl: `${o}/new-page`,
      }),
    ]);
    // Requested (ahead of time with GET, or once the limit is reached with HEAD, as /about's
    // /team), and not kept: their links are not followed.
    expect(site.requests).toEqual(expect.arrayContaining(['/missing', '/old-page', '/blog']));
    expect(site.heads).toContain('/team');
    expect(site.requests).not.toContain('/blog/post-1');
    expect(count(site.requests, '/blog')).toBe(1);
  });

  it('does not check what only the sitemap lists once the limit is reached', async () => {
    const { pages } = await crawlInMemory({ siteUrl: site.origin, limit: 1 });
    expect(pages).toEqual([site.origin]);
    expect(site.requests).not.toContain('/from-sitemap');
    expect(site.requests).toContain('/missing');
  });
});
