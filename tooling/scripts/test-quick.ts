import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { JEST, UNIT_PROJECTS } from './stages/jest-stages';

/**
 * `pnpm test:quick`: the daily inner loop. The contract, tooling and every front-end package's
 * units and components, in jsdom; no browser, no database, no build. Extra arguments go to Jest.
 */
const root = join(__dirname, '..', '..');
const result = spawnSync(
  process.execPath,
  [...JEST, ...process.argv.slice(2), '--selectProjects', ...UNIT_PROJECTS],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
