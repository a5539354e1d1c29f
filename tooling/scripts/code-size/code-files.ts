import { execFileSync } from 'node:child_process';

/**
 * The repository's code files as issue 41 measures them: tracked TypeScript and .mjs files,
 * without tests, test support (`testing/`, `test/`), benchmarks and the journeys.
 */
export function codeFiles(root: string): string[] {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  return tracked.split('\n').filter((path) => path !== '' && !isTestSupport(path));
}

export function isTestSupport(path: string): boolean {
  return /\.test\.|\/testing\/|\/test\/|\/bench\/|^e2e\//.test(path);
}
