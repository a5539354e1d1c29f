import { artifactStoreFor } from '../artifacts/store';
import { runCaseGeneration } from '../cases/jobs';
import { endFailedCrawl, runCrawl } from '../crawl/jobs';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { JobSender } from '../jobs/define-job';
import { crawlSiteJob, generateCasesJob, scanPageJob } from '../jobs/kinds';
import { failProcess } from '../processes/repository';
import { processFollowing } from '../processes/service';
import { crawlScansDone, startCrawlScans } from '../scans/crawl-scans';
import { lazyScanEngine } from '../scans/jobs';
import { failScan } from '../scans/repository';

/** What the engine's steps work with; tests hand in a recording queue. */
export interface EngineContext {
  db: Db;
  env: Env;
  queue: JobSender;
}

/**
 * What follows what, top to bottom. Each step is a job kind (jobs/kinds.ts) whose work lives in
 * its folder; the "then" is here, so the folders never call each other for follow-ups.
 *
 *   a site is created (sites/service.ts): crawl process, case.generate process at progress 1,
 *   crawl queued
 *   1. crawl the site   → then scan every page once (a crawl that cannot run: straight to 3)
 *   2. scan a page      → then the crawl's last scan to finish queues 3
 *   3. generate cases   → (case runs will follow here)
 *   later: a run finishes → evaluate its alerts → open or close issues
 *
 * Every step is idempotent (singleton keys, rows unique per crawl and page), so retried jobs
 * neither scan a page twice nor generate cases twice.
 */
export function enginePipeline({ db, env, queue }: EngineContext) {
  const scanner = lazyScanEngine(db, env);
  const caseGeneration = {
    allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
    artifacts: artifactStoreFor(db, env),
  };
  return {
    crawl: crawlSiteJob.worker({
      async handle(job) {
        const outcome = await runCrawl(db, job, env.VIGIL_ALLOW_PRIVATE_TARGETS, env.CHROMIUM_PATH);
        if (outcome !== 'gone') await crawlFinished({ db, queue }, job, outcome === 'crawled');
      },
      // The case.generate process waiting for this crawl ends too, never stuck at progress 1.
      async onFinalFailure(job, error) {
        await endFailedCrawl(db, job, error);
        const generation = await processFollowing(db, job.siteId, 'case.generate', job.processId);
        if (generation) await failProcess(db, generation, `the crawl failed: ${error}`);
      },
    }),

    scan: scanPageJob.worker({
      async handle({ scanId }) {
        await scanner().run(scanId);
        await scanFinished({ db, queue }, scanId);
      },
      // The scan ends with the error instead of running forever, and the engine goes on.
      async onFinalFailure({ scanId }, error) {
        await failScan(db, scanId, error);
        await scanFinished({ db, queue }, scanId);
      },
    }),

    generateCases: generateCasesJob.worker({
      handle: (job) => runCaseGeneration(db, job, caseGeneration),
      // Failures inside the generation end the process at once; this catches the rest (the
      // database failing before that, a worker dying with the job on its last attempt).
      onFinalFailure: (job, error) => failProcess(db, job.processId, error),
    }),

    // Next: case runs (run finished → evaluate alerts → open or close issues) join here.
  };
}

type FollowUpContext = Pick<EngineContext, 'db' | 'queue'>;

/**
 * 1 → 2: a crawl that stored its pages starts one scan per page for this crawl (the scan id is
 * the job's singleton key). A crawl that could not run, or whose scans are all done already,
 * goes on to case generation at once, which then ends with success or the exception.
 */
export async function crawlFinished(
  { db, queue }: FollowUpContext,
  crawl: { siteId: string; processId: string },
  crawled: boolean,
) {
  // The scans are queued with their rows (startCrawlScans), so a crash here strands none.
  const running = crawled ? await startCrawlScans(db, crawl.siteId, crawl.processId, queue) : [];
  if (running.length === 0) await queueCaseGeneration({ db, queue }, crawl.siteId, crawl.processId);
}

/** 2 → 3: the last scan of a crawl to complete starts case generation. */
export async function scanFinished({ db, queue }: FollowUpContext, scanId: string) {
  const crawl = await crawlScansDone(db, scanId);
  if (crawl) await queueCaseGeneration({ db, queue }, crawl.siteId, crawl.crawlProcessId);
}

/** Case generation for the site's case.generate process following that crawl. */
async function queueCaseGeneration(
  { db, queue }: FollowUpContext,
  siteId: string,
  crawlProcessId: string,
) {
  const processId = await processFollowing(db, siteId, 'case.generate', crawlProcessId);
  if (processId) await generateCasesJob.send(queue, { siteId, processId });
}
