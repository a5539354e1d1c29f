import type { Member } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/api-error-message';
import { call } from '../../api/call';
import { notify } from '../../toasts/notify';
import { memberKeys } from './keys';

/** POST /v1/auth/member with the caller's own email: updates their phone (product.md §7). */
export const saveMyPhone = (me: Member, phone: string) =>
  call('saveMember', { body: { account: me.account, email: me.email, phone } });

export function useSaveMyPhone(me: Member) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => saveMyPhone(me, phone),
    onSuccess: async (member) => {
      // The caller's membership (and its slice) take the answer at once.
      queryClient.setQueryData(memberKeys.me(), member);
      notify.success('Phone saved');
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not save your phone.')),
  });
}
