import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { logKeys } from './keys';

/** GET /v1/ops/log/{id}: one request with its (redacted) request and response payloads. */
export const getApiLog = (id: string) => call('getApiLog', { params: { id } });

/** Read only when a row is opened: the list carries no payloads, which can be 32 KB a row. */
export function useApiLog(id: string) {
  return useQuery({
    queryKey: logKeys.detail(id),
    queryFn: () => getApiLog(id),
    // A logged request never changes.
    staleTime: Infinity,
  });
}
