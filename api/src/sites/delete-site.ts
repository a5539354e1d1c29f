import { deleteArtifactRows } from '../artifacts/repository';
import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { lockAccount } from '../teams/repository';
import { deleteSiteRow, findSite, recountSites, siteArtifacts } from './repository';

/** Artifacts per round: bounded memory however many scans the site had. */
const BATCH = 500;

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
  for (;;) {
    const batch = await siteArtifacts(db, accountId, siteId, BATCH);
    if (batch.length === 0) break;
    await artifacts.remove(batch);
    await deleteArtifactRows(
      db,
      batch.map((row) => row.id),
    );
  }
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    // An artifact saved since the loop above (a scan finishing now) is removed with its row.
    const late = await siteArtifacts(tx, accountId, siteId);
    if (late.length > 0) await artifacts.remove(late);
    if (!(await deleteSiteRow(tx, accountId, siteId))) throw notFound();
    await recountSites(tx, accountId);
  });
}
