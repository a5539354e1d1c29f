import { checkSiteCreate } from '@vigil/shared';

/**
 * The contract's Add Site rules for the onboarding form; null when the URL may be sent. product.md
 * §5 words one of them differently here: a URL not starting with http:// or https:// reads
 * "please use http" (the Add Site dialog says "must begin with http").
 */
export async function siteUrlError(value: string): Promise<string | null> {
  const issue = await checkSiteCreate({ site_url: value, onboarding: true });
  if (!issue) return null;
  return issue.code === 'invalid_format' && issue.format === 'regex'
    ? 'please use http'
    : issue.message;
}
