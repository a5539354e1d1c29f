import { afterCrawl, failCaseGeneration, type JobSender } from '../cases/pipeline';
import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/registry';
import { createSsrfGuard } from '../net/guard';
import { findAccount, limitsOf } from '../teams/repository';
import { crawlSite, CrawlFailedError } from './crawler';
import { createRenderer } from './render';
import * as crawls from './repository';

export const CRAWL = 'site.crawl';
/** Even "unlimited" plans stop here: a crawl is onboarding, not an archive. */
export const MAX_CRAWL_PAGES = 500;

export interface CrawlJob {
  siteId: string;
  processId: string;
}

/** The page budget of a plan's pages_allowed (root included; 0 = unlimited, capped). */
export const crawlLimit = (pagesAllowed: number) =>
  pagesAllowed > 0 ? Math.min(pagesAllowed, MAX_CRAWL_PAGES) : MAX_CRAWL_PAGES;

/**
 * Runs one crawl process. Idempotent: pages are unique per canonical URL, findings are replaced
 * as a whole, so a retry or a restarted worker ends with the same rows. A target that cannot be
 * crawled (refused, unreachable) ends the process with success false; anything else is thrown
 * for pg-boss to retry with backoff, the process still running meanwhile (the last retry's
 * failure ends it, see `endFailedCrawl`).
 */
export async function runCrawl(
  db: Db,
  job: CrawlJob,
  allowPrivate: string | undefined,
  queue?: JobSender,
  /** env.CHROMIUM_PATH, for the pages whose links only scripts write. */
  chromiumPath?: string,
) {
  const rows = await db.query<{ site_url: string; account_id: string }>(
    'SELECT site_url, account_id FROM sites WHERE id = $1',
    [job.siteId],
  );
  const site = rows[0];
  const account = site ? await findAccount(db, site.account_id) : null;
  if (!site || !account) return; // deleted meanwhile: nothing to crawl
  await crawls.restartProcess(db, job.processId);
  const guard = createSsrfGuard(allowPrivate);
  const renderer = createRenderer(guard, chromiumPath);
  try {
    const findings = await crawlSite(
      {
        siteUrl: site.site_url,
        knownPages: await crawls.pageUrlsOf(db, job.siteId),
        limit: crawlLimit(limitsOf(account).pages_allowed),
      },
      {
        guard,
        addPages: (urls) => crawls.insertPages(db, site.account_id, job.siteId, urls),
        progress: (percent) => crawls.setProgress(db, job.processId, percent),
        render: (url) => renderer.render(url),
      },
    );
    await db.transaction(async (tx) => {
      await crawls.replaceFindings(tx, job.siteId, findings);
      await crawls.markCrawlCompleted(tx, job.siteId);
      await crawls.finishProcess(tx, job.processId, null);
    });
  } catch (error) {
    if (!(error instanceof CrawlFailedError)) throw error; // retried by the queue
    await crawls.finishProcess(db, job.processId, error.message);
    await crawls.markCrawlCompleted(db, job.siteId);
    // A crawl that cannot run still ends case generation (with its exception), never stuck.
    if (queue) await afterCrawl(db, queue, job.siteId, job.processId, false);
    return;
  } finally {
    await renderer.close();
  }
  // Every page scanned once for this crawl (idempotent across retries), then case generation.
  if (queue) await afterCrawl(db, queue, job.siteId, job.processId, true);
}

/**
 * The crawl job failed for good (its last retry threw, or its worker died holding it): the crawl
 * process ends with the exception, and so does the case.generate process waiting for it, which
 * would otherwise stay at progress 1 forever.
 */
export async function endFailedCrawl(db: Db, job: CrawlJob, error: string) {
  await crawls.failProcess(db, job.processId, error);
  await crawls.markCrawlCompleted(db, job.siteId);
  await failCaseGeneration(db, job.siteId, job.processId, `the crawl failed: ${error}`);
}

const isCrawlJob = (data: Partial<CrawlJob>): data is CrawlJob =>
  typeof data.siteId === 'string' && typeof data.processId === 'string';

export function crawlJobs(
  db: Db,
  allowPrivate: string | undefined,
  queue?: JobSender,
  chromiumPath?: string,
): JobDefinition[] {
  return [
    {
      name: CRAWL,
      retryLimit: 3,
      handle: async (data: Partial<CrawlJob>) => {
        if (isCrawlJob(data)) await runCrawl(db, data, allowPrivate, queue, chromiumPath);
      },
      onFinalFailure: async (data: Partial<CrawlJob>, error: string) => {
        if (isCrawlJob(data)) await endFailedCrawl(db, data, error);
      },
    } as JobDefinition,
  ];
}
