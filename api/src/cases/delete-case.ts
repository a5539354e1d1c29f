import { deleteArtifactRows } from '../artifacts/repository';
import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { caseIsTeams, caseRunArtifacts, deleteCaseRow } from './repository';

const BATCH = 500;

/** Deletes the case, its runs (cascade) and their screenshots' bytes; another team's is 404. */
export async function deleteCase(
  db: Db,
  artifacts: ArtifactStore,
  accountId: string,
  caseId: string,
): Promise<void> {
  if (!(await caseIsTeams(db, accountId, caseId))) throw notFound();
  for (;;) {
    // The screenshots of the case's runs: their bytes go before the rows (as a site's do).
    const batch = await caseRunArtifacts(db, accountId, caseId, BATCH);
    if (batch.length === 0) break;
    await artifacts.remove(batch);
    await deleteArtifactRows(
      db,
      batch.map((row) => row.id),
    );
  }
  if (!(await deleteCaseRow(db, accountId, caseId))) throw notFound();
}
