import type { Db } from '../db/connection';
import { notFound } from '../http/errors';

/** A page's test settings (what GET/POST /v1/ops/page/{id}/test-settings answer). */
export function createPageTestSettings(db: Db) {
  const read = async (accountId: string, pageId: string) => {
    const rows = await db.query<{
      id: string;
      ignore_selectors: string[];
      baseline_scan_id: string | null;
    }>(
      'SELECT id, ignore_selectors, baseline_scan_id FROM pages WHERE id = $1 AND account_id = $2',
      [pageId, accountId],
    );
    const page = rows[0];
    if (!page) throw notFound();
    return {
      page: page.id,
      ignore_selectors: page.ignore_selectors,
      baseline_scan: page.baseline_scan_id,
    };
  };
  return {
    get: read,
    /**
     * Replaces the selectors hidden before every capture of the page (scans/capture.ts). Scans
     * taken before the change were captured without them: accept a masked scan as baseline.
     */
    async update(accountId: string, pageId: string, selectors: string[]) {
      const rows = await db.query(
        'UPDATE pages SET ignore_selectors = $3 WHERE id = $1 AND account_id = $2 RETURNING id',
        [pageId, accountId, [...new Set(selectors)]],
      );
      if (rows.length === 0) throw notFound();
      return read(accountId, pageId);
    },
  };
}
