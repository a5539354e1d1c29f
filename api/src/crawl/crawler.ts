import { ForbiddenTargetError, type SsrfGuard } from '../net/guard';
import type { CrawlHooks, CrawlInput, CrawlSeen } from './crawl-hooks';
import { safeFetch } from '../net/safe-fetch';
import { linkFindings, resourceFindings, type Finding } from './findings';
import { canonicalUrl } from '../sites/canonical-url';
import { createLeftOut } from './left-out';
import { linkDepths } from './link-depths';
import { createIdentity, slashTwin } from './one-document';
import { allowAll, parseRobots, type Robots } from './robots';
import { readSitemaps } from './sitemaps';
import { checkUrl, visitPage, type Visit } from './visit';
import { createWriteBuffer } from './write-buffer';

export type { Finding } from './findings';
export type { Fold } from './one-document';
export type { CrawlHooks, CrawlInput, CrawlSeen } from './crawl-hooks';

/** The crawl could not start: the root is refused, unreachable or broken. */
export class CrawlFailedError extends Error {}

/** Requests in flight against one site: fast enough, and polite to a small server. */
const WINDOW = 4;
/** How far ahead of the page being taken requests may start (their results wait in memory). */
const LOOKAHEAD = WINDOW * 8;
/**
 * Distinct sub-resources checked per crawl at most (each is one request or two): 2,000, or 50
 * per kept page on a bigger site, so a hostile page's endless unique URLs stay bounded while
 * every page of a big site still has its images, scripts and stylesheets checked.
 */
const MAX_RESOURCES = 2_000;
const RESOURCES_PER_PAGE = 50;

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
  const identity = createIdentity({
    accepted,
    documents,
    finalOf,
    sameSite: (url) => origins.has(new URL(url).origin),
    root: () => finalOf.get(root) ?? root,
    byPage: [linksOf, shapes],
  });
  const waiting = new Map<string, Visit[]>(); // a URL not read yet → documents waiting for it
  const leftOut = createLeftOut((url) => origins.has(new URL(url).origin));
  /**
   * A page while there is room (stored pages always; the twin of a kept page, and a URL a
   * document waits for, to compare: an alias takes no room); past the limit, a link of a kept page.
   */
  const modeOf = (url: string): Mode | null => {
    if (accepted.has(url) || accepted.size < input.limit || waiting.has(url)) return 'page';
    const twin = slashTwin(url);
    if (twin && accepted.has(twin)) return 'page';
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
  /** A kept page's links (for depths), sub-resources (to check) and shape. */
  const follow = (page: string, result: Visit) => {
    if (result.shape) shapes.set(page, result.shape);
    linksOf.set(
      page,
      result.hrefs.flatMap((href) => canonicalUrl(href) ?? []),
    );
    for (const resource of result.resources) {
      const room = Math.max(
        input.resourceFloor ?? MAX_RESOURCES,
        RESOURCES_PER_PAGE * accepted.size,
      );
      if (!usedBy.has(resource) && usedBy.size >= room) continue;
      if (!usedBy.has(resource)) usedBy.set(resource, new Set());
      usedBy.get(resource)!.add(page);
    }
  };
  /** A document read: a page (room allowing), an alias of one, or waiting for a URL to say. */
  const place = (page: string, result: Visit, final = false): 'held' | 'dropped' => {
    const where = accepted.has(page) ? null : identity.place(page, final);
    if (where && 'wait' in where)
      waiting.set(where.wait, [...(waiting.get(where.wait) ?? []), result]);
    else if (where) identity.alias(page, where.alias, where.reason);
    else if (!accepted.has(page) && accepted.size >= input.limit) return 'dropped';
    else if (!accepted.has(page)) {
      accepted.add(page);
      writes.add(page);
    }
    if (accepted.has(page)) follow(page, result);
    return 'held';
  };
  const release = (url: string) => {
    const held = waiting.get(url) ?? [];
    waiting.delete(url);
    for (const result of held) place(result.finalUrl!, result);
  };
  const keep = (page: string, from: string, result: Visit) => {
    if (page === from || !accepted.has(from)) return place(page, result);
    // One document is one page: the stored page that redirects becomes its final URL.
    accepted.delete(from);
    redirects.push({ from, to: page });
    writes.move(from, page);
    accepted.add(page);
    follow(page, result);
    return 'held';
  };
  const read = (result: Visit) => {
    if (result.url === root && (result.error || (result.status ?? 0) >= 400)) {
      throw new CrawlFailedError(`${root}: ${result.error ?? `HTTP ${result.status}`}`);
    }
    const page = result.finalUrl;
    if (result.url === root && page) origins.add(new URL(page).origin); // http → https, www
    leftOut.checked(result);
    if (!page || !origins.has(new URL(page).origin) || (result.status ?? 0) >= 400) return;
    documents.add(page);
    queued.add(page);
    finalOf.set(result.url, page);
    identity.read(page, result);
    if (keep(page, result.url, result) === 'dropped') return leftOut.dropped(page);
    // A page, an alias or a document waiting: its links, and the canonical it names, are the site's.
    for (const href of result.hrefs) enqueue(href, page);
    if (result.canonical) enqueue(result.canonical, page);
    release(page);
  };
  const take = (result: Visit) => {
    visits.push(result);
    identity.tried(result.url);
    try {
      read(result);
    } finally {
      release(result.url);
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
  /** Once all is read: documents still waiting are placed, then twins and canonicals folded. */
  const settleIdentity = () => {
    for (const [url, held] of [...waiting]) {
      waiting.delete(url);
      for (const result of held) place(result.finalUrl!, result, true);
    }
    const listed = [...sitemapPages.keys()].flatMap((page) => canonicalUrl(page) ?? []);
    const links = { linked: [...linksOf.values(), listed], urls: queued };
    for (const fold of identity.folds(links)) writes.fold(fold);
  };
  try {
    await drain();
    // Given pages no link reaches are still checked, after the discovery (which stays in order).
    for (const page of input.knownPages) enqueue(page, '');
    await drain();
    settleIdentity();
    await writes.settle();
  } finally {
    // A crawl that fails early must not leave requests running against the site, nor a write
    // that would land after the job has recorded the failure.
    stopped = true;
    await Promise.allSettled([...[...started.values()].map((s) => s.visit), writes.idle()]);
  }
  const live = [...accepted].filter((page) => documents.has(page));
  const rootDocument = identity.pageOf(root);
  await hooks.setDepths?.(linkDepths(rootDocument, linksOf, identity.pageOf, new Set(live)));
  await hooks.setShapes?.(new Map([...shapes].filter(([page]) => accepted.has(page))));
  await hooks.setCanonicals?.(new Map(live.map((page) => [page, identity.canonicalOf(page)])));
  hooks.seen?.({ pages: live.sort(), redirects });
  const left = leftOut.pages((url) => accepted.has(identity.pageOf(url)));
  if (left.length > 0) hooks.stopped?.({ kept: accepted.size, leftOut: left });
  // A sub-resource of a page folded into another is that page's.
  for (const [resource, users] of usedBy)
    usedBy.set(resource, new Set([...users].map(identity.pageOf)));
  // A sub-resource requested already as a link (a diagram linked to itself: `<a href><img src>`)
  // is not requested again: that answer is its check. One with no answer (a failure, a file
  // over the fetch limit) is checked as usual.
  const answered = new Map(visits.filter((v) => v.status !== null).map((v) => [v.url, v]));
  const checks = await inWindow(
    [...usedBy.keys()],
    async (url) => answered.get(url) ?? checkUrl(url, hooks.guard),
  );
  return [...linkFindings(visits, referrers), ...resourceFindings(checks, usedBy)];
}
