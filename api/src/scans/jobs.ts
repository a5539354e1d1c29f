import { join } from 'node:path';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { JobDefinition } from '../jobs/registry';
import type { Queue } from '../jobs/queue';
import { createScanEngine, type ScanEngine } from './engine';

export const SCAN_PAGE = 'scan.page';

export interface ScanJobData {
  scan_id: string;
}

export function artifactDirOf(env: Pick<Env, 'VIGIL_ARTIFACT_DIR' | 'VIGIL_DATA_DIR'>): string {
  return env.VIGIL_ARTIFACT_DIR ?? join(env.VIGIL_DATA_DIR, 'artifacts');
}

export function scanEngineFor(db: Db, env: Env): ScanEngine {
  return createScanEngine({
    db,
    artifactDir: artifactDirOf(env),
    chromiumPath: env.CHROMIUM_PATH,
    lighthouse: env.VIGIL_LIGHTHOUSE === 'on',
    allowPrivateTargets: env.VIGIL_ALLOW_PRIVATE_TARGETS,
  });
}

/** Engines started in this process, closed (browsers ended) by `closeScanEngines`. */
const engines = new Set<ScanEngine>();

/**
 * The scan job: one page visit per scan id; browsers start on the first job, not before.
 * `afterScan` runs after each (also retried) job: the engine starts case generation from it.
 */
export function scanJobs(
  db: Db,
  env: Env,
  afterScan?: (scanId: string) => Promise<void>,
): JobDefinition[] {
  let engine: ScanEngine | null = null;
  return [
    {
      name: SCAN_PAGE,
      retryLimit: 3,
      handle: async (data: Partial<ScanJobData>) => {
        if (typeof data.scan_id !== 'string') return;
        if (!engine) engines.add((engine = scanEngineFor(db, env)));
        await engine.run(data.scan_id);
        await afterScan?.(data.scan_id);
      },
    } as JobDefinition,
  ];
}

export async function closeScanEngines() {
  const running = [...engines];
  engines.clear();
  await Promise.all(running.map((engine) => engine.close()));
}

/** Queues the scan job of each scan; the scan id is the singleton key, so a scan runs once. */
export async function enqueueScans(queue: Queue, scanIds: string[]) {
  for (const scanId of scanIds) {
    await queue.send(SCAN_PAGE, { scan_id: scanId } satisfies ScanJobData, {
      singletonKey: scanId,
    });
  }
}
