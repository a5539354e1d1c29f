import type { Visit } from './visit';

/** Why an address is another page's alias: its trailing-slash twin, or its rel=canonical. */
export type AliasReason = 'slash' | 'canonical';

/** `from` is one page with `into` from now on: `into` is its address, `from` an alias of it. */
export interface Fold {
  from: string;
  into: string;
  reason: AliasReason;
}

/** Where a document not yet a page goes: an alias of a page, waiting for a URL to be read, or a page. */
export type Place = { alias: string; reason: AliasReason } | { wait: string } | null;

/**
 * The same URL with or without the trailing slash of its path (query kept); null for the root,
 * which has one form only.
 */
export function slashTwin(url: string): string | null {
  const parsed = new URL(url);
  const path = parsed.pathname;
  if (path === '/' || path === '') return null;
  parsed.pathname = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  return parsed.href;
}

/** The URLs among `urls` that are directories of another one (`/a/` of `/a/b`), query-less. */
function directoriesOf(urls: Iterable<string>): Set<string> {
  const directories = new Set<string>();
  for (const url of urls) {
    const { origin, pathname } = new URL(url);
    for (let at = pathname.indexOf('/', 1); at !== -1 && at < pathname.length - 1;) {
      directories.add(`${origin}${pathname.slice(0, at + 1)}`);
      at = pathname.indexOf('/', at + 1);
    }
  }
  return directories;
}

/** The site's links (each kept page's, and the sitemaps' list), and every URL it names. */
export interface SiteLinks {
  linked: Iterable<string[]>;
  urls: Iterable<string>;
}

/**
 * Which of two twin addresses of one document is the page's: the one the document names as
 * canonical, else the one the site's links name most; on a tie a directory keeps its slash
 * (`/docs/` when `/docs/intro` exists) and a file goes without (`/pricing`).
 */
function keptForm(links: SiteLinks, canonicals: Map<string, string>) {
  const directories = directoriesOf(links.urls);
  const counts = new Map<string, number>();
  for (const urls of links.linked)
    for (const url of urls) counts.set(url, (counts.get(url) ?? 0) + 1);
  return (a: string, b: string) => {
    const [bare, slashed] = new URL(a).pathname.endsWith('/') ? [b, a] : [a, b];
    if (canonicals.get(bare) === slashed) return slashed;
    if (canonicals.get(slashed) === bare) return bare;
    const [toBare, toSlashed] = [counts.get(bare) ?? 0, counts.get(slashed) ?? 0];
    if (toBare !== toSlashed) return toBare > toSlashed ? bare : slashed;
    return directories.has(slashed.split('?')[0]!) ? slashed : bare;
  };
}

/** What the crawl knows of its pages, read by the identity below (the crawler's own sets). */
export interface CrawlState {
  accepted: Set<string>;
  documents: Set<string>;
  finalOf: Map<string, string>;
  /** Same site as the crawl (its origins): a canonical elsewhere is recorded, not followed. */
  sameSite(url: string): boolean;
  /** The root's document, never folded into another page (the site is its root). */
  root(): string;
  /** What the crawl keeps per page (links, shape): a folded page's goes to its page. */
  byPage: Map<string, unknown>[];
}

/**
 * One document, one page: which documents of a crawl are another page's alias. Two addresses
 * differing by a trailing slash only, both answering the same document (same hash), are one
 * page; so is a page naming another page of the site as its canonical, unless that URL answers
 * an error. Decided while the crawl reads (an alias takes no room under the page limit), then
 * settled once every page is read (`folds`): the address kept is the one the site links most.
 */
export function createIdentity(crawl: CrawlState) {
  const hashes = new Map<string, string>();
  const canonicals = new Map<string, string>();
  const aliasOf = new Map<string, { page: string; reason: AliasReason }>();
  const tried = new Set<string>();
  const isPage = (url: string) => crawl.accepted.has(url) && crawl.documents.has(url);
  /** The page a URL ends at: through its redirect, then the pages it is an alias of. */
  const pageOf = (url: string) => {
    let at = crawl.finalOf.get(url) ?? url;
    for (let hops = 0; hops < 8 && aliasOf.has(at); hops += 1) at = aliasOf.get(at)!.page;
    return at;
  };
  const sameDocument = (a: string, b: string) => hashes.has(a) && hashes.get(a) === hashes.get(b);

  /** The canonical page `url` folds into, when its canonical names a page of the site. */
  function canonicalPage(url: string): string | null {
    const canonical = canonicals.get(url);
    if (!canonical || url === crawl.root() || !crawl.sameSite(canonical)) return null;
    const target = pageOf(canonical);
    return target !== url && isPage(target) ? target : null;
  }

  /** Where a document that is no page yet belongs; `final` once nothing more will be read. */
  function place(url: string, final: boolean): Place {
    const twin = slashTwin(url);
    if (twin && crawl.accepted.has(twin)) {
      if (!crawl.documents.has(twin) && !tried.has(twin) && !final) return { wait: twin };
      if (sameDocument(url, twin)) return { alias: twin, reason: 'slash' };
    }
    const target = canonicalPage(url);
    if (target) return { alias: target, reason: 'canonical' };
    const canonical = canonicals.get(url);
    const unread = canonical && crawl.sameSite(canonical) && !tried.has(canonical);
    return unread && !final && url !== crawl.root() ? { wait: canonical } : null;
  }

  return {
    pageOf,
    /** The request of `url` is over (a document, an error, a redirect). */
    tried: (url: string) => void tried.add(url),
    /** The document read at `url` (a final URL). */
    read(url: string, visit: Visit) {
      tried.add(url);
      if (visit.hash) hashes.set(url, visit.hash);
      if (visit.canonical && visit.canonical !== url) canonicals.set(url, visit.canonical);
      else canonicals.delete(url);
    },
    place,
    alias: (url: string, page: string, reason: AliasReason) =>
      void aliasOf.set(url, { page, reason }),
    isAlias: (url: string) => aliasOf.has(url),
    /** The canonical a page names and is not folded into (another host, an error): shown. */
    canonicalOf(url: string) {
      const canonical = canonicals.get(url);
      return canonical && !canonicalPage(url) && pageOf(canonical) !== url ? canonical : null;
    },
    /**
     * The folds that make every document one page, once the crawl has read everything: each
     * pair of twins answering one document (two pages, or a page and its alias) keeps the form
     * the page names as canonical, else the one the site's links name most; then pages whose
     * canonical is another page; then every alias, at its page's final address. Each fold of a
     * page is applied to the crawl's pages as it is decided, so later ones see earlier ones.
     */
    folds(links: SiteLinks): Fold[] {
      const folds: Fold[] = [];
      const fold = (from: string, into: string, reason: AliasReason) => {
        aliasOf.delete(into);
        aliasOf.set(from, { page: into, reason });
        folds.push({ from, into, reason });
        crawl.accepted.delete(from);
        crawl.accepted.add(into);
        for (const map of crawl.byPage) {
          if (map.has(from) && !map.has(into)) map.set(into, map.get(from));
          map.delete(from);
        }
      };
      const root = crawl.root();
      const kept = keptForm(links, canonicals);
      const paired = new Set<string>();
      for (const page of [...crawl.accepted]) {
        const twin = slashTwin(page);
        if (!twin || !isPage(page) || paired.has(page)) continue;
        const alias = aliasOf.get(twin);
        const twinIsAlias = alias?.page === page && alias.reason === 'slash';
        if (!twinIsAlias && !(isPage(twin) && sameDocument(page, twin))) continue;
        const keep = page === root || twin === root ? root : kept(page, twin);
        paired.add(page).add(twin);
        fold(keep === page ? twin : page, keep, 'slash');
      }
      for (const page of [...crawl.accepted]) {
        const target = isPage(page) ? canonicalPage(page) : null;
        if (target) fold(page, target, 'canonical');
      }
      const written = new Set(folds.map((done) => `${done.from} ${done.into}`));
      for (const [alias, { reason }] of aliasOf) {
        const into = pageOf(alias);
        if (isPage(into) && !written.has(`${alias} ${into}`))
          folds.push({ from: alias, into, reason });
      }
      return folds;
    },
  };
}
