import type { Db } from '../db/connection';
import type { PayloadOf } from '../jobs/define-job';
import type { crawlSiteJob } from '../jobs/kinds';
import { createSsrfGuard } from '../net/guard';
import * as processes from '../processes/repository';
import { insertPages, markCrawlCompleted, siteById } from '../sites/repository';
import { findAccount, limitsOf } from '../teams/repository';
import { CRAWL_MAX_PAGES } from '../env';
import type { SsrfGuard } from '../net/guard';
import { crawlSite, CrawlFailedError, type CrawlHooks, type CrawlSeen } from './crawler';
import { recordCrawlDiff } from './diffs';
import { limitNote, pageLimit, type PageLimit } from '../sites/page-limit';
import { createRenderer, type Renderer } from './render';
import * as crawls from './repository';

export type CrawlJob = PayloadOf<typeof crawlSiteJob>;

/**
 * How a crawl ended: pages stored, could not run (recorded), or the site is gone; a crawl its
 * page limit stopped says so in `note` (limitNote), also the crawl process's detail.
 */
export interface CrawlResult {
  outcome: 'crawled' | 'failed' | 'gone';
  note: string | null;
}

export interface CrawlOptions {
  /** env.CHROMIUM_PATH, for the pages whose links only scripts write. */
  chromiumPath?: string;
  /** env.VIGIL_CRAWL_MAX_PAGES: the pages a site keeps on a plan without a limit. */
  maxPages?: number;
}

/**
 * Runs one crawl process. Idempotent: pages are unique per canonical URL, findings are replaced
 * as a whole, so a retry or a restarted worker ends with the same rows. A target that cannot be
 * crawled (refused, unreachable) ends the process with success false; anything else is thrown
 * for pg-boss to retry with backoff, the process still running meanwhile (the last retry's
 * failure ends it, see `endFailedCrawl`). The crawl keeps the plan's `pages_allowed` (within the
 * safety ceiling); when that leaves pages out, the process's detail says how many. What follows
 * a crawl is the engine's business.
 */
export async function runCrawl(
  db: Db,
  job: CrawlJob,
  allowPrivate: string | undefined,
  options: CrawlOptions = {},
): Promise<CrawlResult> {
  const site = await siteById(db, job.siteId);
  const account = site ? await findAccount(db, site.account_id) : null;
  if (!site || !account) return { outcome: 'gone', note: null }; // deleted meanwhile
  await processes.restartProcess(db, job.processId);
  const guard = createSsrfGuard(allowPrivate);
  const renderer = createRenderer(guard, options.chromiumPath);
  const limit = pageLimit(limitsOf(account).pages_allowed, options.maxPages ?? CRAWL_MAX_PAGES);
  const told: Told = { note: null };
  try {
    const findings = await crawlSite(
      {
        siteUrl: site.site_url,
        knownPages: await crawls.pageUrlsOf(db, job.siteId),
        limit: limit.pages,
      },
      crawlHooks(db, { ...job, accountId: site.account_id }, guard, renderer, limit, told),
    );
    await db.transaction(async (tx) => {
      await crawls.replaceFindings(tx, job.siteId, findings);
      if (told.seen) await recordCrawlDiff(tx, job.siteId, job.processId, told.seen);
      await markCrawlCompleted(tx, job.siteId);
      await processes.finishProcess(tx, job.processId, null);
      await processes.setDetail(tx, job.processId, told.note);
    });
    return { outcome: 'crawled', note: told.note };
  } catch (error) {
    if (!(error instanceof CrawlFailedError)) throw error; // retried by the queue
    await processes.finishProcess(db, job.processId, error.message);
    await markCrawlCompleted(db, job.siteId);
    return { outcome: 'failed', note: null };
  } finally {
    await renderer.close();
  }
}

/** What the crawl tells its job once every page is read. */
interface Told {
  seen?: CrawlSeen;
  note: string | null;
}

/** The crawl's stores (pages, progress, depths…) for one job, and what it tells into `told`. */
function crawlHooks(
  db: Db,
  job: CrawlJob & { accountId: string },
  guard: SsrfGuard,
  renderer: Renderer,
  limit: PageLimit,
  told: Told,
): CrawlHooks {
  return {
    guard,
    addPages: (urls) => insertPages(db, job.accountId, job.siteId, urls),
    movePage: (from, to) => crawls.movePage(db, job.siteId, from, to),
    foldPage: (fold) => crawls.foldPage(db, job.siteId, fold),
    progress: (percent) => processes.setProgress(db, job.processId, percent),
    render: (url) => renderer.render(url),
    seen: (what) => (told.seen = what),
    stopped: ({ kept, leftOut }) => (told.note = limitNote(limit, kept, leftOut.length)),
    setDepths: (depths) => crawls.setPageDepths(db, job.siteId, depths),
    setShapes: (shapes) => crawls.setPageShapes(db, job.siteId, shapes),
    setCanonicals: (canonicals) => crawls.setPageCanonicals(db, job.siteId, canonicals),
  };
}

/**
 * The crawl job failed for good (its last retry threw, or its worker died holding it): the crawl
 * process ends with the exception instead of running forever.
 */
export async function endFailedCrawl(db: Db, job: CrawlJob, error: string) {
  await processes.failProcess(db, job.processId, error);
  await markCrawlCompleted(db, job.siteId);
}
