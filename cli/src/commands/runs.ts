import { href, type Case, type CaseRun, type FlowRun, type Site } from '@vigil/contract';
import { passed, text, type Command, type Context, type Outcome, type Values } from '../command';
import { usageError } from '../io';
import { secondsBetween, type CheckReport } from '../report/model';
import { finishReport, REPORT_OPTIONS } from '../report/write';
import { findSite, screen } from '../target';
import { pollUntil, timeoutOf, TIMEOUT_OPTION } from '../wait';

const RUN_OPTIONS = {
  site: { type: 'string' },
  wait: { type: 'boolean' },
  ...REPORT_OPTIONS,
  ...TIMEOUT_OPTION,
} as const;

/** Which step failed, as the case run screen names it. */
export function caseRunMessage(run: CaseRun): string {
  if (run.error) return run.error;
  const step = run.steps.find((s) => s.status === 'failed');
  if (!step) return 'failed';
  const action = run.case_steps[step.index]?.action;
  // A navigate names its URL, other actions their element.
  const on = action?.selector ?? action?.value;
  const what = action ? `${action.type}${on ? ` ${on}` : ''}` : '';
  return `step ${step.index + 1}${what ? ` (${what})` : ''} failed: ${step.error ?? 'no reason given'}`;
}

/** A run just started: with --wait, its report once it ended; without, its id and screen. */
async function followRun<Run extends { id: string; status: string }>(
  context: Context,
  values: Values,
  started: Run,
  run: {
    link: (id: string) => string;
    read: (id: string) => Promise<Run>;
    progress: (run: Run) => string;
    report: (run: Run) => Outcome;
  },
): Promise<Outcome> {
  const link = screen(context, run.link(started.id));
  if (!values.wait) return passed(started, `${started.id}\n${link}`);
  const done = (r: Run) => r.status !== 'working';
  const read = () => run.read(started.id);
  return run.report(await pollUntil(context, read, done, run.progress, timeoutOf(values)));
}

async function siteOf(context: Context, name: string | undefined) {
  if (!name) throw usageError('name the site to run on: --site <site>');
  return findSite(context, name);
}

function caseReport(context: Context, testCase: Case, site: Site, run: CaseRun): CheckReport {
  return {
    title: `vigil caserun ${testCase.title}`,
    rows: [
      {
        name: testCase.title,
        group: site.site_url,
        outcome: run.status === 'passed' ? 'passed' : 'failed',
        message: run.status === 'passed' ? '' : caseRunMessage(run),
        details: run.steps.filter((s) => s.error).map((s) => `step ${s.index + 1}: ${s.error}`),
        link: screen(context, href.caseRun(run.id)),
        seconds: run.duration_ms === null ? null : run.duration_ms / 1000,
      },
    ],
  };
}

export const caserun: Command = {
  name: 'caserun',
  usage: '<case> --site <site> [--wait] [--junit FILE] [--summary FILE] [--timeout S]',
  summary: 'Runs a case on a site; with --wait, exits 1 when a step failed.',
  options: RUN_OPTIONS,
  async run(context, values, [caseId]) {
    if (!caseId) throw usageError('name the case: its id (`vigil case list`)');
    const site = await siteOf(context, text(values, 'site'));
    const testCase = await context.call('getCase', { params: { id: caseId } });
    const run = await context.call('createCaseRun', {
      body: { case_id: testCase.id, site_id: site.id },
    });
    return followRun(context, values, run, {
      link: href.caseRun,
      read: (id) => context.call('getCaseRun', { params: { id } }),
      progress: (r) =>
        `case run: ${r.steps.filter((s) => s.status !== 'pending' && s.status !== 'running').length} of ${r.steps.length} steps`,
      report: (ended) =>
        finishReport(context, values, caseReport(context, testCase, site, ended), { run: ended }),
    });
  },
};

function flowReport(context: Context, run: FlowRun): CheckReport {
  const names = new Map(run.nodes.map((node) => [node.id, `${node.data.task_type} ${node.id}`]));
  return {
    title: `vigil flowrun ${run.title}`,
    rows: run.states.map((state) => ({
      name: names.get(state.node_id) ?? state.node_id,
      group: run.title,
      outcome: state.status === 'failed' ? 'failed' : 'passed',
      message:
        state.status === 'failed'
          ? (state.error ?? 'failed')
          : state.status === 'skipped'
            ? 'skipped'
            : '',
      details: [],
      link: screen(context, href.flowRun(run.id)),
      seconds: state.time_started ? secondsBetween(state.time_started, state.time_completed) : null,
    })),
  };
}

export const flowrun: Command = {
  name: 'flowrun',
  usage: '<flow> --site <site> [--wait] [--junit FILE] [--summary FILE] [--timeout S]',
  summary: 'Runs a flow on a site; with --wait, exits 1 when the run failed.',
  options: RUN_OPTIONS,
  async run(context, values, [flowId]) {
    if (!flowId) throw usageError('name the flow: its id (the Flows screen)');
    const site = await siteOf(context, text(values, 'site'));
    const run = await context.call('createFlowRun', {
      body: { flow_id: flowId, site_id: site.id },
    });
    return followRun(context, values, run, {
      link: href.flowRun,
      read: (id) => context.call('getFlowRun', { params: { id } }),
      progress: (r) =>
        `flow run: ${r.states.filter((s) => s.time_completed).length} of ${r.states.length} nodes`,
      report: (ended) =>
        finishReport(
          context,
          values,
          flowReport(context, ended),
          { run: ended },
          ended.status !== 'passed',
        ),
    });
  },
};
