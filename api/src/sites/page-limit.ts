/**
 * How many pages a crawl keeps and why it stops there: the plan's `pages_allowed`, or, for a
 * plan without a limit (0) or one above it, the installation's safety ceiling
 * (VIGIL_CRAWL_MAX_PAGES).
 */
export interface PageLimit {
  pages: number;
  reason: 'plan' | 'ceiling';
}

export function pageLimit(pagesAllowed: number, ceiling: number): PageLimit {
  return pagesAllowed > 0 && pagesAllowed <= ceiling
    ? { pages: pagesAllowed, reason: 'plan' }
    : { pages: ceiling, reason: 'ceiling' };
}

const figure = (n: number) => n.toLocaleString('en-US');
const pages = (n: number) => (n === 1 ? '1 page' : `${figure(n)} pages`);

/**
 * What the crawl's record and the site screen say when the limit left pages out, e.g. "Stopped
 * at 500 of at least 3,099 pages found: your plan's limit; 2,599 pages left out." ("at least":
 * the links of the pages left out are not followed).
 */
export function limitNote(limit: PageLimit, kept: number, leftOut: number): string {
  const why =
    limit.reason === 'plan'
      ? "your plan's limit"
      : `this installation's safety limit of ${pages(limit.pages)} a site`;
  return `Stopped at ${figure(kept)} of at least ${figure(kept + leftOut)} pages found: ${why}; ${pages(leftOut)} left out.`;
}
