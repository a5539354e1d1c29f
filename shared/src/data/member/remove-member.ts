import type { Member } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/api-error-message';
import { call } from '../../api/call';
import { notify } from '../../toasts/notify';
import { memberKeys } from './keys';

/** DELETE /v1/auth/member/:id (admins only): the membership goes, the user stays. */
export const removeMember = (id: string) => call('removeMember', { params: { id } });

export function useRemoveMember(onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Member) => removeMember(member.id),
    onSuccess: async (_result, member) => {
      notify.success(`${member.email} was removed from the team`);
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not remove the member.')),
  });
}
