import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { compareMigrationPathJob } from '../jobs/kinds';
import { compareScans } from '../page-tests/comparison';
import { findScan, type ScanRow } from '../scans/repository';
import {
  comparedPath,
  completePath,
  failedPath,
  findMigration,
  findPath,
  pathsReadyAfter,
  type PathResult,
  type PathRow,
} from './repository';

/** Queues the comparison of each path waiting for this scan whose other scan is done too. */
export async function queueMigrationPathsOfScan(db: Db, queue: JobSender, scanId: string) {
  for (const pathId of await pathsReadyAfter(db, scanId))
    await compareMigrationPathJob.send(queue, { pathId });
}

/** Why a side could not be compared: its visit failed (unreachable, HTTP 404…). */
function visitFailure(source: ScanRow, target: ScanRow): string | null {
  if (target.error) return `the other host could not be visited: ${target.error}`;
  if (source.error) return `the site could not be visited: ${source.error}`;
  return null;
}

async function resultOf(
  db: Db,
  artifacts: ArtifactStore,
  path: PathRow,
  source: ScanRow,
  target: ScanRow,
): Promise<PathResult> {
  const failure = visitFailure(source, target);
  if (failure) return failedPath(failure);
  const migration = (await findMigration(db, path.migration_id))!;
  // Two hosts, one moment: no history of either applies, so scores use the flat tolerance.
  const comparison = await compareScans({
    accountId: path.account_id,
    pre: source,
    post: target,
    history: [],
    threshold: migration.threshold,
    gating: 'flat',
    artifacts,
  });
  return comparedPath(comparison, migration.threshold);
}

/** The migration a path's result ended (its end is followed up: engine/pipeline.ts), else null. */
async function complete(db: Db, path: PathRow, result: PathResult) {
  const { ended } = await db.transaction((tx) => completePath(tx, path, result));
  return ended ? path.migration_id : null;
}

/**
 * The migration.compare job: compares a working path's two scans once both completed. A path
 * already finished is left alone, so a retried or duplicated job changes nothing. The migration
 * this path was the last of, else null.
 */
export async function runPathComparison(
  db: Db,
  artifacts: ArtifactStore,
  pathId: string,
): Promise<string | null> {
  const path = await findPath(db, pathId);
  if (!path || path.status !== 'working') return null;
  const [source, target] = await Promise.all([
    path.source_scan_id ? findScan(db, path.source_scan_id) : null,
    path.target_scan_id ? findScan(db, path.target_scan_id) : null,
  ]);
  let result: PathResult;
  if (!source || !target) result = failedPath('a scan of the path was deleted before comparing');
  else if (!source.time_completed || !target.time_completed) return null;
  else result = await resultOf(db, artifacts, path, source, target);
  return complete(db, path, result);
}

/** The comparison failed for good: the path fails with the reason instead of staying working. */
export async function failPathComparison(db: Db, pathId: string, error: string) {
  const path = await findPath(db, pathId);
  if (!path || path.status !== 'working') return null;
  return complete(db, path, failedPath(`the comparison failed: ${error}`));
}
