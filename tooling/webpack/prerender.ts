import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A remote opts in with this module (see remote-auth/src/prerender.tsx). */
const PRERENDER_MODULE = join('src', 'prerender.tsx');

/**
 * Renders the screens an app offers ahead of time into its dist (see prerender-run.ts). Its own
 * process: the app's JSX, and @vigil/shared's, need the compiler options of prerender.tsconfig.json,
 * and React's production server build (NODE_ENV) renders what the production bundle renders.
 * Returns false when the app offers nothing. A failure fails the build: a stale or missing
 * screen would be served without anyone noticing.
 */
export function prerenderApp(appDir: string, distDir = join(appDir, 'dist')): boolean {
  if (!existsSync(join(appDir, PRERENDER_MODULE))) return false;
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      '--tsconfig',
      join(__dirname, 'prerender.tsconfig.json'),
      join(__dirname, 'prerender-run.ts'),
      appDir,
      distDir,
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0)
    throw new Error(`Prerendering ${appDir} failed (exit ${result.status}).`);
  return true;
}
