import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { pageDetailKeys } from './keys';

/** POST /v1/ops/scan with page_id: starts one scan of the page (answered as running). */
export const scanPage = (pageId: string) => call('createScan', { body: { page_id: pageId } });

export function useScanPage(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scanPage(pageId),
    onSuccess: async () => {
      notify.success('Scan started');
      // The new running scan then shows in the list, and its polling starts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pageDetailKeys.history(pageId) }),
        queryClient.invalidateQueries({ queryKey: pageDetailKeys.scanLists(pageId) }),
      ]);
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the scan.')),
  });
}
