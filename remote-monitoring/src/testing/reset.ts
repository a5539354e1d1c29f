import { resetBetweenTests as resetRemote } from '@vigil/shared/testing';
import { queryClient } from '../query-client';

/** A fresh app and fresh mocks (remote-kit), plus an empty query cache without retries. */
export function resetBetweenTests() {
  resetRemote(() => {
    queryClient.clear();
    // Retries wait seconds between attempts; a test's failure should show at once.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  });
}
