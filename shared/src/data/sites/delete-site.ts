import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/api-error-message';
import { call } from '../../api/call';
import { notify } from '../../toasts/notify';
import { accountKeys } from '../account/keys';
import { metricsKeys } from '../metrics/keys';
import { sitesKeys } from './keys';

/** DELETE /v1/ops/site/:id (admins): the site, its pages, scans and artifacts; issues stay. */
export const deleteSite = (id: string) => call('deleteSite', { params: { id } });

/**
 * Deletes a site. Its own queries are dropped (a refetch would only answer 404), and like adding
 * one, every list of sites and the counts a site moves (home metrics, the team's usage) reload.
 */
export function useDeleteSite(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSite(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: sitesKeys.detail(id) });
      for (const queryKey of [sitesKeys.all, metricsKeys.all, accountKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      notify.success('Site deleted');
      onDeleted();
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the site.')),
  });
}
