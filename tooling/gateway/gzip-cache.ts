import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** What the cache may hold, compressed: every build of the five apps with its source maps fits. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface Entry {
  /** The file as it was when compressed: a file rewritten in place is compressed anew. */
  mtimeMs: number;
  size: number;
  body: Promise<Buffer>;
  bytes: number;
}

/**
 * Gzipped files kept in memory, compressed once at level 9 (the wire size `pnpm bench:bundle`
 * reports) instead of on every request: under load, compressing each script again made the
 * gateway answer a page's dozen scripts tens of milliseconds apart, and every first visit paid it.
 * Least recently used first out when over MAX_CACHED_BYTES.
 */
export class GzipCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_CACHED_BYTES) {}

  /** The gzipped contents of `file`, whose stat the caller has just read. */
  get(file: string, stat: { mtimeMs: number; size: number }): Promise<Buffer> {
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(file);
      this.entries.set(file, cached);
      return cached.body;
    }
    this.forget(file);
    const body = readFile(file)
      .then((raw) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }))
      .then((compressed) => {
        if (this.entries.get(file) === entry) {
          entry.bytes = compressed.length;
          this.bytes += compressed.length;
          this.evict();
        }
        return compressed;
      });
    const entry: Entry = { mtimeMs: stat.mtimeMs, size: stat.size, bytes: 0, body };
    // A failed read is not kept: the next request tries again.
    entry.body.catch(() => this.entries.get(file) === entry && this.forget(file));
    this.entries.set(file, entry);
    return entry.body;
  }

  private forget(file: string) {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(file);
  }

  private evict() {
    for (const file of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.forget(file);
    }
  }
}
