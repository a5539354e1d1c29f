import { artifactDirOf, artifactStoreFor } from '../artifacts/store';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { JobDefinition } from '../jobs/registry';
import type { Queue } from '../jobs/queue';
import { createScanEngine, type ScanEngine } from './engine';
import { failScan } from './repository';

export const SCAN_PAGE = 'scan.page';

export interface ScanJobData {
  scan_id: string;
}

// Kept here for its importers; the artifact store owns the default.
export { artifactDirOf };

export function scanEngineFor(db: Db, env: Env): ScanEngine {
  return createScanEngine({
    db,
    artifactDir: artifactDirOf(env),
    artifacts: artifactStoreFor(db, env),
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
      // The last retry failed (or its worker died): the scan ends with the error instead of
      // running forever, and the engine goes on (the crawl's last scan starts case generation).
      onFinalFailure: async (data: Partial<ScanJobData>, error: string) => {
        if (typeof data.scan_id !== 'string') return;
        await failScan(db, data.scan_id, error);
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
