import { call, pageQuery } from '@vigil/shared';
import { useWatchedPage, whileWorking } from '../issues/watch-runs';
import { testKeys } from './keys';

/**
 * GET /v1/ops/test?page_id= (newest first; 404 for an unknown page or another team's): one page
 * of the page's tests, page 1's first row being its latest. A working test is re-read every 5 s
 * until it has passed or failed.
 */
export function usePageTests(pageId: string, page: number) {
  return useWatchedPage(
    testKeys.pageList(pageId, page),
    () => call('listTests', { query: { page_id: pageId, ...pageQuery(page) } }),
    (tests) => tests.results.flatMap(whileWorking),
  );
}
