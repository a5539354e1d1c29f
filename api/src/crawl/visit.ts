import { createHash } from 'node:crypto';
import type { SsrfGuard } from '../net/guard';
import { safeFetch, type FetchedResponse, type Hop } from '../net/safe-fetch';
import { extractLinks } from './html';
import { canonicalUrl } from '../sites/canonical-url';

/** What a page of the site shows once scripts ran: its links and where it ended up. */
export interface Rendered {
  /** The address after the scripts ran (a `location` change is a client-side redirect). */
  url: string;
  links: string[];
  /** SHA-256 of the DOM the scripts built: the document's identity (see Visit.hash). */
  hash: string;
}

export interface VisitHooks {
  guard: SsrfGuard;
  /** Links of a page that needs a browser to show them (HTML with scripts but no links). */
  render?(url: string): Promise<Rendered>;
}

/** One request of the crawl and what it found. */
export interface Visit {
  /** The URL requested (canonical). */
  url: string;
  /** Every redirect on the way: HTTP, then <meta http-equiv="refresh">, then script. */
  hops: Hop[];
  /** The canonical URL of the HTML document reached; null for a file, a failure, a check. */
  finalUrl: string | null;
  status: number | null;
  error: string | null;
  /** Absolute links and frame sources of the document. */
  hrefs: string[];
  /** Absolute sub-resource URLs of the document (images, scripts, stylesheets…). */
  resources: string[];
  /**
   * The document's DOM shape (dom-shape.ts); null when none was read, or when scripts fill the
   * page (every such page's markup is the same empty shell, which says nothing of its template).
   */
  shape: string | null;
  /**
   * SHA-256 of the document (the body fetched, or the DOM its scripts built): two addresses of
   * one site answering the same document are one page. Null when no document was read.
   */
  hash: string | null;
  /** The canonical URL the document names (`<link rel="canonical">`), when it names one. */
  canonical: string | null;
  /** The answer was HTML (a check's too, by its content type): a page of the site, maybe. */
  html: boolean;
}

/** Meta refreshes followed in a row: more is a loop. */
const MAX_REFRESHES = 5;

const isHtml = (response: FetchedResponse) =>
  /text\/html|application\/xhtml/i.test(String(response.headers['content-type'] ?? ''));

/** `raw` resolved against `base` as a fetchable address (no fragment), or null. */
function absolute(raw: string, base: string): string | null {
  if (!URL.canParse(raw, base)) return null;
  const url = new URL(raw, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

/** A visit that reached no document to read: a check's answer, or a failed request. */
const outcome = (
  url: string,
  hops: Hop[],
  status: number | null,
  error: unknown = null,
  html = false,
): Visit => ({
  url,
  hops,
  finalUrl: null,
  status,
  error: error === null ? null : (error as Error).message,
  hrefs: [],
  resources: [],
  shape: null,
  hash: null,
  canonical: null,
  html,
});

/**
 * GET of a page, following HTTP redirects and meta refreshes (each recorded as a hop), then its
 * links and sub-resources from the parsed document; a page that only scripts fill is rendered,
 * and a script that moves it elsewhere is one more hop.
 */
export async function visitPage(url: string, hooks: VisitHooks): Promise<Visit> {
  const hops: Hop[] = [];
  try {
    let fetched = await safeFetch(hooks.guard, url);
    hops.push(...fetched.hops);
    let { response } = fetched;
    let links = isHtml(response) ? extractLinks(response.body.toString('utf8')) : null;
    for (let refreshes = 0; links?.refresh && refreshes < MAX_REFRESHES; refreshes += 1) {
      const target = absolute(links.refresh, response.url);
      if (!target || canonicalUrl(target) === canonicalUrl(response.url)) break; // a reload
      hops.push({ from: response.url, to: target, status: response.status });
      fetched = await safeFetch(hooks.guard, target);
      hops.push(...fetched.hops);
      response = fetched.response;
      links = isHtml(response) ? extractLinks(response.body.toString('utf8')) : null;
    }
    const visit: Visit = {
      url,
      hops,
      finalUrl: links ? canonicalUrl(response.url) : null,
      status: response.status,
      error: null,
      hrefs: [],
      resources: [],
      shape: null,
      hash: null,
      canonical: null,
      html: links !== null,
    };
    if (!links || response.status >= 400) return visit;
    visit.shape = links.shape;
    visit.hash = createHash('sha256').update(response.body).digest('hex');
    const base = (links.base && absolute(links.base, response.url)) || response.url;
    const canonical = links.canonical && absolute(links.canonical, base);
    visit.canonical = canonical ? canonicalUrl(canonical) : null;
    const resolve = (raws: string[]) => raws.flatMap((raw) => absolute(raw, base) ?? []);
    visit.hrefs = resolve([...links.hrefs, ...links.frames]);
    visit.resources = [...new Set(resolve(links.resources))];
    if (links.hrefs.length === 0 && links.frames.length === 0 && links.hasScripts && hooks.render) {
      const rendered = await hooks.render(response.url);
      visit.shape = null;
      visit.hash = rendered.hash;
      visit.hrefs = resolve(rendered.links);
      if (canonicalUrl(rendered.url) !== visit.finalUrl) {
        hops.push({ from: response.url, to: rendered.url, status: response.status });
        visit.finalUrl = canonicalUrl(rendered.url);
      }
    }
    return visit;
  } catch (error) {
    return outcome(url, hops, null, error);
  }
}

/**
 * Whether a link or sub-resource works, without reading it: HEAD, then GET when HEAD fails or
 * answers an error (many servers refuse HEAD, or answer it differently).
 */
export async function checkUrl(url: string, guard: SsrfGuard): Promise<Visit> {
  let headHops: Hop[] = [];
  try {
    const { response, hops } = await safeFetch(guard, url, 'HEAD');
    headHops = hops;
    if (response.status < 400) return outcome(url, hops, response.status, null, isHtml(response));
  } catch {
    // Retried as GET below: a server may drop a HEAD it does not serve.
  }
  try {
    const { response, hops } = await safeFetch(guard, url);
    return outcome(url, hops, response.status, null, isHtml(response));
  } catch (error) {
    return outcome(url, headHops, null, error);
  }
}
