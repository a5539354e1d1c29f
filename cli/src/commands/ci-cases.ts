import { href, type Case, type CaseRun, type Site } from '@vigil/contract';
import { text, type Context, type Values } from '../command';
import { usageError } from '../io';
import type { CheckRow } from '../report/model';
import { everyItem } from '../project/state';
import { screen } from '../target';
import { mapLimited, pollUntil } from '../wait';
import { caseRunMessage } from './runs';

/**
 * Which of the site's cases `vigil ci` runs on the preview: the recorded ones by default (the
 * team's own, imported or recorded), every case with `all` (Vigil's generated ones too), or none.
 */
const CHOICES = ['recorded', 'all', 'none'] as const;
type CaseChoice = (typeof CHOICES)[number];
export const CASES_OPTION = { cases: { type: 'string' } } as const;

export function caseChoiceOf(values: Values): CaseChoice {
  const given = text(values, 'cases') ?? 'recorded';
  if (!(CHOICES as readonly string[]).includes(given))
    throw usageError(`--cases is one of ${CHOICES.join(', ')}`);
  return given as CaseChoice;
}

export interface PreviewCaseRun {
  testCase: Case;
  run: CaseRun;
}

/** Starts a run of each chosen case of the site on `baseUrl` (the API maps each navigation). */
export async function startCaseRuns(
  context: Context,
  site: Site,
  baseUrl: string,
  choice: CaseChoice,
): Promise<PreviewCaseRun[]> {
  if (choice === 'none') return [];
  const type = choice === 'recorded' ? { type: 'recorded' as const } : {};
  const cases = await everyItem((offset) =>
    context.call('listCases', { query: { site_id: site.id, ...type, limit: 100, offset } }),
  );
  return mapLimited(cases, 4, async (testCase) => ({
    testCase,
    run: await context.call('createCaseRun', {
      body: { case_id: testCase.id, site_id: site.id, base_url: baseUrl },
    }),
  }));
}

/** The runs once none is working any more. */
export async function waitForCaseRuns(
  context: Context,
  started: PreviewCaseRun[],
  timeoutMs: number,
): Promise<PreviewCaseRun[]> {
  if (started.length === 0) return [];
  const read = () =>
    mapLimited(started, 4, async ({ testCase, run }) => ({
      testCase,
      run: await context.call('getCaseRun', { params: { id: run.id } }),
    }));
  const done = (runs: PreviewCaseRun[]) => runs.every(({ run }) => run.status !== 'working');
  const progress = (runs: PreviewCaseRun[]) =>
    `case runs: ${runs.filter(({ run }) => run.status !== 'working').length} of ${runs.length} done`;
  return pollUntil(context, read, done, progress, timeoutMs);
}

/** One JUnit testcase per case run, grouped under the preview host; a failure names its step. */
export function caseRows(context: Context, ended: PreviewCaseRun[], baseUrl: string): CheckRow[] {
  return ended.map(({ testCase, run }) => ({
    name: testCase.title,
    group: `${baseUrl} cases`,
    outcome: run.status === 'passed' ? 'passed' : 'failed',
    message: run.status === 'passed' ? '' : caseRunMessage(run),
    details: run.steps.filter((s) => s.error).map((s) => `step ${s.index + 1}: ${s.error}`),
    link: screen(context, href.caseRun(run.id)),
    seconds: run.duration_ms === null ? null : run.duration_ms / 1000,
  }));
}
