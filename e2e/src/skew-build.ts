import { loadApp } from '@vigil/tooling/webpack/load-app';
import { createAppConfig } from '@vigil/tooling/webpack/create-config';
import { runBuild } from '@vigil/tooling/webpack/run-build';

/**
 * `tsx skew-build.ts <app folder> <out folder>`, run by version-skew.test.ts with the test-only
 * VIGIL_TEST_SHARED_VERSIONS set: the app's production build as `pnpm build` makes it, written
 * elsewhere than its dist/ (which the other journeys publish from). A process of its own, so the
 * journey's Jest worker does not load (and transform) webpack.
 */
async function main() {
  const [appDir, outDir] = process.argv.slice(2);
  if (!appDir || !outDir) throw new Error('usage: skew-build.ts <app folder> <out folder>');
  const config = createAppConfig(await loadApp(appDir), 'production');
  const stats = await runBuild({ ...config, output: { ...config.output, path: outDir } });
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true }));
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
