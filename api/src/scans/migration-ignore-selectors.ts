import type { Queryable } from '../db/connection';
import { canonicalUrl } from '../sites/canonical-url';

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
  const paths = await db.query<{ path: string; site_id: string; site_url: string }>(
    `SELECT p.path, m.site_id, s.site_url
     FROM site_migration_paths p
     JOIN site_migrations m ON m.id = p.migration_id
     JOIN sites s ON s.id = m.site_id
     WHERE p.source_scan_id = $1 OR p.target_scan_id = $1`,
    [scanId],
  );
  const path = paths[0];
  if (!path) return [];
  const pageUrl = canonicalUrl(`${new URL(path.site_url).origin}${path.path}`);
  if (pageUrl === null) return [];
  const pages = await db.query<{ ignore_selectors: string[] }>(
    'SELECT ignore_selectors FROM pages WHERE site_id = $1 AND page_url = $2',
    [path.site_id, pageUrl],
  );
  return pages[0]?.ignore_selectors ?? [];
}
