import { loadBillingInfo as readBillingInfo } from '@vigil/shared';

/**
 * The billing info, read through the shared cache (the billing slice follows). A failure is only
 * logged (product.md §8, no toast); false tells the panel to offer Retry instead of loading forever.
 */
export async function loadBillingInfo(): Promise<boolean> {
  try {
    await readBillingInfo();
    return true;
  } catch (error) {
    console.warn('Billing info could not be loaded:', error);
    return false;
  }
}
