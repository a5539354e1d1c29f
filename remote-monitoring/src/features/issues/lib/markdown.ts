/**
 * Where a link in issue details may lead: web, mail and same-site paths. Anything else
 * (`javascript:`, `data:`, a protocol-relative `//host`) is refused and shown as text.
 */
export function safeHref(href: string): string | null {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return null;
}
