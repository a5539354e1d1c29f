import type { RunType } from '@vigil/contract';
import { alertFollowUp, type FinishedObject } from '../alerts/notify';
import { artifactStoreFor } from '../artifacts/store';
import { caseRunBrowser, failCaseRun, runCaseRun } from '../caseruns/jobs';
import { runCaseGeneration } from '../cases/jobs';
import { followCrawlScans } from '../cases/scan-progress';
import { endFailedCrawl, runCrawl } from '../crawl/jobs';
import { describeCrawl } from '../crawl/repository';
import { RUN_KINDS } from './run-kinds';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { JobSender } from '../jobs/define-job';
import {
  compareMigrationPathJob,
  compareTestJob,
  crawlSiteJob,
  generateCasesJob,
  runCaseJob,
  scanPageJob,
} from '../jobs/kinds';
import { wakeFlowNodes } from '../flows/wake';
import { failTest, queueTestsOfScan, runComparison } from '../page-tests/jobs';
import {
  failPathComparison,
  queueMigrationPathsOfScan,
  runPathComparison,
} from '../site-migrations/jobs';
import { failProcess } from '../processes/repository';
import { processFollowing } from '../processes/service';
import { crawlScansDone, startCrawlScans } from '../scans/crawl-scans';
import { lazyScanEngine } from '../scans/jobs';
import { failScan } from '../scans/repository';
import { secretReader } from '../secrets/cipher';

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
 *   1. crawl the site   → then scan the pages it added (a crawl that cannot run: straight to 3)
 *   2. scan a page      → then the crawl's last scan to finish queues 3
 *   3. generate cases   → (case runs will follow here)
 *   a test's post scan completes → compare it with the pre scan (test.compare) → open or close
 *   the page's test issues
 *   both scans of a site migration's path complete → compare them (migration.compare); the
 *   last path to finish ends the migration
 *   a scan, test, case run, flow run or migration ends (runFinished) → its schedule's alert is evaluated
 *   and notifies when the check changes state (alerts/notify.ts), and the flow nodes waiting
 *   on it look again (flows/wake.ts)
 *
 * Every step is idempotent (singleton keys, rows unique per crawl and page), so retried jobs
 * neither scan a page twice nor generate cases twice.
 */
export function enginePipeline({ db, env, queue }: EngineContext) {
  const scanner = lazyScanEngine(db, env);
  const finished = (type: RunType, id: string | null) =>
    id ? runFinished({ db, env, queue }, { type, id }) : undefined;
  const teamSecrets = secretReader(db, env.VIGIL_SECRET_KEY);
  const caseGeneration = {
    allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
    artifacts: artifactStoreFor(db, env),
    browser: caseRunBrowser(env.CHROMIUM_PATH, env.VIGIL_ALLOW_PRIVATE_TARGETS),
  };
  return {
    crawl: crawlSiteJob.worker({
      async handle(job) {
        const { outcome, note } = await runCrawl(db, job, env.VIGIL_ALLOW_PRIVATE_TARGETS, {
          chromiumPath: env.CHROMIUM_PATH,
          maxPages: env.VIGIL_CRAWL_MAX_PAGES,
        });
        if (outcome !== 'gone')
          await crawlFinished({ db, queue }, job, outcome === 'crawled', note);
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
        await finished('scan', scanId);
      },
      // The scan ends with the error instead of running forever, and the engine goes on.
      async onFinalFailure({ scanId }, error) {
        await failScan(db, scanId, error);
        await scanFinished({ db, queue }, scanId);
        await finished('scan', scanId);
      },
    }),

    generateCases: generateCasesJob.worker({
      handle: (job) => runCaseGeneration(db, job, caseGeneration),
      // Failures inside the generation end the process at once; this catches the rest (the
      // database failing before that, a worker dying with the job on its last attempt).
      onFinalFailure: (job, error) => failProcess(db, job.processId, error),
    }),

    // A case run replays its steps, then opens or closes its issue (caseruns/jobs.ts).
    runCase: runCaseJob.worker({
      async handle(job) {
        await runCaseRun(db, job, {
          browser: caseGeneration.browser,
          allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
          artifacts: caseGeneration.artifacts,
          secrets: teamSecrets,
        });
        await finished('caserun', job.caserunId);
      },
      // A worker that died with the run, or a browser that never started: failed, not working.
      async onFinalFailure(job, error) {
        await failCaseRun(db, job.caserunId, error);
        await finished('caserun', job.caserunId);
      },
    }),

    compareTest: compareTestJob.worker({
      async handle({ testId }) {
        await runComparison(db, artifactStoreFor(db, env), testId);
        await finished('test', testId);
      },
      // Never left working: the test fails with the reason.
      async onFinalFailure({ testId }, error) {
        await failTest(db, testId, error);
        await finished('test', testId);
      },
    }),

    // The last path to end ends its migration: that run has finished.
    compareMigrationPath: compareMigrationPathJob.worker({
      async handle({ pathId }) {
        await finished('migration', await runPathComparison(db, artifactStoreFor(db, env), pathId));
      },
      // Never left working: the path fails with the reason (and the migration ends with it).
      async onFinalFailure({ pathId }, error) {
        await finished('migration', await failPathComparison(db, pathId, error));
      },
    }),
  };
}

/**
 * A scan, test, case run or flow run has ended (well or not): its schedule's alert is
 * evaluated, and the flow nodes waiting on it look again now.
 */
export async function runFinished({ db, env, queue }: EngineContext, run: FinishedObject) {
  await alertFollowUp({ db, queue, appUrl: env.APP_URL, kinds: RUN_KINDS }, run);
  await wakeFlowNodes(db, queue, run);
}

type FollowUpContext = Pick<EngineContext, 'db' | 'queue'>;

/**
 * 1 → 2: a crawl that stored its pages starts one scan per page for this crawl (the scan id is
 * the job's singleton key) and says what it did (with `note`, what its page limit left out).
 * A crawl that could not run, or whose scans are all done already, goes on to case generation
 * at once, which then ends with success or the exception.
 */
export async function crawlFinished(
  { db, queue }: FollowUpContext,
  crawl: { siteId: string; processId: string },
  crawled: boolean,
  note: string | null = null,
) {
  // The scans are queued with their rows (startCrawlScans), so a crash here strands none.
  const running = crawled ? await startCrawlScans(db, crawl.siteId, crawl.processId, queue) : [];
  if (crawled) await describeCrawl(db, crawl.siteId, crawl.processId, note);
  if (running.length === 0) await queueCaseGeneration({ db, queue }, crawl.siteId, crawl.processId);
}

/** 2 → 3: the last scan of a crawl to complete starts case generation; a test's post scan, its
 * comparison; a migration path's second scan, the path's comparison. */
export async function scanFinished({ db, queue }: FollowUpContext, scanId: string) {
  await followCrawlScans(db, scanId);
  await queueTestsOfScan(db, queue, scanId);
  await queueMigrationPathsOfScan(db, queue, scanId);
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
