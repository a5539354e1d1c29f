import webpack from 'webpack';
import { createAppConfig } from './create-config';
import { loadApp } from './load-app';

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
    compiler.close(() => undefined);
  });
}

void main();
