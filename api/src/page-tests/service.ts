import type { PageQuery, Test, TestCreateBody } from '@vigil/contract';
import {
  assertWithinLimit,
  limitReached,
  recordOverage,
  type LimitedThing,
} from '../billing/limits';
import { addUsage } from '../billing/repository';
import type { Db, Queryable } from '../db/connection';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { Queue } from '../jobs/queue';
import type { AccountRow } from '../teams/repository';
import { enqueueScans } from '../scans/jobs';
import { insertScans } from '../scans/repository';
import { chargeScans } from '../scans/service';
import { lockAccount } from '../teams/repository';
import * as tests from './repository';
import {
  ownsRow,
  pageToTest,
  scanError,
  scanOfTeam,
  sitePagesToTest,
  type PageToTest,
} from './repository-pages';

export type TestService = ReturnType<typeof createTestService>;

/**
 * How many of `wanted` things the plan allows now, and how many of those are cloud overage:
 * every one must be allowed, or the whole request is refused (426 naming the thing).
 */
export function allowance(account: AccountRow, thing: LimitedThing, used: number, wanted: number) {
  let overage = 0;
  for (let n = 0; n < wanted; n += 1) {
    try {
      if (assertWithinLimit(account, thing, used + n).overage) overage += 1;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 426) throw limitReached(thing);
      throw error;
    }
  }
  return overage;
}

export function createTestService(db: Db, queue?: Queue) {
  /** The pages to test; another team's page or site is 404. */
  async function pagesOf(accountId: string, body: TestCreateBody): Promise<PageToTest[]> {
    if (body.page_id) {
      const pages = await pageToTest(db, accountId, body.page_id);
      if (pages.length === 0) throw notFound();
      return pages;
    }
    if (!(await ownsRow(db, 'sites', accountId, body.site_id))) throw notFound();
    return sitePagesToTest(db, accountId, body.site_id);
  }

  /** The scan a caller named: the team's (else 404), of this page, completed with a visit. */
  async function givenPreScan(accountId: string, pageId: string, scanId: string) {
    const scan = await scanOfTeam(db, accountId, scanId);
    if (!scan) throw notFound();
    if (scan.page_id !== pageId)
      throw badRequest('pre_scan_id: the scan is of another page', 'pre_scan_id');
    if (!scan.time_completed)
      throw badRequest('pre_scan_id: the scan has not completed', 'pre_scan_id');
    if (scan.error)
      throw badRequest('pre_scan_id: the scan could not visit the page', 'pre_scan_id');
  }

  const preScanOf = (page: PageToTest, given: string | undefined) =>
    given
      ? { preScanId: given, preScanSource: 'given' as const }
      : page.baseline
        ? { preScanId: page.baseline, preScanSource: 'baseline' as const }
        : page.latest
          ? { preScanId: page.latest, preScanSource: 'latest' as const }
          : { preScanId: null, preScanSource: 'none' as const };

  async function chargeTests(tx: Queryable, accountId: string, count: number, overage: number) {
    await addUsage(tx, accountId, 'usage_tests', count);
    if (overage > 0) await recordOverage(tx, accountId, overage);
  }

  return {
    /**
     * One working test per page, each with a new post scan (counted as a test and a scan; 426
     * past either limit, cloud bills the overage), and the post scans queued. The comparison
     * follows when a post scan completes (engine/pipeline.ts).
     */
    async create(accountId: string, body: TestCreateBody): Promise<Test[]> {
      const pages = await pagesOf(accountId, body);
      if (body.page_id && body.pre_scan_id)
        await givenPreScan(accountId, body.page_id, body.pre_scan_id);
      if (pages.length === 0) return [];
      const { ids, scanIds } = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const testOverage = allowance(account, 'test', account.usage_tests, pages.length);
        const scanOverage = allowance(account, 'scan', account.usage_scans, pages.length);
        const scans = await insertScans(tx, accountId, pages);
        await chargeScans(tx, accountId, scans.length, scanOverage);
        await chargeTests(tx, accountId, pages.length, testOverage);
        const postScanOf = new Map(scans.map((scan) => [scan.page_id, scan.id]));
        const ids = await tests.insertTests(
          tx,
          accountId,
          { threshold: body.threshold, gating: body.gating },
          pages.map((page) => ({
            pageId: page.id,
            siteId: page.site_id,
            postScanId: postScanOf.get(page.id)!,
            ...preScanOf(page, body.pre_scan_id),
          })),
        );
        return { ids, scanIds: scans.map((scan) => scan.id) };
      });
      if (queue) await enqueueScans(queue, scanIds);
      return (await tests.findTests(db, ids)).map(tests.toTest);
    },

    async get(accountId: string, id: string): Promise<Test> {
      const row = await tests.findTest(db, id, accountId);
      if (!row) throw notFound();
      return tests.toTest(row);
    },

    async list(accountId: string, scope: tests.TestScope, page: PageQuery): Promise<Rows<Test>> {
      const [table, id] =
        'page_id' in scope
          ? (['pages', scope.page_id] as const)
          : (['sites', scope.site_id] as const);
      if (!(await ownsRow(db, table, accountId, id))) throw notFound();
      const [count, rows] = await Promise.all([
        tests.countTests(db, scope),
        tests.listTests(db, scope, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(tests.toTest) };
    },

    /** "Accept as baseline": this test's post scan is what the page's next test compares with. */
    async accept(accountId: string, id: string): Promise<Test> {
      const row = await tests.findTest(db, id, accountId);
      if (!row) throw notFound();
      if (row.status === 'working') throw badRequest('the test is still working', 'id');
      if ((await scanError(db, row.post_scan_id)) !== null)
        throw badRequest('the test’s scan could not visit the page', 'id');
      await tests.setBaseline(db, row.page_id, row.post_scan_id);
      return tests.toTest((await tests.findTest(db, id, accountId))!);
    },
  };
}
