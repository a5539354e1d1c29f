import type { SecretPutBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { secretKeys } from './keys';

/** POST /v1/ops/secret: creates the secret or replaces its value (admins; 403 otherwise). */
export const putSecret = (body: SecretPutBody) => call('putSecret', { body });

export function usePutSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretKeys.all }),
  });
}
