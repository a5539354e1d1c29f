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

const BATCH = 4;

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
  let position = 0;
  const pending = () => {
    // Known pages are always visited (for their redirects and broken state); others while room.
    const next: string[] = [];
    while (position < queue.length && next.length < BATCH) {
      const url = queue[position]!;
      if (!accepted.has(url) && accepted.size >= input.limit) {
        position += 1;
        continue;
      }
      next.push(url);
      position += 1;
    }
    return next;
  };
  const drain = async () => {
    for (let batch = pending(); batch.length > 0; batch = pending()) {
      const results = await Promise.all(batch.map((url) => visit(url, hooks)));
      const fresh: string[] = [];
      for (const result of results) {
        visits.push(result);
        if (result.url === root && (result.error || (result.status ?? 0) >= 400)) {
          throw new CrawlFailedError(`${root}: ${result.error ?? `HTTP ${result.status}`}`);
        }
        const page = result.finalUrl;
        if (result.url === root && page) origins.add(new URL(page).origin); // http → https, www
        if (!page || !origins.has(new URL(page).origin) || (result.status ?? 0) >= 400) continue;
        if (!accepted.has(page) && accepted.size < input.limit) {
          accepted.add(page);
          fresh.push(page);
          queued.add(page);
        }
        if (accepted.has(page)) for (const href of result.hrefs) enqueue(href, page);
      }
      if (fresh.length > 0) await hooks.addPages(fresh);
      const done = Math.max(accepted.size / input.limit, position / Math.max(queue.length, 1));
      await hooks.progress(Math.min(99, Math.max(1, Math.floor(done * 100))));
    }
  };
  await drain();
  // Given pages no link reaches are still checked, after the discovery (which stays in order).
  for (const page of input.knownPages) enqueue(page, '');
  await drain();
  return findingsOf(visits, referrers);
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
