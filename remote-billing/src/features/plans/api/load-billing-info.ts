import { appStore, billingAtom, call } from '@vigil/shared';

/** POST /v1/billing/info into the billing slice; a failure is only logged (product.md §8). */
export async function loadBillingInfo(): Promise<void> {
  try {
    appStore.set(billingAtom, await call('billingInfo'));
  } catch (error) {
    console.warn('Billing info could not be loaded:', error);
  }
}
