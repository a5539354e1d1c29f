import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ownRoot = join(__dirname, '..', '..');

/** Every source file of the contract but its tests, sorted: what the schemas are made of. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    })
    .sort();
}

/**
 * Which contract this is: a hash of the contract's sources and of the zod that runs them. The API
 * names it on every answer its response schema checked (CONTRACT_VERSION_HEADER) and webpack writes
 * it into the browser build, so a browser knows when an answer was checked by the very schemas it
 * would check it with (decision 014). Node only (it reads the files); any edit, even a comment,
 * gives a new version: the browser then checks as before, never less.
 */
export function contractSourceVersion(contractRoot = ownRoot): string {
  const hash = createHash('sha256');
  const zod = require.resolve('zod/package.json', { paths: [contractRoot] });
  hash.update(`zod ${(JSON.parse(readFileSync(zod, 'utf8')) as { version: string }).version}\n`);
  for (const file of sourceFiles(join(contractRoot, 'src'))) {
    hash.update(`${relative(contractRoot, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
