import { removeInBatches, type ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { lockAccount } from '../teams/repository';
import { deleteSiteRow, findSite, recountSites, siteArtifacts } from './repository';

/**
 * Deletes one of the team's sites (server.md §5). The artifacts' bytes go first, then the rows
 * in one transaction: the site's row cascades to its pages, crawl processes and links, scans and
 * cases (their search terms go with them). Issues hold no reference to the site and are kept. A
 * crash between the two steps leaves rows whose bytes read as missing, never stranded bytes.
 */
export async function deleteSite(
  db: Db,
  artifacts: ArtifactStore,
  accountId: string,
  siteId: string,
): Promise<void> {
  if (!(await findSite(db, accountId, siteId))) throw notFound();
  await removeInBatches(db, artifacts, (limit) => siteArtifacts(db, accountId, siteId, limit));
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    // An artifact saved since the loop above (a scan finishing now) is removed with its row.
    const late = await siteArtifacts(tx, accountId, siteId);
    if (late.length > 0) await artifacts.remove(late);
    if (!(await deleteSiteRow(tx, accountId, siteId))) throw notFound();
    await recountSites(tx, accountId);
  });
}
