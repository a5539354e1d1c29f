import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';

const BATCH = 500;
/** The screenshots of the case's runs, whose bytes go before the rows (as a site's do). */
const RUN_ARTIFACTS = `SELECT r.id, r.account_id, r.content_hash FROM artifacts r
  JOIN caseruns c ON c.id = r.caserun_id WHERE c.case_id = $1 AND r.account_id = $2`;

/** Deletes the case, its runs (cascade) and their screenshots' bytes; another team's is 404. */
export async function deleteCase(
  db: Db,
  artifacts: ArtifactStore,
  accountId: string,
  caseId: string,
): Promise<void> {
  const owned = await db.query('SELECT 1 FROM cases WHERE id = $1 AND account_id = $2', [
    caseId,
    accountId,
  ]);
  if (owned.length === 0) throw notFound();
  for (;;) {
    const batch = await db.query<{ id: string; account_id: string; content_hash: string | null }>(
      `${RUN_ARTIFACTS} LIMIT ${BATCH}`,
      [caseId, accountId],
    );
    if (batch.length === 0) break;
    await artifacts.remove(batch);
    await db.query('DELETE FROM artifacts WHERE id = ANY($1::uuid[])', [
      batch.map((row) => row.id),
    ]);
  }
  const deleted = await db.query(
    'DELETE FROM cases WHERE id = $1 AND account_id = $2 RETURNING id',
    [caseId, accountId],
  );
  if (deleted.length === 0) throw notFound();
}
