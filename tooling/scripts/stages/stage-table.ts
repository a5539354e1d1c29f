import { existsSync, readFileSync } from 'node:fs';
import type { StageResult } from './run-stages';

/** What a Jest `--json` output file says of each project: its files, tests and their seconds. */
export interface ProjectFigures {
  project: string;
  files: number;
  tests: number;
  failed: number;
  /** The sum of its files' run times (files run side by side, so more than the wall time). */
  fileSeconds: number;
}

interface JestJson {
  testResults: {
    displayName?: string | { name: string };
    perfStats?: { start: number; end: number };
    startTime?: number;
    endTime?: number;
    assertionResults: { status: string }[];
  }[];
}

/** Jest's `--json` output names no project per file: such rows take the stage's projects. */
const UNNAMED_PROJECT = '';

export function projectFigures(jestJsonFile: string): ProjectFigures[] {
  if (!existsSync(jestJsonFile)) return [];
  const json = JSON.parse(readFileSync(jestJsonFile, 'utf8')) as JestJson;
  const byProject = new Map<string, ProjectFigures>();
  for (const file of json.testResults) {
    const name =
      typeof file.displayName === 'string'
        ? file.displayName
        : (file.displayName?.name ?? UNNAMED_PROJECT);
    const figures = byProject.get(name) ?? {
      project: name,
      files: 0,
      tests: 0,
      failed: 0,
      fileSeconds: 0,
    };
    const start = file.perfStats?.start ?? file.startTime ?? 0;
    const end = file.perfStats?.end ?? file.endTime ?? start;
    figures.files += 1;
    figures.tests += file.assertionResults.length;
    figures.failed += file.assertionResults.filter((test) => test.status === 'failed').length;
    figures.fileSeconds += Math.max(0, end - start) / 1000;
    byProject.set(name, figures);
  }
  return [...byProject.values()].sort((a, b) => a.project.localeCompare(b.project));
}

const seconds = (value: number) => value.toFixed(0);

/**
 * The table `npm test` ends with: each stage's outcome, when it started, how long it took and
 * the CPU seconds it used (lanes run side by side, so starts overlap; the CPU is a lower bound,
 * see with-cpu-time.mjs), each Jest project under its stage, and the wall time of the whole run. Markdown, so a CI log's table can be pasted into the README as it is.
 */
export function stageTable(
  results: StageResult[],
  wallSeconds: number,
  extra: { name: string; seconds: number }[] = [],
): string {
  const rows: string[][] = [];
  for (const { name, seconds: took } of extra) {
    rows.push([name, 'passed', '—', seconds(took), '—', '']);
  }
  const ordered = [...results].sort((a, b) => a.startedAt - b.startedAt);
  const cpu = (value: number | undefined) => (value === undefined ? '—' : seconds(value));
  for (const result of ordered) {
    rows.push([
      result.stage.name,
      result.outcome,
      seconds(result.startedAt),
      result.outcome === 'skipped' ? '—' : seconds(result.seconds),
      cpu(result.cpuSeconds),
      '',
    ]);
    if (!result.stage.jestJson) continue;
    for (const project of projectFigures(result.stage.jestJson)) {
      const failed = project.failed > 0 ? `, ${project.failed} failed` : '';
      const name = project.project || (result.stage.jestProjects ?? ['jest']).join(', ');
      rows.push([
        `  ${name}`,
        '',
        '',
        '',
        '',
        `${project.files} files, ${project.tests} tests${failed}, ${seconds(project.fileSeconds)} s in files`,
      ]);
    }
  }
  const measured = ordered.filter((result) => result.cpuSeconds !== undefined);
  const totalCpu = measured.length
    ? measured.reduce((sum, result) => sum + result.cpuSeconds!, 0)
    : undefined;
  rows.push([
    'whole run',
    ordered.every((r) => r.outcome === 'passed') ? 'passed' : 'failed',
    '0',
    seconds(wallSeconds),
    cpu(totalCpu),
    '',
  ]);
  return markdownTable(['stage', 'outcome', 'started (s)', 'seconds', 'CPU (s)', 'Jest'], rows);
}

function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
