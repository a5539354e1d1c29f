import type { BodyOf } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { accountKeys } from '../account/keys';
import { metricsKeys } from '../metrics/keys';
import { sitesKeys } from './keys';

/** POST /v1/ops/site: the Add Site dialog and onboarding both add a site through here. */
export const addSite = (body: BodyOf<'createSite'>) => call('createSite', { body });

/**
 * Adds a site. Afterwards every list of sites is stale, and so are the counts a site moves (home
 * metrics, the team's usage): each query shown anywhere reloads once, whichever app shows it.
 * Not awaited, so the caller's own success step (toast, closing) does not wait for them.
 */
export function useAddSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSite,
    onSuccess: () => {
      for (const queryKey of [sitesKeys.all, metricsKeys.all, accountKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
