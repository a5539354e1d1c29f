import {
  href,
  type CaseRun,
  type Issue,
  type Page,
  type Scan,
  type Site,
  type Test,
} from '@vigil/contract';
import type { Context } from '../command';
import { screen } from '../target';

// What the MCP tools answer: the few fields an assistant reasons with, each with a link to the
// screen a person opens to see more, so a whole scan (HTML, logs, audits) never fills a context.

const rounded = (value: number | null | undefined) => (value == null ? null : Math.round(value));

/** A site's or a page's latest score and test: what an assistant ranks them by. */
const scoredBrief = (id: string, url: string, info: Site['info'], link: string) => ({
  id,
  url,
  score: rounded(info.latest_scan?.score),
  latest_test: info.latest_test?.status ?? null,
  link,
});

export const siteBrief = (context: Context, site: Site) =>
  scoredBrief(site.id, site.site_url, site.info, screen(context, href.site(site.id)));

export const pageBrief = (context: Context, page: Page) =>
  scoredBrief(page.id, page.page_url, page.info, screen(context, href.page(page.id)));

export const issueBrief = (context: Context, issue: Issue) => ({
  id: issue.id,
  title: issue.title,
  status: issue.status,
  affects: issue.affected?.str ?? null,
  created: issue.time_created,
  link: screen(context, href.issue(issue.id)),
});

export const testBrief = (context: Context, test: Test) => ({
  id: test.id,
  page_url: test.page_url,
  status: test.status,
  score: rounded(test.score),
  threshold: test.threshold,
  failing: test.failing_components,
  error: test.error,
  link: screen(context, href.test(test.id)),
  scans: [test.pre_scan, test.post_scan],
});

/** A case run's verdict and its first failed step; the run screen shows every step. */
export const caseRunBrief = (context: Context, run: CaseRun) => {
  const failed = run.steps.find((step) => step.status === 'failed');
  return {
    id: run.id,
    case: run.case,
    status: run.status,
    steps: run.steps.length,
    passed: run.steps.filter((step) => step.status === 'passed').length,
    failed_step: failed ? { number: failed.index + 1, error: failed.error } : null,
    error: run.error,
    link: screen(context, href.caseRun(run.id)),
  };
};

/** A scan's scores and findings counted, not listed: the scan screen lists them. */
export const scanBrief = (context: Context, scan: Scan) => ({
  id: scan.id,
  page: scan.page,
  completed: scan.time_completed,
  score: rounded(scan.score),
  http_status: scan.http_status,
  error: scan.error,
  lighthouse:
    scan.lighthouse?.status === 'done' ? scan.lighthouse.scores : (scan.lighthouse?.status ?? null),
  accessibility: scan.a11y
    ? {
        violations: scan.a11y.totals?.violations ?? scan.a11y.violations.length,
        top: scan.a11y.violations.slice(0, 5).map((v) => `${v.id} (${v.impact ?? 'unknown'})`),
      }
    : null,
  security: scan.security?.scores ?? null,
  timings: scan.timings,
  console_errors: scan.logs.filter((entry) => entry.level === 'error').length,
  link: screen(context, href.scan(scan.id)),
  report: screen(context, href.pageReport(scan.page)),
});

/** A list's page: how many in all, and the offset of the next page when there is one. */
export const pageOf = <T>(count: number, offset: number, items: T[]) => ({
  count,
  offset,
  next_offset: offset + items.length < count ? offset + items.length : null,
  items,
});

/** One page of an API list, each item briefed. */
export const briefPage = <T, R>(
  list: { count: number; results: T[] },
  offset: number,
  brief: (item: T) => R,
) => pageOf(list.count, offset, list.results.map(brief));
