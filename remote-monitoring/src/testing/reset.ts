import { call, notify } from '@vigil/shared';
import { resetApp } from '@vigil/shared/src/testing/reset-app';
import { queryClient } from '../query-client';

/** A fresh app, an empty query cache without retries, and a fresh `call` mock for each test. */
export function resetBetweenTests() {
  beforeEach(() => {
    resetApp();
    queryClient.clear();
    // Retries wait seconds between attempts; a test's failure should show at once.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    jest.mocked(call).mockReset();
  });
  afterEach(() => notify.dismiss());
}
