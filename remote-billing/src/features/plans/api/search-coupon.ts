import type { Coupon } from '@vigil/contract';
import { call } from '@vigil/shared';

/** GET /v1/billing/coupon/search: the coupon, or null when the code is not valid. */
export async function searchCoupon(code: string): Promise<Coupon | null> {
  const found = await call('couponSearch', { query: { code } });
  return found.success ? found.coupon : null;
}
