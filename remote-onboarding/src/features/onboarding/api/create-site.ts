import { call } from '@vigil/shared';

/** POST /v1/ops/site as onboarding sends it (product.md §7). */
export function createSite(siteUrl: string) {
  return call('createSite', { body: { site_url: siteUrl.trim(), onboarding: true } });
}
