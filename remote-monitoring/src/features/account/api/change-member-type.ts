import type { Member } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, memberAtom, notify, useSetAtom } from '@vigil/shared';
import { accountKeys } from './keys';

/** PATCH /v1/auth/member/:id (admins only). */
export const changeMemberType = (id: string, type: Member['type']) =>
  call('updateMember', { params: { id }, body: { type } });

export function useChangeMemberType() {
  const queryClient = useQueryClient();
  const setMyMembership = useSetAtom(memberAtom);
  return useMutation({
    mutationFn: ({ member, type }: { member: Member; type: Member['type'] }) =>
      changeMemberType(member.id, type),
    onSuccess: async (member) => {
      notify.success(
        `${member.email} is now ${member.type === 'admin' ? 'an admin' : 'a contributor'}`,
      );
      // The caller may have changed their own type: the shell's copy and these controls follow.
      setMyMembership((mine) => (mine?.id === member.id ? member : mine));
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    // The server's reason matters here ("A team needs at least one active admin…").
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not change the member type.')),
  });
}
