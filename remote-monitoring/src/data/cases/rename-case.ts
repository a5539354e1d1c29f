import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { caseKeys } from './keys';

/** PATCH /v1/ops/case/:id with a new title only (its steps stay as saved). */
export const renameCase = (id: string, title: string) =>
  call('updateCase', { params: { id }, body: { title } });

export const useRenameCase = (id: string) =>
  useSaveMutation((title: string) => renameCase(id, title), caseKeys, { awaitLists: true });
