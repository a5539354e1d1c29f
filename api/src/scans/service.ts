import type { PageQuery, Scan, ScanCreateBody } from '@vigil/contract';
import { assertWithinLimit, limitReached, recordOverage } from '../billing/limits';
import { addUsage } from '../billing/repository';
import type { Db, Queryable } from '../db/connection';
import { HttpError, notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { Queue } from '../jobs/queue';
import { lockAccount, type AccountRow } from '../teams/repository';
import { enqueueScans } from './jobs';
import * as scans from './repository';
import { ownsRow, pagesToScan } from './repository-pages';

export type ScanService = ReturnType<typeof createScanService>;

/**
 * How many of `wanted` scans the plan lets the team start now (the first ones), and how many of
 * those are cloud overage: the one limit check of billing/limits.ts, scan by scan.
 */
export function scanAllowance(account: AccountRow, wanted: number) {
  let allowed = 0;
  let overage = 0;
  for (; allowed < wanted; allowed += 1) {
    try {
      if (assertWithinLimit(account, 'scan', account.usage_scans + allowed).overage) overage += 1;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 426) break;
      throw error;
    }
  }
  return { allowed, overage };
}

/**
 * Counts started scans in the team's monthly `scans` usage and bills the overage: every scan,
 * whether a caller asked for it (POST /v1/ops/scan) or a crawl started it, counts the same.
 */
export async function chargeScans(
  tx: Queryable,
  accountId: string,
  count: number,
  overage: number,
) {
  if (count === 0) return;
  await addUsage(tx, accountId, 'usage_scans', count);
  if (overage > 0) await recordOverage(tx, accountId, Math.min(overage, count));
}

/**
 * Whether the scans may keep a page's last capture when it did not change (unchanged.ts): a
 * site's Scan all and a schedule do, a page's Scan now does not, unless `force` says otherwise.
 */
export const keepsUnchanged = (body: ScanCreateBody) => !(body.force ?? body.site_id === undefined);

export function createScanService(db: Db, queue?: Queue) {
  /** The pages to scan: the one page, or every page of the site; another team's ids are 404. */
  async function pagesOf(accountId: string, body: ScanCreateBody) {
    const pages = await pagesToScan(db, accountId, body);
    if (pages.length === 0) {
      if (!body.site_id || !(await ownsRow(db, 'sites', accountId, body.site_id))) throw notFound();
    }
    return pages;
  }

  return {
    /**
     * Creates one running scan per page within the plan's monthly scans (cloud bills the
     * overage) and queues their jobs in the same transaction. Without a queue (tests) the scans
     * wait for a worker.
     */
    async create(accountId: string, body: ScanCreateBody): Promise<Scan[]> {
      const pages = await pagesOf(accountId, body);
      const created = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const { allowed, overage } = scanAllowance(account, pages.length);
        if (allowed < pages.length) throw limitReached('scan');
        const rows = await scans.insertScans(tx, accountId, pages, keepsUnchanged(body));
        await chargeScans(tx, accountId, rows.length, overage);
        if (queue)
          await enqueueScans(
            queue,
            rows.map((row) => row.id),
            tx,
          );
        return rows;
      });
      return created.map(scans.toScan);
    },

    async get(accountId: string, id: string): Promise<Scan> {
      const row = await scans.findScan(db, id, accountId);
      // A site migration's scan of a URL is shown by its migration, not as a page's scan.
      if (!row || row.page_id === null) throw notFound();
      return scans.toScan({ ...row, page_id: row.page_id });
    },

    async list(accountId: string, pageId: string, page: PageQuery): Promise<Rows<Scan>> {
      if (!(await ownsRow(db, 'pages', accountId, pageId))) throw notFound();
      const [count, rows] = await Promise.all([
        scans.countScans(db, pageId),
        scans.listScans(db, pageId, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(scans.toScan) };
    },
  };
}
