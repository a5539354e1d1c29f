import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { injectIntoHtml } from './inject-into-html';

/**
 * Run by system-stylesheet.ts: `tsx system-stylesheet-run.ts <app dir> <dist dir> <build>`. The
 * CSS comes from the @vigil/shared the app itself depends on: the one its bundle was built from.
 */
async function main() {
  const [appDir = '.', distDir = 'dist', build] = process.argv.slice(2);
  if (!build) throw new Error('usage: system-stylesheet-run.ts <app dir> <dist dir> <build>');
  const fromApp = createRequire(join(resolve(appDir), 'package.json'));
  const { renderSystemStylesheet } = (await import(fromApp.resolve('@vigil/shared/prerender'))) as {
    renderSystemStylesheet(build: string): string;
  };
  const index = join(resolve(distDir), 'index.html');
  const html = injectIntoHtml(readFileSync(index, 'utf8'), renderSystemStylesheet(build));
  writeFileSync(index, html);
  console.log(`[build] the style system's CSS written into ${index}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
