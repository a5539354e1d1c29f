import { call, pageQuery } from '@vigil/shared';
import { useWatchedPage, whileWorking } from '../issues/watch-runs';
import { caseRunKeys } from './keys';

/** GET /v1/ops/caserun?case_id=: one page of a case's runs, newest first. */
export const listCaseRunsOfCase = (caseId: string, page: number) =>
  call('listCaseRuns', { query: { ...pageQuery(page), case_id: caseId } });

/** One page of a case's runs; re-read every 5 s while one of them is still working. */
export function useCaseRunsOfCase(caseId: string, page: number) {
  return useWatchedPage(
    caseRunKeys.ofCase(caseId, page),
    () => listCaseRunsOfCase(caseId, page),
    (runs) => runs.results.flatMap(whileWorking),
  );
}
