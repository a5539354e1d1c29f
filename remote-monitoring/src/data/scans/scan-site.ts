import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { pageKeys } from '../pages/keys';
import { scanKeys } from './keys';

/** POST /v1/ops/scan with site_id: scans every page of the site; answers the scans started. */
export const scanSite = (siteId: string) => call('createScan', { body: { site_id: siteId } });

export function useScanSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scanSite(siteId),
    onSuccess: async (scans) => {
      notify.success(scans.length === 1 ? 'Scanning 1 page' : `Scanning ${scans.length} pages`);
      // New scans, and each page of the site now has a running latest scan.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scanKeys.all }),
        queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) }),
      ]);
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the scans.')),
  });
}
