import type { Db } from '../db/connection';
import type { PayloadOf } from '../jobs/define-job';
import type { crawlSiteJob } from '../jobs/kinds';
import { createSsrfGuard } from '../net/guard';
import * as processes from '../processes/repository';
import { markCrawlCompleted } from '../sites/repository';
import { findAccount, limitsOf } from '../teams/repository';
import { crawlSite, CrawlFailedError, type CrawlSeen } from './crawler';
import { recordCrawlDiff } from './diffs';
import { createRenderer } from './render';
import * as crawls from './repository';

/** Even "unlimited" plans stop here: a crawl is onboarding, not an archive. */
export const MAX_CRAWL_PAGES = 500;

export type CrawlJob = PayloadOf<typeof crawlSiteJob>;

/** How a crawl ended: pages stored, could not run (recorded), or the site is gone. */
export type CrawlOutcome = 'crawled' | 'failed' | 'gone';

/** The page budget of a plan's pages_allowed (root included; 0 = unlimited, capped). */
export const crawlLimit = (pagesAllowed: number) =>
  pagesAllowed > 0 ? Math.min(pagesAllowed, MAX_CRAWL_PAGES) : MAX_CRAWL_PAGES;

/**
 * Runs one crawl process. Idempotent: pages are unique per canonical URL, findings are replaced
 * as a whole, so a retry or a restarted worker ends with the same rows. A target that cannot be
 * crawled (refused, unreachable) ends the process with success false; anything else is thrown
 * for pg-boss to retry with backoff, the process still running meanwhile (the last retry's
 * failure ends it, see `endFailedCrawl`). What follows a crawl is the engine's business.
 */
export async function runCrawl(
  db: Db,
  job: CrawlJob,
  allowPrivate: string | undefined,
  /** env.CHROMIUM_PATH, for the pages whose links only scripts write. */
  chromiumPath?: string,
): Promise<CrawlOutcome> {
  const rows = await db.query<{ site_url: string; account_id: string }>(
    'SELECT site_url, account_id FROM sites WHERE id = $1',
    [job.siteId],
  );
  const site = rows[0];
  const account = site ? await findAccount(db, site.account_id) : null;
  if (!site || !account) return 'gone'; // deleted meanwhile: nothing to crawl
  await processes.restartProcess(db, job.processId);
  const guard = createSsrfGuard(allowPrivate);
  const renderer = createRenderer(guard, chromiumPath);
  let seen: CrawlSeen | undefined;
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
        movePage: (from, to) => crawls.movePage(db, job.siteId, from, to),
        foldPage: (fold) => crawls.foldPage(db, job.siteId, fold),
        progress: (percent) => processes.setProgress(db, job.processId, percent),
        render: (url) => renderer.render(url),
        seen: (what) => (seen = what),
        setDepths: (depths) => crawls.setPageDepths(db, job.siteId, depths),
        setShapes: (shapes) => crawls.setPageShapes(db, job.siteId, shapes),
        setCanonicals: (canonicals) => crawls.setPageCanonicals(db, job.siteId, canonicals),
      },
    );
    await db.transaction(async (tx) => {
      await crawls.replaceFindings(tx, job.siteId, findings);
      if (seen) await recordCrawlDiff(tx, job.siteId, job.processId, seen);
      await markCrawlCompleted(tx, job.siteId);
      await processes.finishProcess(tx, job.processId, null);
    });
    return 'crawled';
  } catch (error) {
    if (!(error instanceof CrawlFailedError)) throw error; // retried by the queue
    await processes.finishProcess(db, job.processId, error.message);
    await markCrawlCompleted(db, job.siteId);
    return 'failed';
  } finally {
    await renderer.close();
  }
}

/**
 * The crawl job failed for good (its last retry threw, or its worker died holding it): the crawl
 * process ends with the exception instead of running forever.
 */
export async function endFailedCrawl(db: Db, job: CrawlJob, error: string) {
  await processes.failProcess(db, job.processId, error);
  await markCrawlCompleted(db, job.siteId);
}
