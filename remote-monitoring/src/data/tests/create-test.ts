import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, httpStatusOf, notify } from '@vigil/shared';
import { pageKeys } from '../pages/keys';
import { testKeys } from './keys';

/** POST /v1/ops/test with page_id or site_id: starts tests, answered as working. */
export const createTest = (target: { page_id: string } | { site_id: string }) =>
  call('createTest', { body: target });

/** A 426 is the plan's monthly tests used up: say so and where to get more. */
function startFailed(error: unknown) {
  if (httpStatusOf(error) === 426) {
    notify.error(
      "Your plan's tests for this month are used up (max tests reached). Upgrade under Billing to test again.",
    );
    return;
  }
  notify.error(apiErrorMessage(error, 'Could not start the test.'));
}

/** Test now: one page; the caller opens the new test's screen. */
export function useTestPage(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createTest({ page_id: pageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKeys.ofPage(pageId) }),
    onError: startFailed,
  });
}

/** Test all: every page of the site; a toast says how many tests started. */
export function useTestSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createTest({ site_id: siteId }),
    onSuccess: async (tests) => {
      notify.success(tests.length === 1 ? 'Testing 1 page' : `Testing ${tests.length} pages`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: testKeys.all }),
        queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) }),
      ]);
    },
    onError: startFailed,
  });
}
