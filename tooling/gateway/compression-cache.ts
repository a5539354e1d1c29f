import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** How a cache compresses a file's bytes (zlib's async calls run off the event loop). */
export type Compress = (raw: Buffer) => Promise<Buffer>;

/** Level 9: the wire size `pnpm bench:bundle` reports. */
export const gzipBest: Compress = (raw) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION });

/**
 * Brotli at its best quality: about 12% smaller than gzip 9 on the apps' scripts (Home's first
 * load 304 → about 270 KiB), but about a second of CPU for a whole build, hence compressed once.
 */
export const brotliBest: Compress = (raw) =>
  brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });

/**
 * What one cache may hold, compressed (the gateway keeps one per encoding, so twice this at
 * most, plus files being compressed): every build of the five apps with its source maps fits.
 */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** What identifies one version of a file: a file rewritten or replaced is compressed anew. */
export interface FileStat {
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

interface Entry {
  version: string;
  body: Promise<Buffer>;
  /** The compressed bytes once known (and counted in the cache's size); absent while compressing. */
  done?: Buffer;
}

/** ctime as well as mtime: a copy that keeps mtimes (`cp -p`, rsync -a, tar) still changes it. */
const versionOf = (stat: FileStat) => `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;

/**
 * Compressed files kept in memory, compressed once instead of on every request: under load,
 * compressing each script again made the gateway answer a page's dozen scripts tens of
 * milliseconds apart, and every first visit paid it. Least recently used first out when over
 * `maxBytes`; a file larger than that by itself is compressed for its request and not kept.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** The last compression queued, when files are compressed one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly maxBytes: number;
  private readonly oneAtATime: boolean;

  constructor(
    private readonly compress: Compress = gzipBest,
    options: { maxBytes?: number; oneAtATime?: boolean } = {},
  ) {
    this.maxBytes = options.maxBytes ?? MAX_CACHED_BYTES;
    this.oneAtATime = options.oneAtATime ?? false;
  }

  /**
   * Reads and compresses now, or after the files queued before it (oneAtATime). The read waits
   * its turn too: queued after their reads, files would be compressed in whichever order the disk
   * answered, not the order asked.
   */
  private compressInTurn(file: string): Promise<Buffer> {
    const work = () => readFile(file).then((raw) => this.compress(raw));
    if (!this.oneAtATime) return work();
    const turn = this.queue.then(work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * The compressed contents of `file` if they are ready now (else undefined): for a slow
   * encoding, served when ready while a quicker one answers meanwhile (see `get` to start it).
   */
  ready(file: string, stat: FileStat): Buffer | undefined {
    const cached = this.entries.get(file);
    if (cached?.version !== versionOf(stat) || !cached.done) return undefined;
    this.touch(file, cached);
    return cached.done;
  }

  /** The compressed contents of `file`, whose stat the caller has just read. */
  get(file: string, stat: FileStat): Promise<Buffer> {
    const version = versionOf(stat);
    const cached = this.entries.get(file);
    if (cached?.version === version) {
      this.touch(file, cached);
      return cached.body;
    }
    this.forget(file);
    const body = this.compressInTurn(file).then((compressed) => {
      if (this.entries.get(file) !== entry) return compressed;
      if (compressed.length > this.maxBytes) {
        this.forget(file);
        return compressed;
      }
      entry.done = compressed;
      this.bytes += compressed.length;
      this.evict();
      return compressed;
    });
    const entry: Entry = { version, body };
    // A failed read is not kept: the next request tries again.
    body.catch(() => this.entries.get(file) === entry && this.forget(file));
    this.entries.set(file, entry);
    return body;
  }

  /** Most recently used last: Map keeps insertion order, and eviction starts at the front. */
  private touch(file: string, entry: Entry) {
    this.entries.delete(file);
    this.entries.set(file, entry);
  }

  private forget(file: string) {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.bytes -= entry.done?.length ?? 0;
    this.entries.delete(file);
  }

  /** Drops the least recently used files until the rest fit; files still compressing stay. */
  private evict() {
    for (const [file, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      if (entry.done) this.forget(file);
    }
  }
}
