import type { ChangePasswordBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, signIn } from '@vigil/shared';
import { apiTokenKeys } from '../api-token/keys';

/** Said after a change: the server replaced the API key with the password. */
export const PASSWORD_CHANGED =
  'Password changed. Your API key was replaced too: scripts need the new one from API access.';

/** POST /v1/auth/password: needs the current password; answers with this browser's new session. */
export const changePassword = (body: ChangePasswordBody) => call('changePassword', { body });

export function useChangePassword(onChanged: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      // The server ended every other sign-in, this one's refresh token included, and rotated the
      // API key: the session carries the new one, the API access screen reads it again.
      signIn(session);
      void queries.invalidateQueries({ queryKey: apiTokenKeys.all });
      notify.success(PASSWORD_CHANGED);
      onChanged();
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not change your password.')),
  });
}
