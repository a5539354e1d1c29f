import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostStartupChunks } from './bundle-sizes';

/**
 * `<link rel="preload">` of each chunk, at low priority: fetched while main.js downloads instead
 * of after it has run (one round trip less before the first screen, issue 18), without competing
 * with what the browser needs first. The runtime's own script tags then find the files in the
 * memory cache: each is downloaded once and run once, and a failed preload changes nothing (the
 * runtime loads and reports the chunk as it always did).
 */
export function withStartupPreloads(html: string, files: string[]): string {
  const links = files
    .map((file) => `<link rel="preload" as="script" fetchpriority="low" href="/${file}">`)
    .join('');
  const head = html.search(/<\/head>/i);
  return head < 0 ? html : html.slice(0, head) + links + html.slice(head);
}

/** Writes the host's startup chunks into its built index.html; returns how many. */
export function writeStartupPreloads(dist: string): number {
  const index = join(dist, 'index.html');
  const files = hostStartupChunks(dist);
  writeFileSync(index, withStartupPreloads(readFileSync(index, 'utf8'), files));
  return files.length;
}
