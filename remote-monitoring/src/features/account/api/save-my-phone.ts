import type { Member } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, memberAtom, notify, useSetAtom } from '@vigil/shared';
import { accountKeys } from './keys';

/** POST /v1/auth/member with the caller's own email: updates their phone (product.md §7). */
export const saveMyPhone = (me: Member, phone: string) =>
  call('saveMember', { body: { account: me.account, email: me.email, phone } });

export function useSaveMyPhone(me: Member) {
  const queryClient = useQueryClient();
  const setMember = useSetAtom(memberAtom);
  return useMutation({
    mutationFn: (phone: string) => saveMyPhone(me, phone),
    onSuccess: async (member) => {
      setMember(member);
      notify.success('Phone saved');
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not save your phone.')),
  });
}
