import type { PlanName } from '@vigil/contract';

/** What the Site URL field suggests. */
export const SITE_URL_PLACEHOLDER = 'https://example.com';

/**
 * The Add Site dialog's checks in the spec's order (product.md §5): the selfhost plan may not add
 * sites here, then the URL must be given, then start with http:// or https://. Null when fine.
 */
export function addSiteProblem(siteUrl: string, plan: PlanName | undefined): string | null {
  if (plan === 'selfhost') return 'not allowed';
  const url = siteUrl.trim();
  if (url === '') return 'enter a site url';
  if (!/^https?:\/\//i.test(url)) return 'must begin with http';
  return null;
}

/**
 * The Add Pages text as page_urls: split on commas when there is any comma, otherwise on new
 * lines; each trimmed, blanks dropped; null when none is left (product.md §5).
 */
export function parsePageUrls(text: string): string[] | null {
  const parts = text.includes(',') ? text.split(',') : text.split('\n');
  const urls = parts.map((part) => part.trim()).filter((part) => part !== '');
  return urls.length > 0 ? urls : null;
}
