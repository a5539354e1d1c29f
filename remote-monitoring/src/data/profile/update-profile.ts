import type { ProfileBody } from '@vigil/contract';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, renameSessionAccount } from '@vigil/shared';

/** PATCH /v1/auth/user: the caller's own name. */
export const updateProfile = (body: ProfileBody) => call('updateProfile', { body });

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // The session keeps the name the shell shows; it must not wait for the next sign-in.
      renameSessionAccount(user.first_name, user.last_name);
      notify.success('Profile saved');
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not save your profile.')),
  });
}
