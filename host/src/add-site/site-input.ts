import type { BodyOf, PlanName } from '@vigil/contract';
import { siteCreateProblem } from '@vigil/shared';

const PAGE_ENTRY = /^page_urls\.(\d+): (.*)$/s;

/** What the Site URL field suggests. */
export const SITE_URL_PLACEHOLDER = 'https://example.com';

/**
 * The Add Site dialog's checks in the spec's order (product.md §5): the selfhost plan may not add
 * sites here, then the contract's own rules and messages for the body (the URL given, starting
 * with http:// or https://, each page URL likewise). Null when it may be sent.
 */
export async function addSiteProblem(
  body: BodyOf<'createSite'>,
  plan: PlanName | undefined,
): Promise<string | null> {
  if (plan === 'selfhost') return 'not allowed';
  const problem = await siteCreateProblem(body);
  return problem && namePageEntry(problem, body.page_urls ?? null);
}

/**
 * "page_urls.1: must begin with http" (the contract's and the API's wording) as the customer
 * typed it: 'Add Pages "/b": must begin with http'. Other messages are returned as they are.
 */
export function namePageEntry(message: string, pageUrls: string[] | null): string {
  const match = PAGE_ENTRY.exec(message);
  const entry = match && pageUrls?.[Number(match[1])];
  return entry === undefined || entry === null ? message : `Add Pages "${entry}": ${match![2]}`;
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
