import type { CaseRunCreateBody } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useRereadMutation } from '../../lib/object-mutations';
import { caseRunKeys } from './keys';

/** POST /v1/ops/caserun: runs a case on a site, answered as working (426 over the plan). */
export const startCaseRun = (body: CaseRunCreateBody) => call('createCaseRun', { body });

export const useStartCaseRun = () =>
  useRereadMutation(startCaseRun, caseRunKeys.all, 'Could not start the run.');
