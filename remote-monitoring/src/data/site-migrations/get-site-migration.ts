import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { useEffect } from 'react';
import { siteMigrationKeys } from './keys';

/** GET /v1/ops/migration/:id (404 for an unknown migration or another team's). */
export const getSiteMigration = (id: string) => call('getSiteMigration', { params: { id } });

/**
 * One migration with its paths; while it is working it is re-read every 5 s, and once it ends
 * the lists are re-read so its row there stops saying "Comparing…" at the same moment.
 */
export function useSiteMigration(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: siteMigrationKeys.detail(id),
    queryFn: () => getSiteMigration(id),
    refetchInterval: pollWhile((migration) => migration?.status === 'working'),
  });
  const ended = query.data !== undefined && query.data.status !== 'working';
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: siteMigrationKeys.lists() });
  }, [ended, queryClient]);
  return query;
}
