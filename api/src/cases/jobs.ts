import type { ArtifactStore } from '../artifacts/store';
import type { ReusableBrowser } from '../browser/reusable-browser';
import { runAndRepair } from '../steps/runner';
import type { Db } from '../db/connection';
import type { PayloadOf } from '../jobs/define-job';
import type { generateCasesJob } from '../jobs/kinds';
import { createSsrfGuard } from '../net/guard';
import { safeFetch } from '../net/safe-fetch';
import { finishProcess, restartProcess, setProgress } from '../processes/repository';
import type { PageSource } from './generator';
import { siteById } from '../sites/repository';
import { pagesWithSource, upsertGeneratedCases } from './repository';
import { generatePassingCases } from './verify';

/** Pages read per generation: the root and the shortest URLs (menus, landing pages) first. */
export const GENERATION_PAGES = 10;

export interface CaseGenerationOptions {
  /** VIGIL_ALLOW_PRIVATE_TARGETS, for the pages fetched over HTTP. */
  allowPrivate: string | undefined;
  /** Where scans stored the page sources (disk or S3, as configured). */
  artifacts: ArtifactStore;
  /** Every case is run once in this browser before it is kept (issue 11 defect 2). */
  browser: Pick<ReusableBrowser, 'withPage'>;
}

/**
 * The case.generate process's progress: 1 → 50 while the crawl's scans run (pipeline.ts),
 * 50 → 60 as pages are read, 60 → 99 as each kind of case is built and run, 100 when stored.
 */
export const PROGRESS = { scans: [1, 50], pages: [50, 60], cases: [60, 99] } as const;
export const progressWithin = (range: readonly [number, number], done: number, total: number) =>
  Math.floor(range[0] + ((range[1] - range[0]) * done) / Math.max(total, 1));

/**
 * The HTML of the site's pages: the source its latest completed scan stored, else a fresh GET
 * through the SSRF guard. Throws when no page could be read at all.
 */
async function readPages(
  db: Db,
  accountId: string,
  siteId: string,
  options: CaseGenerationOptions,
  pageRead: (done: number, total: number) => Promise<void>,
) {
  const pages = await pagesWithSource(db, siteId, GENERATION_PAGES);
  const guard = createSsrfGuard(options.allowPrivate);
  const sources: PageSource[] = [];
  let firstError: string | null = null;
  for (const [done, page] of pages.entries()) {
    if (done > 0) await pageRead(done, pages.length);
    const stored = page.html_artifact_id
      ? await options.artifacts.read(accountId, page.html_artifact_id).catch(() => null)
      : null;
    if (stored) {
      sources.push({ url: page.page_url, html: stored.data.toString('utf8') });
      continue;
    }
    try {
      const { response } = await safeFetch(guard, page.page_url);
      const type = String(response.headers['content-type'] ?? '');
      if (response.status >= 400) throw new Error(`${page.page_url} answered ${response.status}`);
      if (type && !/html/i.test(type)) continue;
      sources.push({ url: page.page_url, html: response.body.toString('utf8') });
    } catch (error) {
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  }
  if (sources.length === 0) {
    throw new Error(`no page of the site could be read${firstError ? `: ${firstError}` : ''}`);
  }
  return sources;
}

/**
 * Runs one case.generate process: pages read, each kind of case built and run on the site (kept
 * only when it passes), then stored, success true; progress rises with each page and case. Any failure ends the process with success false, the exception and
 * time_completed (never stuck); it is not retried, as a retry would meet the same pages. The
 * cases are unique per site and kind, so running it again updates them, never duplicates them.
 */
export async function runCaseGeneration(
  db: Db,
  job: PayloadOf<typeof generateCasesJob>,
  options: CaseGenerationOptions,
) {
  const site = await siteById(db, job.siteId);
  if (!site) return; // deleted meanwhile
  await restartProcess(db, job.processId);
  try {
    const step = (range: readonly [number, number]) => (done: number, total: number) =>
      setProgress(db, job.processId, progressWithin(range, done, total));
    const pages = await readPages(db, site.account_id, job.siteId, options, step(PROGRESS.pages));
    await step(PROGRESS.pages)(1, 1);
    const guard = createSsrfGuard(options.allowPrivate);
    const cases = await generatePassingCases(
      pages,
      (steps) => runAndRepair(steps, { browser: options.browser, guard, siteUrl: site.site_url }),
      step(PROGRESS.cases),
    );
    await db.transaction(async (tx) => {
      await upsertGeneratedCases(tx, site.account_id, job.siteId, cases);
      await finishProcess(tx, job.processId, null);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishProcess(db, job.processId, message.slice(0, 2000));
  }
}
