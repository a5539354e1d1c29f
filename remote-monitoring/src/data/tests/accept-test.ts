import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { testKeys } from './keys';

/** POST /v1/ops/test/:id/accept: the test's new scan becomes what the next test compares with. */
export const acceptTestBaseline = (id: string) => call('acceptTestBaseline', { params: { id } });

export function useAcceptTestBaseline(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTestBaseline(id),
    onSuccess: (test) => {
      queryClient.setQueryData(testKeys.detail(id), test);
      notify.success('Accepted: the next test of this page compares with this scan.');
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not accept the baseline.')),
  });
}
