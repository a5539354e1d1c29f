import { call } from '@vigil/shared';

/** GET /v1/billing/subscription/url: the enterprise billing portal's address. */
export async function getPortalUrl(): Promise<string> {
  return (await call('subscriptionUrl')).stripe_url;
}
