import { mkdtempSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliBest, CompressionCache } from './compression-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-compression-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string, mtime = new Date('2026-11-26T12:00:00Z')) {
  const path = join(dir, name);
  writeFileSync(path, content);
  utimesSync(path, mtime, mtime);
  return path;
}

describe('CompressionCache', () => {
  it('compresses a file once and answers later requests from memory', async () => {
    const cache = new CompressionCache();
    const path = file('main.js', 'console.log("x");'.repeat(200));
    const first = await cache.get(path, statSync(path));
    expect(gunzipSync(first).toString()).toBe('console.log("x");'.repeat(200));
    expect(await cache.get(path, statSync(path))).toBe(first);
  });

  it('compresses a file rewritten in place anew: a publish is never answered with old bytes', async () => {
    const cache = new CompressionCache();
    const path = file('app.json', '{"version":1}');
    await cache.get(path, statSync(path));
    file('app.json', '{"version":2}', new Date('2026-11-26T12:00:05Z'));
    expect(gunzipSync(await cache.get(path, statSync(path))).toString()).toBe('{"version":2}');
  });

  it('lets the least recently used file go when over its size', async () => {
    const cache = new CompressionCache(undefined, { maxBytes: 40 });
    const a = file('a.js', 'a'.repeat(1000));
    const b = file('b.js', 'b'.repeat(1000));
    const firstA = await cache.get(a, statSync(a));
    await cache.get(b, statSync(b));
    // Both no longer fit: a, used least recently, was dropped and is compressed again.
    const againA = await cache.get(a, statSync(a));
    expect(againA).not.toBe(firstA);
    expect(gunzipSync(againA).toString()).toBe('a'.repeat(1000));
  });

  it('keeps no failed read: the next request for the same file tries again', async () => {
    const cache = new CompressionCache();
    const path = file('late.js', 'late');
    const stat = statSync(path);
    unlinkSync(path);
    await expect(cache.get(path, stat)).rejects.toThrow(/ENOENT/);
    file('late.js', 'late');
    expect(gunzipSync(await cache.get(path, stat)).toString()).toBe('late');
  });

  it('compresses a file copied over with its old times kept anew (its ctime changed)', async () => {
    const cache = new CompressionCache();
    const path = file('entry.js', 'one!');
    const before = statSync(path);
    await cache.get(path, before);
    writeFileSync(path, 'two!');
    utimesSync(path, before.atime, before.mtime);
    const after = statSync(path);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(gunzipSync(await cache.get(path, after)).toString()).toBe('two!');
  });

  it('does not keep a file larger than the whole cache, nor drop the others for it', async () => {
    const cache = new CompressionCache(undefined, { maxBytes: 40 });
    const small = file('small.js', 'a'.repeat(100));
    const firstSmall = await cache.get(small, statSync(small));
    const big = file('big.js', Array.from({ length: 500 }, (_, i) => i * 7919).join(','));
    const firstBig = await cache.get(big, statSync(big));
    expect(await cache.get(big, statSync(big))).not.toBe(firstBig);
    expect(await cache.get(small, statSync(small))).toBe(firstSmall);
  });

  it('says a file is ready only once compressed, and only for the version it compressed', async () => {
    const cache = new CompressionCache(brotliBest);
    const path = file('slow.js', 'let slow = 1;'.repeat(300));
    expect(cache.ready(path, statSync(path))).toBeUndefined();
    const body = await cache.get(path, statSync(path));
    expect(brotliDecompressSync(body).toString()).toBe('let slow = 1;'.repeat(300));
    expect(cache.ready(path, statSync(path))).toBe(body);
    file('slow.js', 'let slow = 2;', new Date('2026-11-26T12:00:09Z'));
    expect(cache.ready(path, statSync(path))).toBeUndefined();
  });

  it('counts a ready answer as a use: the file last served is the last to go', async () => {
    const cache = new CompressionCache(undefined, { maxBytes: 60 });
    const a = file('a.js', 'a'.repeat(1000));
    const b = file('b.js', 'b'.repeat(1000));
    await cache.get(a, statSync(a));
    await cache.get(b, statSync(b));
    expect(cache.ready(a, statSync(a))).toBeDefined();
    const c = file('c.js', 'c'.repeat(1000));
    await cache.get(c, statSync(c));
    // Three no longer fit: b, used least recently, went; a was served from ready() after it.
    expect(cache.ready(a, statSync(a))).toBeDefined();
    expect(cache.ready(b, statSync(b))).toBeUndefined();
  });

  it('compresses one file at a time when asked to, in the order asked', async () => {
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const slow = async (raw: Buffer) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push(raw.toString());
      running -= 1;
      return raw;
    };
    const cache = new CompressionCache(slow, { oneAtATime: true });
    const paths = ['one', 'two', 'three'].map((name) => file(`${name}.js`, name));
    await Promise.all(paths.map((path) => cache.get(path, statSync(path))));
    expect(most).toBe(1);
    expect(order).toEqual(['one', 'two', 'three']);
  });
});
