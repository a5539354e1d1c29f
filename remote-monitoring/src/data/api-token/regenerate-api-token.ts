import type { ApiToken } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, replaceSessionApiToken } from '@vigil/shared';
import { apiTokenKeys } from './keys';

/** GET /v1/auth/token: a new key; the old one stops working at once. */
export const regenerateApiToken = () => call('regenerateApiToken');

export function useRegenerateApiToken(onRegenerated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiToken,
    onSuccess: ({ api_token }) => {
      queryClient.setQueryData<ApiToken>(apiTokenKeys.current(), { api_token });
      replaceSessionApiToken(api_token);
      notify.success('New API key created. The old key no longer works.');
      onRegenerated();
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not regenerate the API key.')),
  });
}
