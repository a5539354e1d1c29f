import webpack from 'webpack';
import { createAppConfig } from './create-config';
import { join } from 'node:path';
import { loadApp } from './load-app';
import { prerenderApp } from './prerender';
import { writeStartupPreloads } from './startup-preloads';
import { writeSystemStylesheet } from './system-stylesheet';

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
    try {
      // The shell's page lists the chunks its start-up needs and carries the style system's CSS
      // (a remote's page is only for dev).
      if (!app.exposes) {
        const preloads = writeStartupPreloads(join(app.dir, 'dist'));
        console.log(`[build] ${app.name}: ${preloads} start-up chunks preloaded by index.html`);
        writeSystemStylesheet(app.dir, stats.compilation.hash ?? '');
      }
      prerenderApp(app.dir);
    } catch (pageError) {
      console.error(pageError);
      process.exit(1);
    }
    compiler.close(() => undefined);
  });
}

void main();
