import type { PageQuery, Scan, ScanCreateBody } from '@vigil/contract';
import { assertWithinLimit, recordOverage } from '../billing/limits';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { paginated } from '../http/pagination';
import type { Caller } from '../http/route';
import type { Queue } from '../jobs/queue';
import { findAccount, findActiveMembership } from '../teams/repository';
import { enqueueScans } from './jobs';
import * as scans from './repository';

export type ScanService = ReturnType<typeof createScanService>;

export function createScanService(db: Db, queue?: Queue) {
  async function teamOf(caller: Caller): Promise<string> {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound('You are not a member of a team yet.');
    return member.account_id;
  }

  /** The pages to scan: the one page, or every page of the site; another team's ids are 404. */
  async function pagesOf(accountId: string, body: ScanCreateBody) {
    const pages = body.page_id
      ? await db.query<{ id: string; site_id: string }>(
          'SELECT id, site_id FROM pages WHERE id = $1 AND account_id = $2',
          [body.page_id, accountId],
        )
      : await db.query<{ id: string; site_id: string }>(
          `SELECT p.id, p.site_id FROM pages p JOIN sites s ON s.id = p.site_id
           WHERE p.site_id = $1 AND s.account_id = $2 ORDER BY p.page_url COLLATE "C", p.id`,
          [body.site_id, accountId],
        );
    if (pages.length === 0) {
      const site = body.site_id
        ? await db.query('SELECT 1 FROM sites WHERE id = $1 AND account_id = $2', [
            body.site_id,
            accountId,
          ])
        : [];
      if (site.length === 0) throw notFound();
    }
    return pages;
  }

  return {
    /**
     * Creates one running scan per page within the plan's monthly scans (cloud bills the
     * overage) and queues their jobs. Without a queue (tests) the scans wait for a worker.
     */
    async create(caller: Caller, body: ScanCreateBody): Promise<Scan[]> {
      const accountId = await teamOf(caller);
      const pages = await pagesOf(accountId, body);
      const created = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
        const account = (await findAccount(tx, accountId))!;
        let overage = 0;
        for (let i = 0; i < pages.length; i += 1) {
          if (assertWithinLimit(account, 'scan', account.usage_scans + i).overage) overage += 1;
        }
        const rows = await scans.insertScans(tx, accountId, pages);
        await tx.query('UPDATE accounts SET usage_scans = usage_scans + $2 WHERE id = $1', [
          accountId,
          rows.length,
        ]);
        if (overage > 0) await recordOverage(tx, accountId, overage);
        return rows;
      });
      if (queue)
        await enqueueScans(
          queue,
          created.map((row) => row.id),
        );
      return created.map(scans.toScan);
    },

    async get(caller: Caller, id: string): Promise<Scan> {
      const row = await scans.findScan(db, id, await teamOf(caller));
      if (!row) throw notFound();
      return scans.toScan(row);
    },

    async list(caller: Caller, url: string, pageId: string, page: PageQuery) {
      const accountId = await teamOf(caller);
      const owned = await db.query('SELECT 1 FROM pages WHERE id = $1 AND account_id = $2', [
        pageId,
        accountId,
      ]);
      if (owned.length === 0) throw notFound();
      const [count, rows] = await Promise.all([
        scans.countScans(db, pageId),
        scans.listScans(db, pageId, page.limit, page.offset),
      ]);
      return paginated<Scan>(url, page, count, rows.map(scans.toScan));
    },
  };
}
