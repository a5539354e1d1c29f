import type { CaseCreateBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { caseKeys } from './keys';

/** POST /v1/ops/case: a recorded case (400 naming the field, 404 for a site not the team's). */
export const createCase = (body: CaseCreateBody) => call('createCase', { body });

export const useCreateCase = () => useSaveMutation(createCase, caseKeys, { awaitLists: true });
