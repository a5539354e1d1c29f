import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** PATCH /v1/ops/case/:id with a new title only (its steps stay as saved). */
export const renameCase = (id: string, title: string) =>
  call('updateCase', { params: { id }, body: { title } });

export function useRenameCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameCase(id, title),
    onSuccess: (saved) => {
      queryClient.setQueryData(caseKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
