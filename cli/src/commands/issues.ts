import { href } from '@vigil/contract';
import { PAGE_OPTIONS, text, type Command } from '../command';
import { listed, pageQuery } from '../format';
import { usageError } from '../io';
import { findSite, screen } from '../target';

export const issuesList: Command = {
  name: 'issues list',
  usage: '[--status open|closed] [--site SITE] [--search TEXT] [--limit N] [--offset N]',
  summary: "The team's issues, newest first.",
  options: {
    status: { type: 'string' },
    site: { type: 'string' },
    search: { type: 'string' },
    ...PAGE_OPTIONS,
  },
  async run(context, values) {
    const status = text(values, 'status');
    if (status !== undefined && status !== 'open' && status !== 'closed')
      throw usageError('--status is open or closed');
    const siteName = text(values, 'site');
    const site = siteName ? await findSite(context, siteName) : null;
    const query = pageQuery(values);
    const issues = await context.call('listIssues', {
      query: { ...query, status, search: text(values, 'search'), site_id: site?.id },
    });
    const rows = issues.results.map((issue) => [
      issue.status,
      issue.title,
      screen(context, href.issue(issue.id)),
    ]);
    const empty = status === 'open' ? 'No open issues.' : 'No issues.';
    return listed(issues, query.offset, ['STATUS', 'TITLE', 'LINK'], rows, empty);
  },
};

export const schedulesList: Command = {
  name: 'schedules list',
  usage: '[--limit N] [--offset N]',
  summary: "The team's schedules with their next run.",
  options: PAGE_OPTIONS,
  async run(context, values) {
    const query = pageQuery(values);
    const schedules = await context.call('listSchedules', { query });
    const rows = schedules.results.map((schedule) => [
      schedule.id,
      schedule.task_type,
      schedule.resources.map((resource) => resource.str).join(', ') || schedule.scope,
      schedule.frequency ?? schedule.cron,
      schedule.status,
      schedule.next_runs[0] ?? null,
    ]);
    const empty = `No schedules yet: add one on ${screen(context, href.schedules)}.`;
    const headers = ['ID', 'TASK', 'ON', 'EVERY', 'STATUS', 'NEXT RUN'];
    return listed(schedules, query.offset, headers, rows, empty);
  },
};
