import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
export const FRONT_END_APPS = [
  'host',
  'remote-auth',
  'remote-onboarding',
  'remote-billing',
  'remote-monitoring',
];

/** Production builds of the host and the four remotes, two at a time (the machines have 2 cores). */
export function buildAllApps(): void {
  const filters = FRONT_END_APPS.flatMap((app) => ['--filter', `@vigil/${app}`]);
  const result = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The front-end build failed.');
}
