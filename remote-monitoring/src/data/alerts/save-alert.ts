import type { AlertCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { alertKeys } from './keys';

/** POST /v1/ops/alert, or PATCH /v1/ops/alert/:id when `id` is given. */
export const saveAlert = (id: string | null, body: AlertCreateBody) =>
  id ? call('updateAlert', { params: { id }, body }) : call('createAlert', { body });

/** Errors are left to the editor, which shows a 400 on the field it names. */
export function useSaveAlert(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertCreateBody) => saveAlert(id, body),
    onSuccess: (alert) => {
      queryClient.setQueryData(alertKeys.detail(alert.id), alert);
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
