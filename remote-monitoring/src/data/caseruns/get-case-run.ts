import { call } from '@vigil/shared';
import { useWatchedRun, whileWorking } from '../issues/watch-runs';
import { caseRunKeys } from './keys';

/** GET /v1/ops/caserun/:id (404 for an unknown run or another team's). */
export const getCaseRun = (id: string) => call('getCaseRun', { params: { id } });

/**
 * One case run; a working run is re-read every 5 s, so its steps turn green as they pass, and its
 * end refreshes the issue it may have opened or closed.
 */
export const useCaseRun = (id: string) =>
  useWatchedRun(caseRunKeys.detail(id), () => getCaseRun(id), whileWorking);
