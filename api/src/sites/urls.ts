import { badRequest } from '../http/errors';
import { canonicalUrl } from './canonical-url';

/**
 * The stored form of a site or page URL given to the API: the crawler's canonical form (one way
 * in for every URL), so `https://Example.com/`, `https://example.com/index.html` and
 * `https://example.com/?utm_source=x` are one site, and a given page is the page the crawl finds.
 * Input has already passed the contract's http(s) URL check.
 */
export function normalizeUrl(input: string): string {
  const url = canonicalUrl(input);
  if (url === null) throw new Error(`not an http(s) URL: ${input}`);
  return url;
}

/**
 * The stored form of a site URL: the site's identity, without a trailing slash (server.md §3),
 * so `https://example.com/shop/` and `https://example.com/shop` are one site. Its root page
 * keeps the form given (`normalizeUrl`), the address the site itself uses.
 */
export const siteUrlOf = (input: string) => normalizeUrl(input).replace(/\/+(?=$|\?)/, '');

/**
 * 400 naming the first page URL (stored form) whose host is not the site's: a site's pages are
 * its own, and the host was checked against SSRF when the site was added.
 */
export function refuseOtherHosts(siteUrl: string, pageUrls: readonly string[]) {
  const host = new URL(siteUrl).host;
  pageUrls.forEach((url, i) => {
    const field = `page_urls.${i}`;
    if (new URL(url).host !== host)
      throw badRequest(`${field}: must be on the site's host, ${host}`, field);
  });
}
