import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRERENDER_DIR, PRERENDER_INDEX, prerenderFileName } from './prerender-files';

interface Prerender {
  paths: string[];
  render(path: string): string;
}

/** Run by prerender.ts in a process of its own: `tsx prerender-run.ts <app dir> <dist dir>`. */
async function main() {
  const appDir = resolve(process.argv[2] ?? '.');
  const distDir = resolve(process.argv[3] ?? join(appDir, 'dist'));
  const { prerender } = (await import(join(appDir, 'src', 'prerender.tsx'))) as {
    prerender: Prerender;
  };
  const out = join(distDir, PRERENDER_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const index: Record<string, string> = {};
  for (const path of prerender.paths) {
    const file = prerenderFileName(path);
    writeFileSync(join(out, file), prerender.render(path));
    index[path] = file;
  }
  writeFileSync(join(out, PRERENDER_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  console.log(`[build] prerendered ${prerender.paths.join(', ')} into ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
