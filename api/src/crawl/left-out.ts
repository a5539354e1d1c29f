import { canonicalUrl } from '../sites/canonical-url';
import type { Visit } from './visit';

/**
 * The site's pages a crawl found and did not keep, its page limit reached: documents read with
 * no room left for them, and links of kept pages a check found answering HTML. Counted, never
 * stored, so the crawl's record can say how many pages the limit left out instead of stopping
 * in silence. Pages the crawl never requested (links of pages left out) are not counted: the
 * figure is a lower bound.
 */
export function createLeftOut(sameSite: (url: string) => boolean) {
  const found = new Set<string>();
  return {
    /** A document of the site read with no room left for it. */
    dropped(page: string) {
      found.add(page);
    },
    /** Any answer: a check that found a working HTML page of the site found one left out. */
    checked(result: Visit) {
      if (result.finalUrl || !result.html || result.error || (result.status ?? 0) >= 400) return;
      const url = canonicalUrl(result.hops.at(-1)?.to ?? result.url);
      if (url && sameSite(url)) found.add(url);
    },
    /** The pages found that are neither a kept page nor an address of one, in URL order. */
    pages(kept: (url: string) => boolean): string[] {
      return [...found].filter((url) => !kept(url)).sort();
    },
  };
}
