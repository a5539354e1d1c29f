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

/**
 * Invites the addresses, with product.md §8's toasts: "Invite sent" or "Invites sent" for what
 * went out, and "Contact support" once for any that did not (an address already on the team
 * included); the mutation's data names those and why, for the form to show beside its field.
 */
export function useInviteMembers(teamId: string, onAllSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => inviteAll(teamId, emails),
    onSuccess: async (failed, emails) => {
      const sent = emails.length - failed.length;
      if (sent > 0) notify.success(sent === 1 ? 'Invite sent' : 'Invites sent');
      if (failed.length > 0) notify.error('Contact support');
      if (failed.length === 0) onAllSent();
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
