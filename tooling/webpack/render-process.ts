import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs one of the build's render scripts (prerender-run.ts, system-stylesheet-run.ts) in a process
 * of its own: the apps' JSX, and @vigil/shared's, need the compiler options of
 * prerender.tsconfig.json, and React's production server build (NODE_ENV) renders what the
 * production bundle renders. A failure fails the build: a stale or missing output would be served
 * without anyone noticing.
 */
export function runRenderScript(script: string, args: string[], what: string): void {
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      '--tsconfig',
      join(__dirname, 'prerender.tsconfig.json'),
      join(__dirname, script),
      ...args,
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}).`);
}
