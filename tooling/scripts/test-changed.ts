import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { JEST } from './stages/jest-stages';
import { projectsForChange, readWorkspace } from './stages/changed-projects';

/**
 * `pnpm test:changed [--since <ref>]`: the Jest projects of the packages a change touches and of
 * the packages depending on them. The change is what is not committed yet (staged, unstaged and
 * new files), plus with `--since` what was committed after `<ref>`. Extra arguments go to Jest
 * (before --selectProjects, which would take a path as a project's name).
 */
const root = join(__dirname, '..', '..');
const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt >= 0 ? args.splice(sinceAt, 2)[1] : undefined;

const git = (...gitArgs: string[]) =>
  spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = new Set([
  ...git('diff', '--name-only', since ?? 'HEAD'),
  ...git('ls-files', '--others', '--exclude-standard'),
]);

const projects = projectsForChange(
  [...changed],
  readWorkspace(root),
  Boolean(process.env.VIGIL_TEST_DATABASE_URL),
);
if (projects === null) {
  console.log(
    '[test:changed] a change outside the packages (root set-up, lockfile): run `pnpm test:all`',
  );
  process.exit(1);
}
if (projects.length === 0) {
  console.log('[test:changed] nothing changed that a test covers');
  process.exit(0);
}
console.log(`[test:changed] ${changed.size} changed files → ${projects.join(', ')}`);
const result = spawnSync(process.execPath, [...JEST, ...args, '--selectProjects', ...projects], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
