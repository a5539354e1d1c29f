/**
 * Lighthouse sampling (issue 11): Lighthouse costs 10-15 CPU-seconds a page, ten times a capture,
 * so a crawl's scans run it on the pages that matter and on a few pages of each template, while
 * every page is still captured, screenshotted and checked by axe. Pages of one template are
 * recognised by their DOM shape (crawl/dom-shape.ts: the skeleton of their layout), whatever
 * their URLs: five section pages on one layout are one template. A page without a shape (stored
 * before shapes were read, or one only scripts fill) is grouped by its URL pattern instead.
 */

/** A segment that names one item rather than a place: has a digit (ids, dates, `post-12`). */
const VARIABLE = /\d/;

/**
 * The URL pattern of a page: pages with the same pattern are taken to share a template.
 * - the root, and a page one level down (`/pricing`, `/blog`: what a site's navigation links to)
 *   are each their own pattern, unless the segment is variable (`/2024`, `/p123`);
 * - deeper pages group by their folder (variable segments folded) and extension:
 *   `/blog/post-1` and `/blog/hello-world` are `/blog/*`, `/docs/v2/api/x.html` is
 *   `/docs/*\/api/*.html`.
 * The query string is ignored: `/search?q=a` and `/search?q=b` are one page template.
 */
export function urlPattern(url: string): string {
  const { pathname } = new URL(url);
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const fold = (segment: string) => (VARIABLE.test(segment) ? '*' : segment);
  if (segments.length === 1) return `/${fold(segments[0]!)}`;
  const last = segments[segments.length - 1]!;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(last)?.[0]?.toLowerCase() ?? '';
  return `/${segments.slice(0, -1).map(fold).join('/')}/*${extension}`;
}

/** A page to sample: its URL, and its DOM shape when the crawler read one. */
export interface SamplePage {
  url: string;
  shape?: string | null;
}

/** The template a page belongs to: its DOM shape, or else its URL pattern. */
export const templateOf = (page: SamplePage) =>
  page.shape ? `shape ${page.shape}` : `url ${urlPattern(page.url)}`;

/**
 * The pages (in crawl order, root first) whose scans run Lighthouse: the root and the first
 * `perTemplate` pages of each template (templateOf; the root counts in its own).
 * `perTemplate` 0 = every page (no sampling).
 */
export function lighthouseSample(pages: SamplePage[], perTemplate: number): Set<string> {
  const urls = pages.map((page) => page.url);
  if (perTemplate <= 0) return new Set(urls);
  const taken = new Map<string, number>();
  const sample = new Set<string>();
  pages.forEach((page, index) => {
    const template = templateOf(page);
    const count = taken.get(template) ?? 0;
    if (index === 0 || count < perTemplate) sample.add(page.url);
    taken.set(template, count + 1);
  });
  return sample;
}
