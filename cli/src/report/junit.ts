import type { CheckReport } from './model';

const escape = (value: string) =>
  value
    // XML 1.0 allows no control characters but tab, newline and carriage return.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** JUnit XML as GitHub, GitLab and Jenkins read it: one testcase per row. */
export function toJunit(report: CheckReport): string {
  const failures = report.rows.filter((row) => row.outcome === 'failed').length;
  const total = report.rows.reduce((sum, row) => sum + (row.seconds ?? 0), 0);
  const cases = report.rows.map((row) => {
    const attributes = `name="${escape(row.name)}" classname="${escape(row.group)}" time="${(row.seconds ?? 0).toFixed(3)}"`;
    if (row.outcome === 'passed')
      return `    <testcase ${attributes}>\n      <system-out>${escape(row.link)}</system-out>\n    </testcase>`;
    const body = [...row.details, row.link].join('\n');
    return (
      `    <testcase ${attributes}>\n` +
      `      <failure message="${escape(row.message)}" type="vigil">${escape(body)}</failure>\n` +
      '    </testcase>'
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="vigil" tests="${report.rows.length}" failures="${failures}" time="${total.toFixed(3)}">`,
    `  <testsuite name="${escape(report.title)}" tests="${report.rows.length}" failures="${failures}" time="${total.toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
