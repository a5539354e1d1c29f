import { ForbiddenTargetError, type SsrfGuard } from '../net/guard';
import { safeFetch, type Hop } from '../net/safe-fetch';
import { extractLinks } from './html';
import { canonicalUrl } from './normalize';
import { allowAll, parseRobots, type Robots } from './robots';
import { readSitemaps } from './sitemaps';

/** A redirect or broken link, with a page that links to it ('' = the site itself or given). */
export interface Finding {
  kind: 'redirect' | 'broken';
  url: string;
  referrer: string;
  status: number | null;
  location: string | null;
  /** Where a redirect chain ends (the last Location followed); null for broken links. */
  finalUrl: string | null;
  error: string | null;
}

export interface CrawlInput {
  /** The canonical site URL (the root page). */
  siteUrl: string;
  /** Pages already stored for the site (root and page_urls, or a previous attempt's). */
  knownPages: string[];
  /** Most pages the site may have, root included (already capped). */
  limit: number;
}

export interface CrawlHooks {
  guard: SsrfGuard;
  /** Stores newly accepted pages (idempotent: unique per site and URL). */
  addPages(urls: string[]): Promise<void>;
  progress(percent: number): Promise<void>;
  /** Links of a page that needs a browser to show them (HTML with scripts but no links). */
  render?(url: string): Promise<string[]>;
}

/** The crawl could not start: the root is refused, unreachable or broken. */
export class CrawlFailedError extends Error {}

interface Visit {
  url: string;
  hops: Hop[];
  finalUrl: string | null;
  status: number | null;
  error: string | null;
  hrefs: string[];
}

/** Requests in flight against one site: fast enough, and polite to a small server. */
const WINDOW = 4;
/** How far ahead of the page being taken requests may start (their results wait in memory). */
const LOOKAHEAD = WINDOW * 8;
/** Accepted pages are stored in groups: one INSERT per page would hold the crawl up. */
const WRITE_EVERY_PAGES = 50;
const WRITE_EVERY_MS = 500;

async function visit(url: string, hooks: CrawlHooks): Promise<Visit> {
  try {
    const { response, hops } = await safeFetch(hooks.guard, url);
    const finalUrl = canonicalUrl(response.url);
    const html = /text\/html|application\/xhtml/i.test(
      String(response.headers['content-type'] ?? ''),
    );
    let hrefs: string[] = [];
    if (html && response.status < 400) {
      const links = extractLinks(response.body.toString('utf8'));
      const base = links.base ? new URL(links.base, response.url).href : response.url;
      hrefs = links.hrefs.flatMap((href) =>
        URL.canParse(href, base) ? [new URL(href, base).href] : [],
      );
      if (links.hrefs.length === 0 && links.hasScripts && hooks.render)
        hrefs = await hooks.render(response.url);
    }
    return {
      url,
      hops,
      finalUrl: html ? finalUrl : null,
      status: response.status,
      error: null,
      hrefs,
    };
  } catch (error) {
    return {
      url,
      hops: [],
      finalUrl: null,
      status: null,
      error: (error as Error).message,
      hrefs: [],
    };
  }
}

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
 * Breadth-first crawl of one site: robots.txt, sitemaps, then same-origin links, stopping at
 * `limit` pages. Pages are stored as they are accepted; redirects and broken links are returned
 * with every page seen linking to them. Deterministic for a given site, so a retried crawl
 * accepts the same pages in the same order.
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
  const accepted = new Set(input.knownPages);
  const referrers = new Map<string, Set<string>>();
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
  // Up to WINDOW requests run at any time, on the queue up to LOOKAHEAD places ahead, and a new
  // one starts as soon as any finishes; results are still taken in queue order, so the pages
  // accepted (and the findings) are the same whatever the server's timing.
  const started = new Map<number, Promise<Visit>>();
  const launched = new Set<number>(); // every position ever started (`started` forgets taken ones)
  let running = 0;
  let stopped = false;
  let position = 0;
  /** Would the crawl visit the queued URL now? Known pages always; others while there is room. */
  const wanted = (url: string) => accepted.has(url) || accepted.size < input.limit;
  const fetchAhead = () => {
    const end = Math.min(queue.length, position + LOOKAHEAD);
    for (let ahead = position; ahead < end && running < WINDOW && !stopped; ahead += 1) {
      if (launched.has(ahead) || !wanted(queue[ahead]!)) continue;
      launched.add(ahead);
      running += 1;
      const request = visit(queue[ahead]!, hooks).finally(() => {
        running -= 1;
        fetchAhead();
      });
      started.set(ahead, request);
    }
  };
  const writes = createWriteBuffer(hooks, () => {
    const done = Math.max(accepted.size / input.limit, position / Math.max(queue.length, 1));
    return Math.min(99, Math.max(1, Math.floor(done * 100)));
  });
  const take = (result: Visit) => {
    visits.push(result);
    if (result.url === root && (result.error || (result.status ?? 0) >= 400)) {
      throw new CrawlFailedError(`${root}: ${result.error ?? `HTTP ${result.status}`}`);
    }
    const page = result.finalUrl;
    if (result.url === root && page) origins.add(new URL(page).origin); // http → https, www
    if (!page || !origins.has(new URL(page).origin) || (result.status ?? 0) >= 400) return;
    if (!accepted.has(page) && accepted.size < input.limit) {
      accepted.add(page);
      writes.add(page);
      queued.add(page);
    }
    if (accepted.has(page)) for (const href of result.hrefs) enqueue(href, page);
  };
  const drain = async () => {
    for (; position < queue.length; position += 1) {
      fetchAhead();
      const request = started.get(position);
      started.delete(position);
      // Started early but no longer wanted (the limit was reached meanwhile): not a visit.
      if (!wanted(queue[position]!)) continue;
      take(await (request ?? visit(queue[position]!, hooks)));
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
    await Promise.allSettled([...started.values(), writes.idle()]);
  }
  return findingsOf(visits, referrers);
}

/**
 * New pages and progress go to the database every WRITE_EVERY_PAGES pages or WRITE_EVERY_MS,
 * whichever comes first, and progress only when its whole percent has risen: a 1,000-page crawl
 * then makes tens of writes instead of a thousand, while the onboarding screen still sees pages
 * and progress arrive every half second. Writes run one after the other, in order, while the
 * crawl goes on fetching; a failed write fails the crawl at its next flush (or at the end).
 */
function createWriteBuffer(hooks: CrawlHooks, percent: () => number) {
  let pages: string[] = [];
  let lastFlush = Date.now();
  let lastPercent = 0;
  let written: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const flush = () => {
    lastFlush = Date.now();
    const batch = pages;
    pages = [];
    const now = percent();
    const progressed = now > lastPercent;
    if (progressed) lastPercent = now;
    written = written.then(async () => {
      if (batch.length > 0) await hooks.addPages(batch);
      if (progressed) await hooks.progress(now);
    });
    written.catch((error: unknown) => {
      failure ??= error;
    });
  };
  return {
    add: (page: string) => void pages.push(page),
    /** Starts a write when one is due; throws the error of an earlier write that failed. */
    maybeFlush() {
      if (failure) throw failure;
      if (pages.length >= WRITE_EVERY_PAGES || Date.now() - lastFlush >= WRITE_EVERY_MS) flush();
    },
    /** Resolves once no write is running, failed or not. */
    idle: () =>
      written.then(
        () => undefined,
        () => undefined,
      ),
    /** Writes what is left and waits for every write. */
    async settle() {
      flush();
      await written;
    },
  };
}

function findingsOf(visits: Visit[], referrers: Map<string, Set<string>>): Finding[] {
  const findings: Finding[] = [];
  for (const result of visits) {
    for (const referrer of referrers.get(result.url) ?? ['']) {
      for (const hop of result.hops) {
        findings.push({
          kind: 'redirect',
          url: hop.from,
          referrer,
          status: hop.status,
          location: hop.to,
          finalUrl: result.hops.at(-1)!.to,
          error: null,
        });
      }
      if (result.error || (result.status ?? 0) >= 400) {
        const url = result.hops.at(-1)?.to ?? result.url;
        findings.push({
          kind: 'broken',
          url,
          referrer,
          status: result.status,
          location: null,
          finalUrl: null,
          error: result.error,
        });
      }
    }
  }
  return findings;
}
