import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFiles } from './code-files';
import { functionsOf } from './long-functions';

/**
 * Prints the code-size figures issue 41 tracks: code files over 300 lines and functions over 60
 * lines (tests, test support, benchmarks and journeys left out). `pnpm code-size [--list]`.
 */
const root = join(__dirname, '..', '..', '..');
const FILE_LIMIT = 300;
const FUNCTION_LIMIT = 60;

const files = codeFiles(root).map((path) => ({
  path,
  source: readFileSync(join(root, path), 'utf8'),
}));
const longFiles = files
  .map(({ path, source }) => ({
    path,
    lines: source.split('\n').length - (source.endsWith('\n') ? 1 : 0),
  }))
  .filter((file) => file.lines > FILE_LIMIT);
const longFunctions = files
  .flatMap(({ path, source }) => functionsOf(path, source))
  .filter((fn) => fn.lines > FUNCTION_LIMIT)
  .sort((a, b) => b.lines - a.lines);

console.log(`code files: ${files.length}`);
console.log(`code files over ${FILE_LIMIT} lines: ${longFiles.length}`);
for (const file of longFiles) console.log(`  ${file.lines}\t${file.path}`);
console.log(`functions over ${FUNCTION_LIMIT} lines: ${longFunctions.length}`);
if (process.argv.includes('--list'))
  for (const fn of longFunctions) console.log(`  ${fn.lines}\t${fn.file}:${fn.line}\t${fn.name}`);
