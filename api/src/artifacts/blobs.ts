import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where an artifact's bytes live, by key (`<account id>/<artifact id>`). Rows, ownership and
 * content types are the store's business (store.ts); a backend only keeps bytes.
 */
export interface Blobs {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when nothing is stored under `key`. */
  get(key: string): Promise<{ body: Readable; size: number | undefined } | null>;
  /** Removes these keys; a key already gone is not an error (the retention job may re-run). */
  remove(keys: string[]): Promise<void>;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under `dir`, one per key, owner-only. */
export function diskBlobs(dir: string): Blobs {
  return {
    kind: 'disk',
    async put(key, data) {
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(key) {
      // Opened before streaming, so a missing file is a null here and not a stream error later.
      const handle = await open(join(dir, key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      // A directory opens on Linux and fails only once streamed (a 500 mid-answer): not a blob.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: stats.size };
    },
    async remove(keys) {
      for (const key of keys) {
        await unlink(join(dir, key)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
    },
  };
}
