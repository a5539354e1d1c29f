import { href, type SiteMigration } from '@vigil/contract';
import { text, type Command } from '../command';
import { usageError } from '../io';
import { secondsBetween, type CheckReport } from '../report/model';
import { finishReport, REPORT_OPTIONS } from '../report/write';
import { findSite, screen } from '../target';
import { pollUntil, timeoutOf, TIMEOUT_OPTION } from '../wait';
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
 * by path with the site itself, through the site migration the site screen runs.
 */
export const ci: Command = {
  name: 'ci',
  usage:
    '--site <site> --base-url <preview origin> [--threshold N] [--junit FILE] [--summary FILE] [--timeout S]',
  summary: "Compares a preview host with the site's pages, waits, and exits 1 where they differ.",
  options: {
    site: { type: 'string' },
    'base-url': { type: 'string' },
    threshold: { type: 'string' },
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
    const site = await findSite(context, text(values, 'site'));
    const started = await context.call('createSiteMigration', {
      params: { id: site.id },
      body: {
        base_url: baseUrl,
        ...(threshold === undefined ? {} : { threshold: Number(threshold) }),
      },
    });
    const migration = await pollUntil(
      context,
      () => context.call('getSiteMigration', { params: { id: started.id } }),
      (m) => m.status !== 'working',
      (m) => `paths: ${m.paths_done} of ${m.paths_total} compared`,
      timeoutOf(values),
    );
    const link = screen(context, href.siteMigration(site.id));
    return finishReport(
      context,
      values,
      report(migration, link),
      { migration },
      migration.status === 'failed',
    );
  },
};
