import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runRenderScript } from './render-process';

/** A remote opts in with this module (see remote-auth/src/prerender.tsx). */
const PRERENDER_MODULE = join('src', 'prerender.tsx');

/**
 * Renders the screens an app offers ahead of time into its dist (see prerender-run.ts). Returns
 * false when the app offers nothing; a failure fails the build.
 */
export function prerenderApp(appDir: string, distDir = join(appDir, 'dist')): boolean {
  if (!existsSync(join(appDir, PRERENDER_MODULE))) return false;
  runRenderScript('prerender-run.ts', [appDir, distDir], `Prerendering ${appDir}`);
  return true;
}
