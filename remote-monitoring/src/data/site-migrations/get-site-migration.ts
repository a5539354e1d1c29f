import { useQuery } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { siteMigrationKeys } from './keys';

/** GET /v1/ops/migration/:id (404 for an unknown migration or another team's). */
export const getSiteMigration = (id: string) => call('getSiteMigration', { params: { id } });

/** One migration with its paths; while it is working it is re-read every 5 s. */
export function useSiteMigration(id: string) {
  return useQuery({
    queryKey: siteMigrationKeys.detail(id),
    queryFn: () => getSiteMigration(id),
    refetchInterval: pollWhile((migration) => migration?.status === 'working'),
  });
}
