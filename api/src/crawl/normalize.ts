const TRACKING = /^(utm_.*|gclid|fbclid|dclid|msclkid|mc_eid)$/i;

/**
 * The canonical form of a page URL, the key that keeps one page per site (pages are unique per
 * (site, page_url)): http(s) only, lower-case host (URL does it), no default port, no fragment,
 * no trailing slash, no tracking parameters (utm_*, gclid, fbclid…). The same shape as the site
 * URL stored by POST /v1/ops/site, so the root page and a crawled "/" are one page.
 * Returns null for anything that is not an http(s) URL.
 */
export function canonicalUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING.test(key)) url.searchParams.delete(key);
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}${url.search}`;
}
