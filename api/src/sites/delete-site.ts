import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { lockAccount } from '../teams/repository';
import { findSite } from './repository';

/** Artifacts per round: bounded memory however many scans the site had. */
const BATCH = 500;

interface SiteArtifact {
  id: string;
  account_id: string;
  content_hash: string | null;
}
/**
 * The artifacts of the site's scans and case runs, with the content hash their bytes are stored
 * under (the store keeps bytes another artifact of the team still uses).
 */
const SITE_ARTIFACTS = `SELECT r.id, r.account_id, r.content_hash FROM artifacts r
  WHERE r.account_id = $2 AND (r.scan_id IN (SELECT id FROM scans WHERE site_id = $1)
    OR r.caserun_id IN (SELECT id FROM caseruns WHERE site_id = $1))`;

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
    const batch = await db.query<SiteArtifact>(`${SITE_ARTIFACTS} LIMIT ${BATCH}`, [
      siteId,
      accountId,
    ]);
    if (batch.length === 0) break;
    await artifacts.remove(batch);
    await db.query('DELETE FROM artifacts WHERE id = ANY($1::uuid[])', [
      batch.map((row) => row.id),
    ]);
  }
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    // An artifact saved since the loop above (a scan finishing now) is removed with its row.
    const late = await tx.query<SiteArtifact>(SITE_ARTIFACTS, [siteId, accountId]);
    if (late.length > 0) await artifacts.remove(late);
    const deleted = await tx.query(
      'DELETE FROM sites WHERE id = $1 AND account_id = $2 RETURNING id',
      [siteId, accountId],
    );
    if (deleted.length === 0) throw notFound();
    await tx.query(
      'UPDATE accounts SET usage_sites = (SELECT count(*) FROM sites WHERE account_id = $1) WHERE id = $1',
      [accountId],
    );
  });
}
