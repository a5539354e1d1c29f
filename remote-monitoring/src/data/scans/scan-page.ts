import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { scanKeys } from './keys';

/** POST /v1/ops/scan with page_id: starts one scan of the page (answered as running). */
export const scanPage = (pageId: string) => call('createScan', { body: { page_id: pageId } });

export function useScanPage(pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scanPage(pageId),
    onSuccess: async () => {
      notify.success('Scan started');
      // The new running scan then shows in the page's lists, and their polling starts.
      await queryClient.invalidateQueries({ queryKey: scanKeys.ofPage(pageId) });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the scan.')),
  });
}
