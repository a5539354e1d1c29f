import type { CaseImportBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** POST /v1/ops/case/import: a Playwright file parsed (never run) into a recorded case. */
export const importCase = (body: CaseImportBody) => call('importCase', { body });

export function useImportCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCase,
    onSuccess: (imported) => {
      queryClient.setQueryData(caseKeys.detail(imported.case.id), imported.case);
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
