import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, refreshHomeMetrics } from '@vigil/shared';
import { issueKeys } from './keys';

/** POST /v1/ops/issue/close: closes the team's open issues among `ids`; answers how many. */
export const closeIssues = (ids: string[]) => call('closeIssues', { body: { ids } });

export function useCloseIssues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeIssues,
    onSuccess: ({ closed }) => {
      notify.success(closed === 1 ? '1 issue closed' : `${closed} issues closed`);
      void queryClient.invalidateQueries({ queryKey: issueKeys.all });
      void refreshHomeMetrics();
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not close the issues.')),
  });
}
