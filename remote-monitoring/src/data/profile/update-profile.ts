import type { ProfileBody } from '@vigil/contract';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, authAtom, call, notify, useSetAtom } from '@vigil/shared';

/** PATCH /v1/auth/user: the caller's own name. */
export const updateProfile = (body: ProfileBody) => call('updateProfile', { body });

export function useUpdateProfile() {
  const setAuth = useSetAtom(authAtom);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // The session keeps the name the shell shows; it must not wait for the next sign-in.
      setAuth((auth) =>
        auth.account
          ? {
              ...auth,
              account: { ...auth.account, first_name: user.first_name, last_name: user.last_name },
            }
          : auth,
      );
      notify.success('Profile saved');
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not save your profile.')),
  });
}
