import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { StageResult } from './run-stages';

interface JestFileJson {
  name?: string;
  status?: string;
  message?: string;
  assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
}

/** Lines of one failure kept in the summary: the message and the first frames, not the stack. */
const LINES_PER_FAILURE = 12;

// eslint-disable-next-line no-control-regex -- the escape codes Jest colours its messages with
const ANSI = /\u001b\[[0-9;]*m/g;

const excerpt = (message: string) =>
  message
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, LINES_PER_FAILURE)
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * What failed, named, at the very end of `npm test`: a CI log keeps only its last part, and the
 * stage table says how many tests failed but not which. Each failed test is named with its file
 * and the start of its message; a file that failed without running a test (a syntax error, a
 * failed set-up) with the file's message; any other failed stage points to its log.
 */
export function failureSummary(results: StageResult[], root: string, logDir: string): string {
  const sections: string[] = [];
  for (const result of results) {
    if (result.outcome !== 'failed') continue;
    const { jestJson, name } = result.stage;
    const files = jestJson && existsSync(jestJson) ? jestFiles(jestJson) : undefined;
    if (!files) {
      sections.push(`[test] ${name} failed: its output is above, and in ${logDir}`);
      continue;
    }
    for (const file of files) {
      const path = file.name ? relative(root, file.name) : '(a test file)';
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        sections.push(
          `[test] ${name}: ${path} › ${test.fullName ?? ''}\n${excerpt((test.failureMessages ?? []).join('\n'))}`,
        );
      }
      if (failedTests.length === 0 && file.status === 'failed') {
        sections.push(`[test] ${name}: ${path} did not run\n${excerpt(file.message ?? '')}`);
      }
    }
  }
  return sections.join('\n\n');
}

function jestFiles(jestJson: string): JestFileJson[] {
  return (JSON.parse(readFileSync(jestJson, 'utf8')) as { testResults: JestFileJson[] })
    .testResults;
}
