import { href, type Scan } from '@vigil/contract';
import type { Command, Context } from '../command';
import { secondsBetween, type CheckReport } from '../report/model';
import { finishReport, REPORT_OPTIONS } from '../report/write';
import { findTarget, screen, targetBody } from '../target';
import { mapLimited, pollUntil, timeoutOf, TIMEOUT_OPTION } from '../wait';
import { everyItem } from '../project/state';

async function waitForScans(context: Context, started: Scan[], timeoutMs: number) {
  const done = (scan: Scan) => scan.time_completed !== null;
  let scans = started;
  return pollUntil(
    context,
    async () => {
      scans = await mapLimited(scans, 8, (scan) =>
        done(scan) ? Promise.resolve(scan) : context.call('getScan', { params: { id: scan.id } }),
      );
      return scans;
    },
    (all) => all.every(done),
    (all) => `scans: ${all.filter(done).length} of ${all.length} done`,
    timeoutMs,
  );
}

export const scan: Command = {
  name: 'scan',
  usage: '<site|page> [--wait] [--junit FILE] [--summary FILE] [--timeout S]',
  summary: "Scans a page or a site's pages; with --wait, exits 1 when a page could not be scanned.",
  options: { wait: { type: 'boolean' }, ...REPORT_OPTIONS, ...TIMEOUT_OPTION },
  async run(context, values, [name]) {
    const target = await findTarget(context, name);
    const started = await context.call('createScan', { body: targetBody(target) });
    if (!values.wait)
      return { exitCode: 0, data: { scans: started }, text: started.map((s) => s.id).join('\n') };
    const scans = await waitForScans(context, started, timeoutOf(values));
    const pages =
      target.kind === 'page'
        ? [target.page]
        : await everyItem((offset) =>
            context.call('listPages', { query: { site_id: target.site.id, limit: 100, offset } }),
          );
    const urlOf = new Map(pages.map((page) => [page.id, page.page_url]));
    const group = target.kind === 'site' ? target.site.site_url : target.page.page_url;
    const report: CheckReport = {
      title: `vigil scan ${group}`,
      rows: scans.map((s) => ({
        name: urlOf.get(s.page) ?? s.page,
        group,
        outcome: s.error ? 'failed' : 'passed',
        message: s.error ?? '',
        details: [],
        link: screen(context, href.scan(s.id)),
        seconds: secondsBetween(s.time_created, s.time_completed),
        score: s.score,
      })),
    };
    return finishReport(context, values, report, { scans });
  },
};
