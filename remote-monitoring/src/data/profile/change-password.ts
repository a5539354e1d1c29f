import type { ChangePasswordBody } from '@vigil/contract';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, signIn } from '@vigil/shared';

/** POST /v1/auth/password: needs the current password; answers with this browser's new session. */
export const changePassword = (body: ChangePasswordBody) => call('changePassword', { body });

export function useChangePassword(onChanged: () => void) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      // The server ended every other sign-in, this one's refresh token included.
      signIn(session);
      notify.success('Password changed');
      onChanged();
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not change your password.')),
  });
}
