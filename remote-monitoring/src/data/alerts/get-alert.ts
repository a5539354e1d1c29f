import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { alertKeys } from './keys';

/** GET /v1/ops/alert/:id. */
export const getAlert = (id: string) => call('getAlert', { params: { id } });

export function useAlert(id: string | null) {
  return useQuery({
    queryKey: alertKeys.detail(id ?? ''),
    queryFn: () => getAlert(id!),
    enabled: id !== null,
  });
}
