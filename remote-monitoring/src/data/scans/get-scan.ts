import { call } from '@vigil/shared';
import { useWatchedRun } from '../issues/watch-runs';
import { scanKeys } from './keys';

/** GET /v1/ops/scan/:id (404 for an unknown scan or another team's). */
export const getScan = (id: string) => call('getScan', { params: { id } });

/** One scan; a running scan is re-read every 5 s until it completes. */
export const useScan = (id: string) =>
  useWatchedRun(
    scanKeys.detail(id),
    () => getScan(id),
    (scan) => (scan.time_completed === null ? [scan.id] : []),
  );
