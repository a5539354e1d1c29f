import { href, type SiteMigration } from '@vigil/contract';
import { text, type Command } from '../command';
import { usageError } from '../io';
import { secondsBetween, type CheckReport } from '../report/model';
import { finishReport, REPORT_OPTIONS } from '../report/write';
import { findSite, screen } from '../target';
import { pollUntil, timeoutOf, TIMEOUT_OPTION } from '../wait';
import { CASES_OPTION, caseChoiceOf, caseRows, startCaseRuns, waitForCaseRuns } from './ci-cases';
import { changeLines, failureMessage } from './test-changes';

function report(migration: SiteMigration, link: string): CheckReport {
  return {
    title: `vigil ci ${migration.base_url} against ${migration.site_url}`,
    rows: migration.paths.map((path) => ({
      name: path.target_url,
      group: migration.base_url,
      outcome: path.status === 'failed' ? 'failed' : 'passed',
      message: path.status === 'failed' ? failureMessage(path, migration.threshold) : '',
      details: changeLines(path),
      link,
      seconds: secondsBetween(migration.time_created, path.time_completed),
      score: path.score,
    })),
  };
}

/**
 * The CI gate (issue 45 §2): the site's pages on another host (a preview deploy) compared path
 * by path with the site itself, through the site migration the site screen runs; and the site's
 * cases run on that host (each navigation to the same path there), failing where a step fails.
 */
export const ci: Command = {
  name: 'ci',
  usage:
    '--site <site> --base-url <preview origin> [--threshold N] [--cases recorded|all|none] [--junit FILE] [--summary FILE] [--timeout S]',
  summary:
    "Compares a preview host with the site's pages and runs the site's cases there; exits 1 where a page differs or a case fails.",
  options: {
    site: { type: 'string' },
    'base-url': { type: 'string' },
    threshold: { type: 'string' },
    ...CASES_OPTION,
    ...REPORT_OPTIONS,
    ...TIMEOUT_OPTION,
  },
  async run(context, values) {
    const baseUrl = text(values, 'base-url');
    if (!baseUrl)
      throw usageError('give the host to check: --base-url https://preview.example.com');
    const threshold = text(values, 'threshold');
    if (threshold !== undefined && !(Number(threshold) >= 0 && Number(threshold) <= 100))
      throw usageError('--threshold is a score from 0 to 100');
    const cases = caseChoiceOf(values);
    const site = await findSite(context, text(values, 'site'));
    const started = await context.call('createSiteMigration', {
      params: { id: site.id },
      body: {
        base_url: baseUrl,
        ...(threshold === undefined ? {} : { threshold: Number(threshold) }),
      },
    });
    const caseRuns = await startCaseRuns(context, site, baseUrl, cases);
    const migration = await pollUntil(
      context,
      () => context.call('getSiteMigration', { params: { id: started.id } }),
      (m) => m.status !== 'working',
      (m) => `paths: ${m.paths_done} of ${m.paths_total} compared`,
      timeoutOf(values),
    );
    const ended = await waitForCaseRuns(context, caseRuns, timeoutOf(values));
    const gate = report(migration, screen(context, href.siteMigration(site.id)));
    gate.rows.push(...caseRows(context, ended, baseUrl));
    const caseFailed = ended.some(({ run }) => run.status !== 'passed');
    return finishReport(
      context,
      values,
      gate,
      { migration, caseruns: ended.map(({ run }) => run) },
      migration.status === 'failed' || caseFailed,
    );
  },
};
