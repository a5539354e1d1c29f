import type { Queryable } from '../db/connection';
import type { Env } from '../env';
import type { JobDefinition } from '../jobs/define-job';
import { artifactRetentionJob } from '../jobs/kinds';
import { purgeExpiredApiLogs } from '../logs/retention';
import { limitsOf } from '../teams/repository';
import {
  accountsWithRuns,
  deleteExpiredCaseRuns,
  deleteExpiredScans,
  expiredArtifacts,
} from './repository-retention';
import { artifactStoreFor, removeInBatches, type ArtifactStore } from './store';

/** Rows per round: bounded memory and short statements however much has expired. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionResult {
  artifacts: number;
  scans: number;
  caseruns: number;
}

/**
 * Deletes each team's scans and artifacts older than its plan's `retention_days` (0 = kept
 * forever): the bytes first, then the rows, so a crash in between leaves rows that read as
 * missing (404) and are deleted by the next run, never bytes nobody can find. Issues are kept.
 */
export async function purgeExpired(
  db: Queryable,
  store: ArtifactStore,
  now = new Date(),
): Promise<RetentionResult> {
  const accounts = await accountsWithRuns(db);
  const total: RetentionResult = { artifacts: 0, scans: 0, caseruns: 0 };
  for (const account of accounts) {
    const days = limitsOf(account).retention_days;
    // 0 = unlimited; an operator-set limit without the field keeps everything too.
    if (!(days > 0)) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    total.artifacts += await purgeArtifacts(db, store, account.id, cutoff);
    total.scans += await purgeScans(db, account.id, cutoff);
    total.caseruns += await purgeCaseRuns(db, account.id, cutoff);
  }
  return total;
}

/** Artifacts made before `cutoff`, or of a scan or case run made before it (they go with it). */
const purgeArtifacts = (db: Queryable, store: ArtifactStore, accountId: string, cutoff: Date) =>
  removeInBatches(db, store, (limit) => expiredArtifacts(db, accountId, cutoff, limit));

/**
 * Scans made before `cutoff`. One that still has an artifact (a retried scan job saved it since
 * purgeArtifacts ran) is left for the next run: deleting it would cascade to the row and strand
 * the bytes.
 */
const purgeScans = (db: Queryable, accountId: string, cutoff: Date) =>
  inRounds((limit) => deleteExpiredScans(db, accountId, cutoff, limit));

/**
 * Case runs made before `cutoff` that have ended (their issues stay, pointing at no run). Like
 * scans, one that still has a screenshot waits for the next run, so no bytes are stranded.
 */
const purgeCaseRuns = (db: Queryable, accountId: string, cutoff: Date) =>
  inRounds((limit) => deleteExpiredCaseRuns(db, accountId, cutoff, limit));

/** Deletes round by round, BATCH rows at most each, until a round finds fewer; how many went. */
async function inRounds(round: (limit: number) => Promise<number>) {
  let deleted = 0;
  for (;;) {
    const count = await round(BATCH);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/**
 * The daily retention job (scans, artifacts and the API log); every API and worker process
 * declares its schedule (idempotent).
 */
export function artifactJobs(db: Queryable, env: Env): JobDefinition[] {
  let store: ArtifactStore | null = null;
  return [
    artifactRetentionJob.worker({
      handle: async () => {
        store ??= artifactStoreFor(db, env);
        await purgeExpired(db, store);
        await purgeExpiredApiLogs(db);
      },
    }),
  ];
}
