import { loadBillingInfo as readBillingInfo } from '@vigil/shared';

/** The billing info, read through the shared cache (the billing slice follows); a failure is only logged (product.md §8). */
export async function loadBillingInfo(): Promise<void> {
  try {
    await readBillingInfo();
  } catch (error) {
    console.warn('Billing info could not be loaded:', error);
  }
}
