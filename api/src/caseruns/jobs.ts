import type { CaseRunStep } from '@vigil/contract';
import type { ArtifactStore } from '../artifacts/store';
import { ReusableBrowser } from '../browser/reusable-browser';
import type { Db, Queryable } from '../db/connection';
import { raiseIssue, resolveIssues } from '../issues/repository';
import type { PayloadOf } from '../jobs/define-job';
import type { runCaseJob } from '../jobs/kinds';
import { createSsrfGuard } from '../net/guard';
import { artifactRef } from '../scans/repository';
import { secretReader, type SecretReader } from '../secrets/cipher';
import {
  caseTitleOf,
  findCaseRun,
  finishCaseRun,
  saveSteps,
  siteUrlOf,
  type CaseRunRow,
} from './repository';
import { allPassed, runSteps } from '../steps/runner';
import { referencedSecrets } from '../steps/secrets';

export interface CaseRunDeps {
  browser: Pick<ReusableBrowser, 'withPage'>;
  /** VIGIL_ALLOW_PRIVATE_TARGETS: every navigation and sub-request passes the SSRF guard. */
  allowPrivate: string | undefined;
  artifacts: ArtifactStore;
  stepTimeoutMs?: number;
  runTimeoutMs?: number;
  /** The team's secrets by name (default: the database's, under the generated server key). */
  secrets?: SecretReader;
}

/** The worker's case-run browser, launched by its first run, ended by `closeCaseRunBrowsers`. */
const browsers = new Map<string, ReusableBrowser>();
export function caseRunBrowser(
  executablePath: string,
  allowPrivate: string | undefined,
): ReusableBrowser {
  // One browser per executable and allowance: its guarded proxy is bound to the guard.
  const key = `${executablePath}\n${allowPrivate ?? ''}`;
  let browser = browsers.get(key);
  if (!browser) {
    browser = new ReusableBrowser(executablePath, createSsrfGuard(allowPrivate));
    browsers.set(key, browser);
  }
  return browser;
}
export async function closeCaseRunBrowsers() {
  const open = [...browsers.values()];
  browsers.clear();
  await Promise.all(open.map((browser) => browser.close()));
}

/** Issues of a case on a site share this prefix; the failing step completes the fingerprint. */
export const issuePrefix = (run: Pick<CaseRunRow, 'case_id' | 'site_id'>) =>
  `caserun:${run.case_id}:${run.site_id}:`;

/**
 * The site's issue for this outcome: a failure opens (or keeps open) the issue of the case, site
 * and first failing step, and names it; a pass closes every issue of the case on that site.
 */
async function settleIssue(
  tx: Queryable,
  run: CaseRunRow,
  steps: CaseRunStep[],
  error: string | null,
  passed: boolean,
): Promise<string | null> {
  const title = (await caseTitleOf(tx, run.case_id)) ?? 'case';
  if (passed) {
    await resolveIssues(tx, run.account_id, issuePrefix(run), `Closed: case run ${run.id} passed.`);
    return null;
  }
  const failed = steps.find((step) => step.status === 'failed');
  const where = failed ? `step ${failed.index + 1}` : 'the run';
  const why = failed?.error ?? error ?? 'the run failed';
  const issue = await raiseIssue(tx, {
    accountId: run.account_id,
    fingerprint: `${issuePrefix(run)}${failed ? `step-${failed.index}` : 'run'}`,
    title: `Case "${title}" fails at ${where}`,
    details: `The case **${title}** failed at ${where}: ${why}\n\nSee the case run ${run.id}.`,
    trigger: { type: 'caserun', id: run.id },
    affected: { type: 'case', id: run.case_id, str: title },
    labels: ['caserun'],
  });
  return issue.id;
}

/**
 * Ends the run with its outcome: passed when every step passed, with the site's issue settled
 * (settleIssue). A run on another host (`base_url`, a preview deploy) settles none: a broken
 * preview is not the site broken, nor does a good one mean the site is fixed. One transaction,
 * so an issue never points at a run still working.
 */
async function conclude(
  db: Db,
  run: CaseRunRow,
  steps: CaseRunStep[],
  error: string | null,
  durationMs: number | null,
) {
  const passed = error === null && allPassed(steps);
  await db.transaction(async (tx: Queryable) => {
    const onSite = run.base_url === null;
    const issueId = onSite ? await settleIssue(tx, run, steps, error, passed) : null;
    await finishCaseRun(tx, run.id, {
      status: passed ? 'passed' : 'failed',
      steps,
      error,
      issueId,
      durationMs,
    });
  });
}

/**
 * Runs one case run (the caserun.run job). Idempotent: a run that already ended is left as it is;
 * a retry of a run whose worker died starts its steps again in a fresh context, overwriting the
 * partial results and screenshots. Errors outside the steps (the browser cannot start) throw, so
 * the queue retries; the final-failure handler then ends the run (`failCaseRun`).
 */
export async function runCaseRun(db: Db, job: PayloadOf<typeof runCaseJob>, deps: CaseRunDeps) {
  const run = await findCaseRun(db, job.caserunId);
  if (!run || run.status !== 'working') return;
  const siteUrl = await siteUrlOf(db, run.site_id);
  if (siteUrl === null) return; // deleted meanwhile (the run went with it)
  // On a preview host (`vigil ci --base-url`) every navigation goes to the same path there.
  const hostUrl = run.base_url ?? siteUrl;
  const started = Date.now();
  // Only the secrets this run names are decrypted, and only in this worker's memory.
  const readSecrets = deps.secrets ?? secretReader(db, undefined);
  const secrets = await readSecrets(run.account_id, referencedSecrets(run.case_steps));
  const steps = await runSteps(run.case_steps, {
    secrets,
    browser: deps.browser,
    guard: createSsrfGuard(deps.allowPrivate),
    siteUrl: hostUrl,
    continueOnFailure: run.continue_on_failure,
    ...(deps.stepTimeoutMs ? { stepTimeoutMs: deps.stepTimeoutMs } : {}),
    ...(deps.runTimeoutMs ? { runTimeoutMs: deps.runTimeoutMs } : {}),
    onProgress: (progress) => saveSteps(db, run.id, progress),
    screenshot: async (index, png) => {
      const saved = await deps.artifacts.saveOfCaseRun({
        accountId: run.account_id,
        caserunId: run.id,
        name: `step-${index}`,
        contentType: 'image/png',
        data: png,
      });
      return artifactRef(saved.id, saved.content_type);
    },
  });
  await conclude(db, run, steps, null, Date.now() - started);
}

/** The final-failure handler: a run whose job failed for good ends failed, never "working". */
export async function failCaseRun(db: Db, caserunId: string, error: string) {
  const run = await findCaseRun(db, caserunId);
  if (!run || run.status !== 'working') return;
  const steps = run.steps.map((step): CaseRunStep => {
    if (step.status === 'running') return { ...step, status: 'failed', error };
    return step.status === 'pending' ? { ...step, status: 'skipped' } : step;
  });
  await conclude(db, run, steps, error.slice(0, 2000), null);
}
