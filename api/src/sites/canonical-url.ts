const TRACKING = /^(utm_.*|gclid|gbraid|wbraid|fbclid|dclid|msclkid|mc_eid|mc_cid|_ga|_gl|yclid)$/i;

/**
 * The canonical form of a page URL, the key that keeps one page per site (pages are unique per
 * (site, page_url)): http(s) only, lower-case host (URL does it), no default port, no fragment,
 * no credentials, no tracking parameters (utm_*, gclid, fbclid…), and a directory's index file
 * folded into the directory (`/dir/index.html` is `/dir/`). The path is otherwise kept as the
 * site writes it: `/dir` and `/dir/` are different URLs to a server (one usually redirects to the
 * other), so stripping the slash would turn every directory link into a redirect. The root alone
 * has no slash (`https://example.com`), the shape of a stored site URL.
 * Used on every way in: site and page URLs given to the API, links, sitemaps, final URLs.
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
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING.test(key)) url.searchParams.delete(key);
  }
  const path = url.pathname.replace(/\/index\.html?$/i, '/');
  return `${url.protocol}//${url.host}${path === '/' ? '' : path}${url.search}`;
}
