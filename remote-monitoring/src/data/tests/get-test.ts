import { call } from '@vigil/shared';
import { useWatchedRun, whileWorking } from '../issues/watch-runs';
import { testKeys } from './keys';

/** GET /v1/ops/test/:id (404 for an unknown test or another team's). */
export const getTest = (id: string) => call('getTest', { params: { id } });

/**
 * One test; while it is working (scanning, then comparing) it is re-read every 5 s, and its end
 * refreshes the issues it may have opened or closed.
 */
export const useTest = (id: string) =>
  useWatchedRun(testKeys.detail(id), () => getTest(id), whileWorking);
