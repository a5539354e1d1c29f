import { call } from '@vigil/shared';
import { useWatchedRun, whileWorking } from '../issues/watch-runs';
import { flowRunKeys } from './keys';

/** GET /v1/ops/flowrun/:id (404 for an unknown run or another team's). */
export const getFlowRun = (id: string) => call('getFlowRun', { params: { id } });

/**
 * One flow run; a working run is re-read every 5 s, so its nodes and log move live, and its end
 * refreshes the issues its nodes may have opened.
 */
export const useFlowRun = (id: string) =>
  useWatchedRun(flowRunKeys.detail(id), () => getFlowRun(id), whileWorking);
