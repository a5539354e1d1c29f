import { crawlInMemory, crawlRendered, loopbackGuard } from '../../test/crawl-in-memory';
import { twinSitePages, twinSiteResources } from '../../test/twin-site';
import { crawlSite } from './crawler';
import { startFixtureSite, type FixtureSite, type Resource } from './fixture-site';

// Issue 47: one document, one page. A server answering `/a` and `/a/` with the same document
// (no redirect between them) has one page there; a page naming another as canonical is that page.
let site: FixtureSite;
beforeEach(async () => {
  site = await startFixtureSite();
  site.set({ '/robots.txt': { status: 404 } }); // no sitemap: only the links below count
});
afterEach(() => site.close());

const page = (body: string, head = ''): Resource => ({
  body: `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`,
});
const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">${href}</a>`).join('');
const canonical = (href: string) => `<link rel="canonical" href="${href}">`;
const crawl = (limit = 50, knownPages?: string[]) =>
  crawlInMemory({ siteUrl: site.origin, limit, ...(knownPages ? { knownPages } : {}) });

describe('trailing-slash twins', () => {
  it('are one page when both answer the same document, taking one place under the limit', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/a', '/a/', '/b/', '/b', '/c')),
      '/a': page('<h1>A</h1>'),
      '/a/': page('<h1>A</h1>'),
      '/b': page('<h1>B</h1>'),
      '/b/': page('<h1>B</h1>'),
      '/c': page('<h1>C</h1>'),
    });
    // A 3-page plan: the root, /a and /b; their twins are aliases and leave no room for /c.
    const { pages, aliases } = await crawl(3);
    expect(pages).toEqual([o, `${o}/a`, `${o}/b`]);
    expect(aliases).toEqual(
      new Map([
        [`${o}/a/`, `${o}/a`],
        [`${o}/b/`, `${o}/b`],
      ]),
    );
  });

  it('stay two pages when their documents differ', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/a', '/a/')),
      '/a': page('<h1>A, the file</h1>'),
      '/a/': page('<h1>A, the directory</h1>'),
    });
    const { pages, aliases } = await crawl();
    expect(pages).toEqual([o, `${o}/a`, `${o}/a/`]);
    expect(aliases).toEqual(new Map());
  });

  it('keep the form the site links most; on a tie, a directory its slash and a file none', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/team', '/team/', '/docs', '/docs/', '/faq', '/faq/')),
      '/team': page(links('/faq/')),
      '/team/': page(links('/faq/')),
      '/faq': page('<h1>FAQ</h1>'),
      '/faq/': page('<h1>FAQ</h1>'),
      '/docs': page(links('/docs/intro')),
      '/docs/': page(links('/docs/intro')),
      '/docs/intro': page('<h1>Intro</h1>'),
    });
    const { pages, aliases } = await crawl();
    expect([...pages].sort()).toEqual([
      o,
      `${o}/docs/`,
      `${o}/docs/intro`,
      `${o}/faq/`,
      `${o}/team`,
    ]);
    expect(aliases).toEqual(
      new Map([
        [`${o}/team/`, `${o}/team`],
        [`${o}/docs`, `${o}/docs/`],
        [`${o}/faq`, `${o}/faq/`],
      ]),
    );
  });

  it('stored as two pages before are folded into one; a new alias of a known page adds none', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/a')),
      '/a': page('<h1>A</h1>'),
      '/a/': page('<h1>A</h1>'),
      '/b': page('<h1>B</h1>'),
    });
    const before = await crawl(50, [o, `${o}/a`, `${o}/a/`]);
    expect(before.pages).toEqual([o, `${o}/a`]);
    expect(before.aliases).toEqual(new Map([[`${o}/a/`, `${o}/a`]]));

    // The site now links /a/ too (and a new page): the re-crawl stores no page for /a/.
    site.set({ '/': page(links('/a/', '/a', '/b')) });
    const added: string[] = [];
    await crawlSite(
      { siteUrl: o, knownPages: [o, `${o}/a`], limit: 50 },
      {
        guard: loopbackGuard,
        addPages: async (urls) => void added.push(...urls),
        progress: async () => undefined,
      },
    );
    expect(added).toEqual([`${o}/b`]);
  });

  it('leave the GitHub-Pages case alone: /dir redirects to /dir/, one page, no alias', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/dir')),
      '/dir': { status: 301, headers: { location: '/dir/' } },
      '/dir/': page('<h1>Dir</h1>'),
    });
    const { pages, aliases, findings } = await crawl();
    expect(pages).toEqual([o, `${o}/dir/`]);
    expect(aliases).toEqual(new Map());
    expect(findings).toContainEqual(
      expect.objectContaining({ kind: 'redirect', url: `${o}/dir`, location: `${o}/dir/` }),
    );
  });

  it('of a 200-document site linked in both forms are 200 pages', async () => {
    site.set(twinSiteResources());
    const { pages, aliases } = await crawl(500);
    expect([...pages].sort()).toEqual(twinSitePages(site.origin).sort());
    expect(aliases.size).toBe(200); // each page's twin, and a printable copy of /page-1
  });

  it('filled by scripts are compared by the DOM the scripts built', async () => {
    const o = site.origin;
    // Two bodies (each script says which address it was served at), one DOM once they ran.
    const app = (served: string) =>
      page(`<script>/* ${served} */ document.body.innerHTML = '<h1>App</h1><a href="/">Home</a>';
        </script>`);
    site.set({ '/': page(links('/app', '/app/')), '/app': app('/app'), '/app/': app('/app/') });
    const { pages, aliases } = await crawlRendered({ siteUrl: o, limit: 50 });
    expect(pages).toEqual([o, `${o}/app`]);
    expect(aliases).toEqual(new Map([[`${o}/app/`, `${o}/app`]]));
  }, 90_000);
});

describe('rel=canonical', () => {
  it('on the same host folds the page into the one it names', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/print/pricing', '/pricing')),
      '/print/pricing': page('<h1>Pricing, printable</h1>', canonical('/pricing')),
      '/pricing': page('<h1>Pricing</h1>', canonical('/pricing')),
    });
    const { pages, aliases } = await crawl(2);
    expect(pages).toEqual([o, `${o}/pricing`]);
    expect(aliases).toEqual(new Map([[`${o}/print/pricing`, `${o}/pricing`]]));
  });

  it('to a URL answering an error, or to another host, leaves the page its own (recorded)', async () => {
    const o = site.origin;
    site.set({
      '/': page(links('/print/pricing', '/pricing', '/mirror')),
      '/print/pricing': page('<h1>Pricing, printable</h1>', canonical('/gone')),
      '/pricing': page('<h1>Pricing</h1>'),
      '/mirror': page('<h1>Mirror</h1>', canonical('https://elsewhere.example/mirror')),
    });
    let canonicals = new Map<string, string | null>();
    const pages: string[] = [];
    await crawlSite(
      { siteUrl: o, knownPages: [o], limit: 50 },
      {
        guard: loopbackGuard,
        addPages: async (urls) => void pages.push(...urls),
        progress: async () => undefined,
        setCanonicals: async (read) => void (canonicals = read),
      },
    );
    // The printable page waits for /gone to answer, so it is stored last.
    expect(pages).toEqual([`${o}/pricing`, `${o}/mirror`, `${o}/print/pricing`]);
    expect(canonicals).toEqual(
      new Map([
        [o, null],
        [`${o}/print/pricing`, `${o}/gone`],
        [`${o}/pricing`, null],
        [`${o}/mirror`, 'https://elsewhere.example/mirror'],
      ]),
    );
    expect(site.requests.filter((path) => path === '/gone')).toHaveLength(1);
  });
});
