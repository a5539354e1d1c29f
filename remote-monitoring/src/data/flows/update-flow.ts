import type { FlowUpdateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { flowKeys } from './keys';

/**
 * PATCH /v1/ops/flow/:id: the graph is saved as a whole. A 400 names the nodes and edges it
 * refuses (`errors`), a 426 the plan limit it is over; the editor shows both, so no toast here.
 */
export const updateFlow = (id: string, body: FlowUpdateBody) =>
  call('updateFlow', { params: { id }, body });

export function useUpdateFlow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowUpdateBody) => updateFlow(id, body),
    onSuccess: (flow) => {
      queryClient.setQueryData(flowKeys.detail(id), flow);
      void queryClient.invalidateQueries({ queryKey: flowKeys.lists() });
    },
  });
}
