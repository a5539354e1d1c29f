import type { CaseCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** POST /v1/ops/case: a recorded case (400 naming the field, 404 for a site not the team's). */
export const createCase = (body: CaseCreateBody) => call('createCase', { body });

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: (created) => {
      queryClient.setQueryData(caseKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
