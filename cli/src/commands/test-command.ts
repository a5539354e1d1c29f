import { href, type Test } from '@vigil/contract';
import { list, type Command, type Context, type Values } from '../command';
import { usageError } from '../io';
import { secondsBetween, type CheckReport, type CheckRow } from '../report/model';
import { finishReport, REPORT_OPTIONS } from '../report/write';
import { findTarget, screen, targetBody, type Target } from '../target';
import { pollUntil, timeoutOf, TIMEOUT_OPTION } from '../wait';
import { changeLines, failureMessage, newIssueLines } from './test-changes';

/** `--fail-on changed|score<N|new-issues`: what fails the command besides a failed test. */
interface FailOn {
  changed: boolean;
  threshold: number | undefined;
  newIssues: boolean;
}

function failOnOf(values: Values): FailOn {
  const failOn: FailOn = { changed: false, threshold: undefined, newIssues: false };
  for (const rule of list(values, 'fail-on')) {
    const score = /^score<(\d+(?:\.\d+)?)$/.exec(rule);
    if (rule === 'changed') failOn.changed = true;
    else if (rule === 'new-issues') failOn.newIssues = true;
    else if (score && Number(score[1]) <= 100) failOn.threshold = Number(score[1]);
    else throw usageError(`--fail-on ${rule}: use changed, score<N (0-100) or new-issues`);
  }
  return failOn;
}

/** A site whose crawl is running has not found its pages yet: a test waits for them. */
async function afterCrawl(context: Context, target: Target, timeoutMs: number) {
  if (target.kind !== 'site' || !target.site.time_crawl_started) return;
  await pollUntil(
    context,
    () => context.call('getSite', { params: { id: target.site.id } }),
    (site) => site.time_crawl_completed !== null,
    () => `waiting for the crawl of ${target.site.site_url}`,
    timeoutMs,
  );
}

const done = (test: Test) => test.status !== 'working';

/**
 * The tests again, with what changed since the last look. A site's tests are read from its list
 * (newest first: ours lead it), 100 a request, so a large site costs a few requests a look, not
 * one per page.
 */
async function refresh(context: Context, tests: Test[]): Promise<Test[]> {
  const pending = new Set(tests.filter((test) => !done(test)).map((test) => test.id));
  const siteId = tests[0]?.site;
  if (pending.size <= 1 || !siteId)
    return Promise.all(
      tests.map((test) =>
        done(test) ? test : context.call('getTest', { params: { id: test.id } }),
      ),
    );
  const fresh = new Map<string, Test>();
  for (let offset = 0; fresh.size < pending.size; offset += 100) {
    const page = await context.call('listTests', {
      query: { site_id: siteId, limit: 100, offset },
    });
    for (const test of page.results) if (pending.has(test.id)) fresh.set(test.id, test);
    if (offset + page.results.length >= page.count) break;
  }
  return tests.map((test) => fresh.get(test.id) ?? test);
}

async function waitForTests(context: Context, started: Test[], timeoutMs: number) {
  let tests = started;
  return pollUntil(
    context,
    async () => (tests = await refresh(context, tests)),
    (all) => all.every(done),
    (all) => `tests: ${all.filter(done).length} of ${all.length} done`,
    timeoutMs,
  );
}

/**
 * Why a finished test fails the command: its own verdict, else the first `--fail-on` rule it
 * breaks (null: it passes). A test that passed on the server can still fail the gate.
 */
function failureOf(test: Test, failOn: FailOn): string | null {
  if (test.status === 'failed') return failureMessage(test, test.threshold);
  const first = changeLines(test)[0];
  if (failOn.changed && test.score !== null && test.score < 100)
    return `changed: score ${test.score.toFixed(1)} under 100${first ? `: ${first}` : ''}`;
  const found = failOn.newIssues ? newIssueLines(test) : [];
  if (found.length > 0) return `new issues: ${found.join('; ')}`;
  return null;
}

function rowOf(context: Context, test: Test, failOn: FailOn, group: string): CheckRow {
  const failure = failureOf(test, failOn);
  return {
    name: test.page_url,
    group,
    outcome: failure === null ? 'passed' : 'failed',
    message: failure ?? test.note ?? '',
    details: changeLines(test),
    link: screen(context, href.test(test.id)),
    seconds: secondsBetween(test.time_created, test.time_completed),
    score: test.score,
  };
}

export const test: Command = {
  name: 'test',
  usage:
    '<site|page> [--wait] [--fail-on changed|score<N|new-issues] [--junit FILE] [--summary FILE] [--timeout S]',
  summary:
    "Tests a page or a site's pages against their baseline; with --wait, exits 1 on a failure.",
  options: {
    wait: { type: 'boolean' },
    'fail-on': { type: 'string', multiple: true },
    ...REPORT_OPTIONS,
    ...TIMEOUT_OPTION,
  },
  async run(context, values, [name]) {
    const failOn = failOnOf(values);
    const timeoutMs = timeoutOf(values);
    const target = await findTarget(context, name);
    if (values.wait) await afterCrawl(context, target, timeoutMs);
    const body = {
      ...targetBody(target),
      ...(failOn.threshold === undefined ? {} : { threshold: failOn.threshold }),
    };
    const started = await context.call('createTest', { body });
    if (started.length === 0)
      throw usageError('the site has no pages to test yet (`vigil pages list`)');
    if (!values.wait)
      return {
        exitCode: 0,
        data: { tests: started },
        text: started.map((t) => `${t.id}  ${t.page_url}`).join('\n'),
      };
    const tests = await waitForTests(context, started, timeoutMs);
    const siteUrl = target.kind === 'site' ? target.site.site_url : target.page.page_url;
    const report: CheckReport = {
      title: `vigil test ${siteUrl}`,
      rows: tests.map((t) => rowOf(context, t, failOn, siteUrl)),
    };
    const newIssues = tests
      .map((t) => ({ page_url: t.page_url, test: t.id, found: newIssueLines(t) }))
      .filter((page) => page.found.length > 0);
    const failed = report.rows.some((row) => row.outcome === 'failed');
    return finishReport(context, values, report, { tests, new_issues: newIssues }, failed);
  },
};
