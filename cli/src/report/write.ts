import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context, Outcome, Values } from '../command';
import { table } from '../format';
import { toJunit } from './junit';
import { toMarkdown } from './markdown';
import { failedRows, type CheckReport } from './model';

export const REPORT_OPTIONS = {
  junit: { type: 'string' },
  summary: { type: 'string' },
} as const;

/**
 * Writes the reporters a command was asked for (--junit FILE, --summary FILE; on GitHub Actions
 * the summary also goes to $GITHUB_STEP_SUMMARY) and turns the report into the outcome: exit 1
 * when a row failed.
 */
export function finishReport(
  context: Context,
  values: Values,
  report: CheckReport,
  data: unknown,
  failed = failedRows(report).length > 0,
): Outcome {
  const { cwd, env } = context.io;
  if (typeof values.junit === 'string') writeFileSync(resolve(cwd, values.junit), toJunit(report));
  if (typeof values.summary === 'string')
    writeFileSync(resolve(cwd, values.summary), toMarkdown(report));
  else if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, toMarkdown(report));
  const rows = report.rows.map((row) => [row.outcome, row.name, row.message || row.link]);
  const verdict = failed ? 'FAILED' : 'passed';
  const text = `${table(['RESULT', 'CHECKED', 'DETAIL'], rows)}\n\n${report.title}: ${verdict}`;
  return { exitCode: failed ? 1 : 0, data: { ...(data as object), passed: !failed }, text };
}
