import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GzipCache } from './gzip-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-gzip-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string, mtime = new Date('2026-11-26T12:00:00Z')) {
  const path = join(dir, name);
  writeFileSync(path, content);
  utimesSync(path, mtime, mtime);
  return path;
}

describe('GzipCache', () => {
  it('compresses a file once and answers later requests from memory', async () => {
    const cache = new GzipCache();
    const path = file('main.js', 'console.log("x");'.repeat(200));
    const first = await cache.get(path, statSync(path));
    expect(gunzipSync(first).toString()).toBe('console.log("x");'.repeat(200));
    expect(await cache.get(path, statSync(path))).toBe(first);
  });

  it('compresses a file rewritten in place anew: a publish is never answered with old bytes', async () => {
    const cache = new GzipCache();
    const path = file('app.json', '{"version":1}');
    await cache.get(path, statSync(path));
    file('app.json', '{"version":2}', new Date('2026-11-26T12:00:05Z'));
    expect(gunzipSync(await cache.get(path, statSync(path))).toString()).toBe('{"version":2}');
  });

  it('lets the least recently used file go when over its size', async () => {
    const cache = new GzipCache(40);
    const a = file('a.js', 'a'.repeat(1000));
    const b = file('b.js', 'b'.repeat(1000));
    const firstA = await cache.get(a, statSync(a));
    await cache.get(b, statSync(b));
    // Both no longer fit: a, used least recently, was dropped and is compressed again.
    const againA = await cache.get(a, statSync(a));
    expect(againA).not.toBe(firstA);
    expect(gunzipSync(againA).toString()).toBe('a'.repeat(1000));
  });

  it('keeps no failed read: the next request tries again', async () => {
    const cache = new GzipCache();
    const path = join(dir, 'late.js');
    await expect(cache.get(path, { mtimeMs: 1, size: 4 })).rejects.toThrow(/ENOENT/);
    file('late.js', 'late');
    const stat = statSync(path);
    expect(gunzipSync(await cache.get(path, stat)).toString()).toBe('late');
  });
});
