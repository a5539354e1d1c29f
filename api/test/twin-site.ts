import type { Resource } from '../src/crawl/fixture-site';

/** Pages of the twin site besides its root: `/page-1` … `/page-199`. */
export const TWIN_PAGES = 199;

/** The last page names a copy on another host as its canonical: recorded, never followed. */
export const ELSEWHERE = `https://elsewhere.example/page-${TWIN_PAGES}`;

const document = (n: number, head = '') => ({
  body: `<!doctype html><html><head><title>Page ${n}</title>${head}</head><body><h1>Page ${n}</h1>${
    n < TWIN_PAGES ? `<a href="/page-${n + 1}/">Next</a>` : ''
  }<a href="/">Home</a></body></html>`,
});

/**
 * Issue 47's site, set over the fixture site (`site.set(twinSiteResources())`): a server that
 * answers every page both with and without its trailing slash, 200 and the same HTML, no
 * redirect between them; the root links every page in both forms (bare first), each page links
 * the next one with the slash. 200 documents, so 200 pages: `/page-1` (linked once each way:
 * a tie, and a file keeps no slash) and `/page-2/` … `/page-199/` (linked more with it).
 * `/print-1`, a printable copy naming `/page-1` as its canonical, is an alias too; `/page-199`
 * names ELSEWHERE. No robots.txt, no sitemap.
 */
export function twinSiteResources(): Record<string, Resource> {
  const resources: Record<string, Resource> = { '/robots.txt': { status: 404 } };
  const links: string[] = [];
  for (let n = 1; n <= TWIN_PAGES; n += 1) {
    const head = n === TWIN_PAGES ? `<link rel="canonical" href="${ELSEWHERE}">` : '';
    resources[`/page-${n}`] = document(n, head);
    resources[`/page-${n}/`] = document(n, head);
    links.push(`<a href="/page-${n}">${n}</a><a href="/page-${n}/">${n}/</a>`);
  }
  links.push('<a href="/print-1">Print page 1</a>');
  resources['/print-1'] = document(1, '<link rel="canonical" href="/page-1">');
  resources['/'] = { body: `<!doctype html><html><body>${links.join('')}</body></html>` };
  return resources;
}

/** The 200 page URLs the twin site's crawl keeps, root first (see twinSiteResources). */
export const twinSitePages = (origin: string) => [
  origin,
  `${origin}/page-1`,
  ...Array.from({ length: TWIN_PAGES - 1 }, (_, at) => `${origin}/page-${at + 2}/`),
];
