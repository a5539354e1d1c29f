import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { compareTestJob } from '../jobs/kinds';
import { findScan, type ScanRow } from '../scans/repository';
import { compareScans } from './comparison';
import { failedComparison } from './comparison-result';
import { HISTORY } from './compare/spread';
import { settleIssues } from './issues';
import { scansBefore } from './repository-pages';
import {
  completeTest,
  findTest,
  setBaseline,
  testsAwaiting,
  type TestResult,
  type TestRow,
} from './repository';

const NEW_BASELINE_NOTE =
  'The page had no completed scan to compare with: this scan is now its baseline, and the next test compares with it.';

const failed = (error: string): TestResult => ({ ...failedComparison(error), note: null });

/** Queues the comparison of the test waiting for this scan, if any (the test id is singleton). */
export async function queueTestsOfScan(db: Db, queue: JobSender, scanId: string) {
  for (const testId of await testsAwaiting(db, scanId))
    await compareTestJob.send(queue, { testId });
}

/** The page's completed scans before `post`, newest first: its scores' recent spread. */
async function historyBefore(db: Db, post: ScanRow) {
  return scansBefore(db, post, HISTORY);
}

async function resultOf(db: Db, artifacts: ArtifactStore, test: TestRow, post: ScanRow) {
  if (post.error) return failed(`the page could not be visited: ${post.error}`);
  if (test.pre_scan_source === 'none') {
    return { ...failed(''), status: 'passed', error: null, note: NEW_BASELINE_NOTE } as TestResult;
  }
  const pre = test.pre_scan_id ? await findScan(db, test.pre_scan_id) : null;
  if (!pre) return failed('the scan to compare with was deleted (retention) before the test ran');
  const comparison = await compareScans({
    accountId: test.account_id,
    pre,
    post,
    history: await historyBefore(db, post),
    threshold: test.threshold,
    gating: test.gating,
    artifacts,
  });
  return {
    ...comparison,
    status: comparison.score >= test.threshold ? 'passed' : 'failed',
    error: null,
    note: null,
  } satisfies TestResult;
}

/** Writes the result once: the test, the page's baseline when it passed, and its issues. */
async function finish(db: Db, test: TestRow, result: TestResult) {
  await db.transaction(async (tx) => {
    if (!(await completeTest(tx, test, result))) return;
    // A passing post scan is what the page should look like: the next test compares with it.
    if (result.status === 'passed') await setBaseline(tx, test.page_id, test.post_scan_id);
    await settleIssues(tx, test, result);
  });
}

/**
 * The test.compare job: compares a working test's scans once its post scan completed. A test
 * already finished is left alone, so a retried or duplicated job changes nothing.
 */
export async function runComparison(db: Db, artifacts: ArtifactStore, testId: string) {
  const test = await findTest(db, testId);
  if (!test || test.status !== 'working') return;
  const post = await findScan(db, test.post_scan_id);
  if (!post?.time_completed) return;
  await finish(db, test, await resultOf(db, artifacts, test, post));
}

/** The comparison failed for good: the test fails with the reason instead of staying working. */
export async function failTest(db: Db, testId: string, error: string) {
  const test = await findTest(db, testId);
  if (test && test.status === 'working')
    await finish(db, test, failed(`the comparison failed: ${error}`));
}
