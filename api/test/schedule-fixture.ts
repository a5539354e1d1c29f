import type { Queryable } from '../src/db/connection';

/** A site with pages for a team, straight in the database (no crawl needed to schedule). */
export async function siteWithPages(db: Queryable, accountId: string, paths: string[]) {
  const origin = 'http://127.0.0.1:9';
  const [site] = await db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [accountId, origin],
  );
  const pages = await db.query<{ id: string }>(
    `INSERT INTO pages (account_id, site_id, page_url)
     SELECT $1, $2, $3 || path FROM unnest($4::text[]) WITH ORDINALITY AS p (path, n)
     ORDER BY n RETURNING id`,
    [accountId, site!.id, origin, paths],
  );
  return { siteId: site!.id, pageIds: pages.map((page) => page.id) };
}
