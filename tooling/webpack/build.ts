import webpack from 'webpack';
import { createAppConfig } from './create-config';
import { join } from 'node:path';
import { loadApp } from './load-app';
import { prerenderApp } from './prerender';
import { writeStartupPreloads } from './startup-preloads';

/** `pnpm build` in an app folder: one production build into dist/. */
async function main() {
  const app = await loadApp(process.argv[2] ?? '.');
  const compiler = webpack(createAppConfig(app, 'production'));
  compiler.run((error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error ?? stats?.toString({ colors: false, all: false, errors: true }));
      process.exit(1);
    }
    console.log(
      `[build] ${app.name}: ${Object.keys(stats.compilation.assets).length} files in ${app.dir}/dist`,
    );
    // The shell's page lists the chunks its start-up needs (a remote's page is only for dev).
    if (!app.exposes) {
      const preloads = writeStartupPreloads(join(app.dir, 'dist'));
      console.log(`[build] ${app.name}: ${preloads} start-up chunks preloaded by index.html`);
    }
    try {
      prerenderApp(app.dir);
    } catch (prerenderError) {
      console.error(prerenderError);
      process.exit(1);
    }
    compiler.close(() => undefined);
  });
}

void main();
