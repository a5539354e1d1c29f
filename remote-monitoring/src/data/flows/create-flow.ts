import type { FlowCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { flowKeys } from './keys';

/** POST /v1/ops/flow: a new flow ("Untitled Flow" with no nodes unless the body says more). */
export const createFlow = (body: FlowCreateBody) => call('createFlow', { body });

export function useCreateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlow,
    onSuccess: (flow) => {
      queryClient.setQueryData(flowKeys.detail(flow.id), flow);
      void queryClient.invalidateQueries({ queryKey: flowKeys.lists() });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not create the flow.')),
  });
}
