import type { FlowRunCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { flowKeys } from '../flows/keys';
import { flowRunKeys } from './keys';

/** POST /v1/ops/flowrun: runs a flow on a site, answered as working (426 over the plan). */
export const startFlowRun = (body: FlowRunCreateBody) => call('createFlowRun', { body });

export function useStartFlowRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFlowRun,
    onSuccess: (run) => {
      queryClient.setQueryData(flowRunKeys.detail(run.id), run);
      // The flows list shows each flow's last run.
      void queryClient.invalidateQueries({ queryKey: flowKeys.lists() });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the run.')),
  });
}
