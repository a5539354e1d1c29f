import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { pageTestSettings, setIgnoreSelectors } from './repository-pages';

/** A page's test settings (what GET/POST /v1/ops/page/{id}/test-settings answer). */
export function createPageTestSettings(db: Db) {
  const read = async (accountId: string, pageId: string) => {
    const page = await pageTestSettings(db, accountId, pageId);
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
      if (!(await setIgnoreSelectors(db, accountId, pageId, [...new Set(selectors)])))
        throw notFound();
      return read(accountId, pageId);
    },
  };
}
