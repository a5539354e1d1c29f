import type { SsrfGuard } from '../net/guard';
import type { VisitHooks } from './visit';
import type { PageWrites } from './write-buffer';

/** What `crawlSite` (crawler.ts) is given, and the hooks it tells and stores through. */
export interface CrawlInput {
  /** The canonical site URL (the root page). */
  siteUrl: string;
  /** Pages already stored for the site (root and page_urls, or a previous attempt's). */
  knownPages: string[];
  /** Most pages the site may have, root included (already capped). */
  limit: number;
  /**
   * Distinct sub-resources checked on any site, however small (default 2,000; past it, 50 per
   * kept page). A setting so a test can pass the floor with a few pages instead of 2,000 images.
   */
  resourceFloor?: number;
}

/** What one crawl saw, for the crawl-to-crawl diff. */
export interface CrawlSeen {
  /** Pages kept that answered as documents this time (a stored page now 404 is not among them). */
  pages: string[];
  /** Stored pages found redirecting: each became the page at `to`. */
  redirects: { from: string; to: string }[];
}

export interface CrawlHooks extends VisitHooks, PageWrites {
  guard: SsrfGuard;
  /** Told once the crawl has read every page, before the sub-resources are checked. */
  seen?(seen: CrawlSeen): void;
  /**
   * Stores each kept page's link depth (root 0, the pages it links to 1…), once every page is
   * read; pages no link from the root reaches (sitemap-only, given) are not listed.
   */
  setDepths?(depths: Map<string, number>): Promise<void>;
  /** Stores the DOM shape of each kept page that has one (Lighthouse sampling groups by it). */
  setShapes?(shapes: Map<string, string>): Promise<void>;
  /**
   * Stores the canonical URL each kept page read names when it is not folded into it (another
   * host, an error), null when it names none: shown, never followed.
   */
  setCanonicals?(canonicals: Map<string, string | null>): Promise<void>;
  /**
   * Told once every page is read, when the limit left pages of the site out: how many pages
   * are kept, and the pages found but not kept (never stored, counted in the crawl's record).
   */
  stopped?(stop: { kept: number; leftOut: string[] }): void;
}
