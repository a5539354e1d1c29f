import type { BodyOf } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { siteMigrationKeys } from './keys';

/** POST /v1/ops/site/:id/migration: scans the paths on both hosts and compares them. */
export const createSiteMigration = (siteId: string, body: BodyOf<'createSiteMigration'>) =>
  call('createSiteMigration', { params: { id: siteId }, body });

export function useCreateSiteMigration(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createSiteMigration'>) => createSiteMigration(siteId, body),
    onSuccess: (migration) => {
      queryClient.setQueryData(siteMigrationKeys.detail(migration.id), migration);
      void queryClient.invalidateQueries({ queryKey: siteMigrationKeys.lists() });
    },
  });
}
