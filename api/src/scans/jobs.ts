import { artifactDirOf, artifactStoreFor } from '../artifacts/store';
import type { Db, Queryable } from '../db/connection';
import type { Env } from '../env';
import type { JobSender } from '../jobs/define-job';
import { scanPageJob } from '../jobs/kinds';
import { createScanEngine, type ScanEngine } from './engine';

export function scanEngineFor(db: Db, env: Env): ScanEngine {
  return createScanEngine({
    db,
    artifactDir: artifactDirOf(env),
    artifacts: artifactStoreFor(db, env),
    chromiumPath: env.CHROMIUM_PATH,
    lighthouse: env.VIGIL_LIGHTHOUSE === 'on',
    allowPrivateTargets: env.VIGIL_ALLOW_PRIVATE_TARGETS,
    recaptureAfterMs: env.VIGIL_RECAPTURE_AFTER_HOURS * 3600 * 1000,
  });
}

/** Engines started in this process, closed (browsers ended) by `closeScanEngines`. */
const engines = new Set<ScanEngine>();

/** The worker's scan engine, started by the first scan job (browsers start then, not before). */
export function lazyScanEngine(db: Db, env: Env): () => ScanEngine {
  let engine: ScanEngine | null = null;
  return () => {
    if (!engine) engines.add((engine = scanEngineFor(db, env)));
    return engine;
  };
}

export async function closeScanEngines() {
  const running = [...engines];
  engines.clear();
  await Promise.all(running.map((engine) => engine.close()));
}

/**
 * Queues the scan job of each scan; the scan id is the singleton key, so a scan runs once. With
 * `tx`, in the transaction that stores the scans (they exist with their jobs or not at all).
 */
export async function enqueueScans(queue: JobSender, scanIds: string[], tx?: Queryable) {
  // In the given order: the jobs of one transaction share a creation time, and the queue hands
  // out higher priorities first. Falling priorities also let a Scan now (priority 0) pass the
  // tail of a long crawl.
  for (const [index, scanId] of scanIds.entries())
    await scanPageJob.send(queue, { scanId }, tx, -index);
}
