import type { Test } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { useWatchedPage, whileWorking } from '../issues/watch-runs';
import { testKeys } from './keys';

// A working test is re-read every 5 s until it has passed or failed.
const workingTests = (tests: { results: Test[] }) => tests.results.flatMap(whileWorking);

/** GET /v1/ops/test?page_id= (newest first; 404 for an unknown page or another team's). */
export const listPageTests = (pageId: string, limit: number, offset: number) =>
  call('listTests', { query: { page_id: pageId, limit, offset } });

/** One page of the page's tests; page 1's first row is the page's latest test. */
export function usePageTests(pageId: string, page: number) {
  const { limit, offset } = pageQuery(page);
  return useWatchedPage(
    testKeys.pageList(pageId, page),
    () => listPageTests(pageId, limit, offset),
    workingTests,
  );
}
