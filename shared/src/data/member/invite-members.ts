import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/api-error-message';
import { call } from '../../api/call';
import { notify } from '../../toasts/notify';
import { memberKeys } from './keys';

/** POST /v1/auth/member: a pending contributor who gets the join link by mail (product.md §4). */
export const inviteMember = (teamId: string, email: string) =>
  call('saveMember', {
    body: { account: teamId, email, status: 'pending', type: 'contributor', send_invite: true },
  });

/** Invites each address; resolves with the ones that failed and why, so they can be retried. */
async function inviteAll(teamId: string, emails: string[]) {
  const results = await Promise.allSettled(emails.map((email) => inviteMember(teamId, email)));
  return results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [{ email: emails[index]!, reason: apiErrorMessage(result.reason, 'Could not invite.') }]
      : [],
  );
}

export function useInviteMembers(teamId: string, onAllSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => inviteAll(teamId, emails),
    onSuccess: async (failed, emails) => {
      const sent = emails.length - failed.length;
      if (sent > 0) notify.success(sent === 1 ? 'Invite sent' : `${sent} invites sent`);
      failed.forEach(({ email, reason }) => notify.error(`${email}: ${reason}`));
      if (failed.length === 0) onAllSent();
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
