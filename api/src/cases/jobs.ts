import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import type { PayloadOf } from '../jobs/define-job';
import type { generateCasesJob } from '../jobs/kinds';
import { createSsrfGuard } from '../net/guard';
import { safeFetch } from '../net/safe-fetch';
import { finishProcess, restartProcess, setProgress } from '../processes/repository';
import { generateCases, type PageSource } from './generator';
import { upsertGeneratedCases } from './repository';

/** Pages read per generation: the root and the shortest URLs (menus, landing pages) first. */
export const GENERATION_PAGES = 10;

export interface CaseGenerationOptions {
  /** VIGIL_ALLOW_PRIVATE_TARGETS, for the pages fetched over HTTP. */
  allowPrivate: string | undefined;
  /** Where scans stored the page sources (disk or S3, as configured). */
  artifacts: ArtifactStore;
}

/**
 * The HTML of the site's pages: the source its latest completed scan stored, else a fresh GET
 * through the SSRF guard. Throws when no page could be read at all.
 */
async function readPages(
  db: Db,
  accountId: string,
  siteId: string,
  options: CaseGenerationOptions,
) {
  const pages = await db.query<{ page_url: string; html_artifact_id: string | null }>(
    `SELECT p.page_url, (
       SELECT s.html_artifact_id FROM scans s
       WHERE s.page_id = p.id AND s.time_completed IS NOT NULL AND s.html_artifact_id IS NOT NULL
       ORDER BY s.time_completed DESC LIMIT 1
     ) AS html_artifact_id
     FROM pages p WHERE p.site_id = $1
     ORDER BY length(p.page_url), p.page_url COLLATE "C" LIMIT $2`,
    [siteId, GENERATION_PAGES],
  );
  const guard = createSsrfGuard(options.allowPrivate);
  const sources: PageSource[] = [];
  let firstError: string | null = null;
  for (const page of pages) {
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
 * Runs one case.generate process: progress 1 → 25 (pages read) → 50 (cases built) → 100 (stored,
 * success true). Any failure ends the process with success false, the exception and
 * time_completed (never stuck); it is not retried, as a retry would meet the same pages. The
 * cases are unique per site and kind, so running it again updates them, never duplicates them.
 */
export async function runCaseGeneration(
  db: Db,
  job: PayloadOf<typeof generateCasesJob>,
  options: CaseGenerationOptions,
) {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM sites WHERE id = $1',
    [job.siteId],
  );
  const site = rows[0];
  if (!site) return; // deleted meanwhile
  await restartProcess(db, job.processId);
  try {
    const pages = await readPages(db, site.account_id, job.siteId, options);
    await setProgress(db, job.processId, 25);
    const cases = generateCases(pages);
    await setProgress(db, job.processId, 50);
    await db.transaction(async (tx) => {
      await upsertGeneratedCases(tx, site.account_id, job.siteId, cases);
      await finishProcess(tx, job.processId, null);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishProcess(db, job.processId, message.slice(0, 2000));
  }
}
