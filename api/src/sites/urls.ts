/**
 * The stored form of a site or page URL: scheme and host in lower case (URL does that), no
 * fragment, no trailing slash, so `https://Example.com/` and `https://example.com` are one site.
 * Input has already passed the contract's http(s) URL check.
 */
export function normalizeUrl(input: string): string {
  const url = new URL(input.trim());
  url.hash = '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}${url.search}`;
}
