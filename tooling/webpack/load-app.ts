import { resolve } from 'node:path';
import type { AppOptions } from './create-config';

/** Reads an app's `federation.config.ts` (its AppOptions) from the app's folder. */
export async function loadApp(dir: string): Promise<AppOptions> {
  const appDir = resolve(dir);
  const module = (await import(resolve(appDir, 'federation.config.ts'))) as {
    app: Omit<AppOptions, 'dir'>;
  };
  return { ...module.app, dir: appDir };
}
