import { queryClient } from '@vigil/shared';
import { resetBetweenTests as resetRemote } from '@vigil/shared/testing';

/** A fresh app and fresh mocks (remote-kit), plus an empty query cache without retries. */
export function resetBetweenTests() {
  resetRemote(() => {
    queryClient.clear();
    // Retries wait seconds between attempts; a test's failure should show at once.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  });
}
