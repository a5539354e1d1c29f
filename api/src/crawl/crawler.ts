import { ForbiddenTargetError, type SsrfGuard } from '../net/guard';
import { safeFetch } from '../net/safe-fetch';
import { linkFindings, resourceFindings, type Finding } from './findings';
import { canonicalUrl } from '../sites/canonical-url';
import { allowAll, parseRobots, type Robots } from './robots';
import { readSitemaps } from './sitemaps';
import { checkUrl, visitPage, type Visit, type VisitHooks } from './visit';
import { createWriteBuffer, type PageWrites } from './write-buffer';

export type { Finding } from './findings';

export interface CrawlInput {
  /** The canonical site URL (the root page). */
  siteUrl: string;
  /** Pages already stored for the site (root and page_urls, or a previous attempt's). */
  knownPages: string[];
  /** Most pages the site may have, root included (already capped). */
  limit: number;
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
}

/** The crawl could not start: the root is refused, unreachable or broken. */
export class CrawlFailedError extends Error {}

/** Requests in flight against one site: fast enough, and polite to a small server. */
const WINDOW = 4;
/** How far ahead of the page being taken requests may start (their results wait in memory). */
const LOOKAHEAD = WINDOW * 8;
/** Distinct sub-resources checked per crawl at most (each is one request or two). */
const MAX_RESOURCES = 2_000;

/** How a queued URL is requested: as a page to keep and read, or only checked (HEAD, GET). */
type Mode = 'page' | 'check';

async function readRobots(origin: string, guard: SsrfGuard): Promise<Robots> {
  try {
    const { response } = await safeFetch(guard, `${origin}/robots.txt`);
    return response.status === 200 ? parseRobots(response.body.toString('utf8')) : allowAll;
  } catch (error) {
    if (error instanceof ForbiddenTargetError) throw new CrawlFailedError(error.message);
    return allowAll;
  }
}

/**
 * Breadth-first link depth of the kept pages from the root's document: the fewest clicks from
 * the root, whatever order the crawl read them in (a sitemap may list deep pages first).
 * `links` holds each kept page's canonical links; `finalOf` where a requested URL ended up.
 */
export function linkDepths(
  rootDocument: string,
  links: Map<string, string[]>,
  finalOf: Map<string, string>,
  kept: Set<string>,
): Map<string, number> {
  const depths = new Map([[rootDocument, 0]]);
  const frontier = [rootDocument];
  for (let at = 0; at < frontier.length; at += 1) {
    const page = frontier[at]!;
    for (const link of links.get(page) ?? []) {
      const target = finalOf.get(link) ?? link;
      if (!kept.has(target) || depths.has(target)) continue;
      depths.set(target, depths.get(page)! + 1);
      frontier.push(target);
    }
  }
  return depths;
}

/** Runs `work` over `items`, WINDOW at a time, results in the items' order. */
async function inWindow<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: WINDOW }, worker));
  return results;
}

/**
 * Breadth-first crawl of one site: robots.txt, sitemaps, then same-origin links and frames,
 * keeping at most `limit` pages. The limit bounds the pages kept, not the links checked: every
 * link on a kept page is requested (past the limit with HEAD, then GET) and every sub-resource of
 * a kept page is checked, so broken links, redirects and broken images, scripts and stylesheets
 * are reported on any plan. A stored page that redirects (HTTP, meta refresh or script) becomes
 * the page at its final URL. Pages are stored as they are accepted; the findings are returned.
 * Deterministic for a given site, so a retried crawl accepts the same pages in the same order.
 */
export async function crawlSite(input: CrawlInput, hooks: CrawlHooks): Promise<Finding[]> {
  const root = input.siteUrl;
  const origin = new URL(root).origin;
  // The site's origin, and the one its root redirects to (a redirect to https or www is the site).
  const origins = new Set([origin]);
  const robots = await readRobots(origin, hooks.guard);
  const sitemapPages = await readSitemaps(hooks.guard, [
    ...robots.sitemaps,
    `${origin}/sitemap.xml`,
  ]);
  // Pages stored in an older form (before index.html folding, with tracking parameters) are
  // the page at today's canonical URL.
  const known = input.knownPages.map((stored) => [stored, canonicalUrl(stored) ?? stored]);
  const accepted = new Set(known.map(([, page]) => page!));
  const referrers = new Map<string, Set<string>>();
  const usedBy = new Map<string, Set<string>>(); // sub-resource → the kept pages loading it
  const documents = new Set<string>(); // final URLs of documents read: no second request
  const linksOf = new Map<string, string[]>(); // kept page → its canonical links, for depths
  const finalOf = new Map<string, string>(); // requested URL → the document it ended at
  const shapes = new Map<string, string>(); // kept page → its DOM shape
  const queue: string[] = [];
  const queued = new Set<string>();
  const enqueue = (raw: string, referrer: string) => {
    const url = canonicalUrl(raw);
    if (!url || !origins.has(new URL(url).origin) || !robots.allows(url)) return;
    if (!referrers.has(url)) referrers.set(url, new Set());
    referrers.get(url)!.add(referrer);
    if (!queued.has(url)) {
      queued.add(url);
      queue.push(url);
    }
  };
  enqueue(root, '');
  for (const [page, sitemap] of sitemapPages) enqueue(page, sitemap);
  const visits: Visit[] = [];
  /** A page while there is room (stored pages always); past the limit, a link of a kept page. */
  const modeOf = (url: string): Mode | null => {
    if (accepted.has(url) || accepted.size < input.limit) return 'page';
    return [...(referrers.get(url) ?? [])].some((page) => accepted.has(page)) ? 'check' : null;
  };
  const request = (url: string, mode: Mode) =>
    mode === 'page' ? visitPage(url, hooks) : checkUrl(url, hooks.guard);
  // Up to WINDOW requests run at any time, on the queue up to LOOKAHEAD places ahead, and a new
  // one starts as soon as any finishes; results are still taken in queue order, so the pages
  // accepted (and the findings) are the same whatever the server's timing.
  const started = new Map<number, { mode: Mode; visit: Promise<Visit> }>();
  const launched = new Set<number>(); // every position ever started (`started` forgets taken ones)
  let running = 0;
  let stopped = false;
  let position = 0;
  const fetchAhead = () => {
    const end = Math.min(queue.length, position + LOOKAHEAD);
    for (let ahead = position; ahead < end && running < WINDOW && !stopped; ahead += 1) {
      const mode = launched.has(ahead) ? null : modeOf(queue[ahead]!);
      if (!mode || documents.has(queue[ahead]!)) continue;
      launched.add(ahead);
      running += 1;
      const visit = request(queue[ahead]!, mode).finally(() => {
        running -= 1;
        fetchAhead();
      });
      started.set(ahead, { mode, visit });
    }
  };
  const writes = createWriteBuffer(hooks, () => {
    const done = Math.max(accepted.size / input.limit, position / Math.max(queue.length, 1));
    return Math.min(99, Math.max(1, Math.floor(done * 100)));
  });
  for (const [stored, page] of known) if (stored !== page) writes.move(stored!, page!);
  const redirects: CrawlSeen['redirects'] = [];
  const keep = (page: string, from: string) => {
    if (page !== from && accepted.has(from)) {
      // One document is one page: the stored page that redirects becomes its final URL.
      accepted.delete(from);
      redirects.push({ from, to: page });
      writes.move(from, page);
      accepted.add(page);
    } else if (!accepted.has(page) && accepted.size < input.limit) {
      accepted.add(page);
      writes.add(page);
    }
  };
  const take = (result: Visit) => {
    visits.push(result);
    if (result.url === root && (result.error || (result.status ?? 0) >= 400)) {
      throw new CrawlFailedError(`${root}: ${result.error ?? `HTTP ${result.status}`}`);
    }
    const page = result.finalUrl;
    if (result.url === root && page) origins.add(new URL(page).origin); // http → https, www
    if (!page || !origins.has(new URL(page).origin) || (result.status ?? 0) >= 400) return;
    documents.add(page);
    queued.add(page);
    finalOf.set(result.url, page);
    keep(page, result.url);
    if (!accepted.has(page)) return;
    if (result.shape) shapes.set(page, result.shape);
    for (const href of result.hrefs) enqueue(href, page);
    linksOf.set(
      page,
      result.hrefs.flatMap((href) => canonicalUrl(href) ?? []),
    );
    for (const resource of result.resources) {
      if (!usedBy.has(resource) && usedBy.size >= MAX_RESOURCES) continue;
      if (!usedBy.has(resource)) usedBy.set(resource, new Set());
      usedBy.get(resource)!.add(page);
    }
  };
  const drain = async () => {
    for (; position < queue.length; position += 1) {
      fetchAhead();
      const url = queue[position]!;
      const early = started.get(position);
      started.delete(position);
      // Not wanted any more (no room left, and no kept page links to it), or already read
      // under this URL as another link's final address: not a visit.
      const mode = modeOf(url);
      if (!mode || documents.has(url)) continue;
      // Started as a check while the limit was full, and a move made room since: read it.
      const reusable = early && (early.mode === 'page' || mode === 'check');
      take(await (reusable ? early.visit : request(url, mode)));
      writes.maybeFlush();
    }
    await writes.settle();
  };
  try {
    await drain();
    // Given pages no link reaches are still checked, after the discovery (which stays in order).
    for (const page of input.knownPages) enqueue(page, '');
    await drain();
  } finally {
    // A crawl that fails early must not leave requests running against the site, nor a write
    // that would land after the job has recorded the failure.
    stopped = true;
    await Promise.allSettled([...[...started.values()].map((s) => s.visit), writes.idle()]);
  }
  const live = [...accepted].filter((page) => documents.has(page));
  const rootDocument = finalOf.get(root) ?? root;
  await hooks.setDepths?.(linkDepths(rootDocument, linksOf, finalOf, new Set(live)));
  await hooks.setShapes?.(new Map([...shapes].filter(([page]) => accepted.has(page))));
  hooks.seen?.({ pages: live.sort(), redirects });
  const checks = await inWindow([...usedBy.keys()], (url) => checkUrl(url, hooks.guard));
  return [...linkFindings(visits, referrers), ...resourceFindings(checks, usedBy)];
}
