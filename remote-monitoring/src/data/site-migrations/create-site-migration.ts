import type { BodyOf } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { siteMigrationKeys } from './keys';

/** POST /v1/ops/site/:id/migration: scans the paths on both hosts and compares them. */
export const createSiteMigration = (siteId: string, body: BodyOf<'createSiteMigration'>) =>
  call('createSiteMigration', { params: { id: siteId }, body });

export const useCreateSiteMigration = (siteId: string) =>
  useSaveMutation(
    (body: BodyOf<'createSiteMigration'>) => createSiteMigration(siteId, body),
    siteMigrationKeys,
  );
