import type { CheckReport } from './model';

// A cell is one line of inline Markdown: pipes escaped, and HTML (a changed `<h1>`) shown as text.
const cell = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A CI job summary (GitHub's $GITHUB_STEP_SUMMARY, a GitLab MR note): verdict, then a table. */
export function toMarkdown(report: CheckReport): string {
  const failed = report.rows.filter((row) => row.outcome === 'failed').length;
  const verdict = failed
    ? `❌ ${failed} of ${report.rows.length} failed`
    : `✅ all ${report.rows.length} passed`;
  const rows = report.rows.map((row) => {
    const score = row.score == null ? '' : row.score.toFixed(1);
    const status = row.outcome === 'passed' ? '✅ passed' : '❌ failed';
    return `| [${cell(row.name)}](${row.link}) | ${status} | ${score} | ${cell(row.message)} |`;
  });
  return [
    `### ${cell(report.title)}: ${verdict}`,
    '',
    '| Checked | Result | Score | What changed |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
