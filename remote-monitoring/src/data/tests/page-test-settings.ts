import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { testKeys } from './keys';

/** GET /v1/ops/page/:id/test-settings: the selectors hidden before every capture. */
export function usePageTestSettings(pageId: string) {
  return useQuery({
    queryKey: testKeys.settings(pageId),
    queryFn: () => call('getPageTestSettings', { params: { id: pageId } }),
  });
}

/** POST /v1/ops/page/:id/test-settings: replaces the list; the caller shows a refusal. */
export function useUpdateIgnoreSelectors(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectors: string[]) =>
      call('updatePageTestSettings', {
        params: { id: pageId },
        body: { ignore_selectors: selectors },
      }),
    onSuccess: (settings) => queryClient.setQueryData(testKeys.settings(pageId), settings),
  });
}
