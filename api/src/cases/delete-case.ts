import { removeInBatches, type ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { caseIsTeams, caseRunArtifacts, deleteCaseRow } from './repository';

/** Deletes the case, its runs (cascade) and their screenshots' bytes; another team's is 404. */
export async function deleteCase(
  db: Db,
  artifacts: ArtifactStore,
  accountId: string,
  caseId: string,
): Promise<void> {
  if (!(await caseIsTeams(db, accountId, caseId))) throw notFound();
  // The screenshots of the case's runs: their bytes go before the rows (as a site's do).
  await removeInBatches(db, artifacts, (limit) => caseRunArtifacts(db, accountId, caseId, limit));
  if (!(await deleteCaseRow(db, accountId, caseId))) throw notFound();
}
