import { crawlInMemory, crawlRendered } from '../../test/crawl-in-memory';
import { docsSiteResources } from '../../test/fixture-docs-site';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Issue 11, items 3 and 4: one document is one page, at the address the site itself uses, and
// links come from the parsed document (a documentation site's shapes: test/fixture-docs-site.ts).
let site: FixtureSite;
beforeEach(async () => {
  site = await startFixtureSite();
  site.set(docsSiteResources(site.origin));
});
afterEach(() => site.close());

const crawlDocs = (knownPages?: string[]) =>
  crawlInMemory({ siteUrl: site.origin, limit: 500, ...(knownPages ? { knownPages } : {}) });
const count = (path: string) => site.requests.filter((requested) => requested === path).length;

/** The documents of the docs site, each once: directories with their slash, no index.html. */
const docPages = (o: string) => [
  o,
  `${o}/api/`,
  `${o}/content.html`,
  `${o}/frames.html`,
  `${o}/guide/`,
  `${o}/nav.html`,
];

describe('one document, one page', () => {
  it('keeps directory URLs with their slash and folds index.html and tracking parameters', async () => {
    const { pages, findings } = await crawlDocs();
    const o = site.origin;
    expect([...pages].sort()).toEqual(docPages(o));
    // `/guide/` links to itself as `./` and from `/api/` as `../guide/`: no request drops the
    // slash (a directory without it is a redirect, or here a 404 for `/api`).
    expect(count('/guide')).toBe(1);
    expect(site.requests).not.toContain('/api');
    expect(site.requests).not.toContain('/guide/index.html');
    expect(count('/')).toBe(1); // `/?utm_source=…&fbclid=…` is the root
    const redirects = findings.filter((finding) => finding.kind === 'redirect');
    // The one real redirect: the root's link to `/guide` without its slash; and the meta refresh.
    expect(redirects).toEqual([
      {
        kind: 'redirect',
        url: `${o}/guide`,
        referrer: o,
        status: 301,
        location: `${o}/guide/`,
        finalUrl: `${o}/guide/`,
        error: null,
      },
      {
        kind: 'redirect',
        url: `${o}/refresh.html`,
        referrer: o,
        status: 200,
        location: `${o}/api/`,
        finalUrl: `${o}/api/`,
        error: null,
      },
    ]);
  });

  it('turns a stored page that redirects into the page at its final URL', async () => {
    const o = site.origin;
    site.set({ '/old-docs': { status: 301, headers: { location: '/api/' } } });
    // Given at creation as `/old-docs` and `/guide` (both redirect); `/api/` is found too.
    const { pages, findings } = await crawlDocs([o, `${o}/old-docs`, `${o}/guide`]);
    expect(pages).toEqual(expect.arrayContaining([`${o}/api/`, `${o}/guide/`]));
    expect(pages).not.toContain(`${o}/old-docs`);
    expect(pages).not.toContain(`${o}/guide`);
    expect(pages.filter((page) => page === `${o}/api/`)).toHaveLength(1);
    expect(findings).toContainEqual(
      expect.objectContaining({ kind: 'redirect', url: `${o}/old-docs`, location: `${o}/api/` }),
    );
  });

  it('folds pages stored in an older form into their canonical page', async () => {
    const o = site.origin;
    const { pages } = await crawlDocs([o, `${o}/guide/index.html`, `${o}/api/?utm_source=x`]);
    expect([...pages].sort()).toEqual(docPages(o));
  });
});

describe('links from the parsed document', () => {
  it('ignores link markup inside a script and follows frames on the same site', async () => {
    const { pages, findings } = await crawlDocs();
    expect(site.requests).not.toContain('/from-script');
    expect(site.requests).not.toContain('/from-script.png');
    expect(findings.filter((finding) => finding.url.includes('from-script'))).toEqual([]);
    expect(pages).toEqual(
      expect.arrayContaining([`${site.origin}/nav.html`, `${site.origin}/content.html`]),
    );
  });
});

describe('a client-side redirect seen by the renderer', () => {
  it('records the script redirect and keeps the page it lands on', async () => {
    const o = site.origin;
    site.set({
      '/': { body: "<html><body><script>location.replace('/en/latest/');</script></body></html>" },
      '/en/latest/': { body: '<a href="../../api/">API</a>' },
    });
    const { pages, findings } = await crawlRendered({ siteUrl: o, limit: 10 });
    // The sitemap lists /guide/; /api/ is linked from the page the script moved to.
    expect(pages).toEqual([`${o}/en/latest/`, `${o}/guide/`, `${o}/api/`]);
    expect(findings).toContainEqual({
      kind: 'redirect',
      url: `${o}/`,
      referrer: '',
      status: 200,
      location: `${o}/en/latest/`,
      finalUrl: `${o}/en/latest/`,
      error: null,
    });
  }, 90_000);
});
