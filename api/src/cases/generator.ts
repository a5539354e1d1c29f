import { ctaCase } from './cta-case';
import { formCase } from './form-case';
import type { GeneratedCase, PageSource } from './generated-case';
import { navigationCase } from './navigation-case';

/**
 * Builds the generated cases of a site from the HTML of its pages (server.md §4.4): a form to
 * fill, the main navigation and the primary call to action, each at most once. Pure: the job
 * reads the pages, this decides. HTML is read with tolerant patterns (no DOM), enough for the
 * markup of a page's first screen; selectors prefer ids, test ids, names and hrefs, which survive
 * restyling, over positions and classes.
 */

export type { GeneratedCase, GeneratedKey, PageSource } from './generated-case';

/** Up to 3 cases: the first page (in the given order, root first) that offers each one. */
export function generateCases(pages: PageSource[]): GeneratedCase[] {
  const pick = (build: (page: PageSource) => GeneratedCase | null) => {
    for (const page of pages) {
      const built = build(page);
      if (built) return built;
    }
    return null;
  };
  return [pick(formCase), pick(navigationCase), pick(ctaCase)].filter(
    (built): built is GeneratedCase => built !== null,
  );
}
