import type { Member } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/api-error-message';
import { call } from '../../api/call';
import { appStore } from '../../store/app-store';
import { memberAtom } from '../../store/slices';
import { notify } from '../../toasts/notify';
import { memberKeys } from './keys';

/** PATCH /v1/auth/member/:id (admins only). */
export const changeMemberType = (id: string, type: Member['type']) =>
  call('updateMember', { params: { id }, body: { type } });

export function useChangeMemberType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, type }: { member: Member; type: Member['type'] }) =>
      changeMemberType(member.id, type),
    onSuccess: async (member) => {
      notify.success(
        `${member.email} is now ${member.type === 'admin' ? 'an admin' : 'a contributor'}`,
      );
      // The caller may have changed their own type: their membership (and its slice) follow.
      const mine = queryClient.getQueryData<Member>(memberKeys.me()) ?? appStore.get(memberAtom);
      if (mine?.id === member.id) queryClient.setQueryData(memberKeys.me(), member);
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
    // The server's reason matters here ("A team needs at least one active admin…").
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not change the member type.')),
  });
}
