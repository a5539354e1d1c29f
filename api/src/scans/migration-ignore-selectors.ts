import type { Queryable } from '../db/connection';
import { canonicalUrl } from '../sites/canonical-url';
import { ignoreSelectorsAt, migrationPathOfScan } from './repository-pages';

/**
 * The ignore selectors a migration scan masks: those of the site's page at the scan's path on the
 * site's host. Both scans of a path mask them (the other host's page is the same page), or a
 * ticking clock would fail every migration of that path. A path with no page masks nothing.
 * Pages are stored in canonical form, so the path's URL in that form finds its page by index.
 */
export async function migrationScanIgnoreSelectors(
  db: Queryable,
  scanId: string,
): Promise<string[]> {
  const path = await migrationPathOfScan(db, scanId);
  if (!path) return [];
  const pageUrl = canonicalUrl(`${new URL(path.site_url).origin}${path.path}`);
  if (pageUrl === null) return [];
  return ignoreSelectorsAt(db, path.site_id, pageUrl);
}
