import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/connection';

export interface ArtifactRow {
  id: string;
  account_id: string;
  scan_id: string | null;
  name: string;
  content_type: string;
  size_bytes: number;
}

/** Artifacts of a scan (screenshots, page sources) on disk, one file per artifact id. */
export interface ArtifactStore {
  /** Stores `name` of a scan; the same scan and name again overwrites the same artifact. */
  save(input: {
    accountId: string;
    scanId: string;
    name: string;
    contentType: string;
    data: Buffer;
  }): Promise<ArtifactRow>;
  /** The artifact when it belongs to `accountId`; another team's id reads as missing. */
  read(accountId: string, id: string): Promise<{ row: ArtifactRow; data: Buffer } | null>;
}

const COLUMNS = 'id, account_id, scan_id, name, content_type, size_bytes';

export function diskArtifactStore(db: Queryable, dir: string): ArtifactStore {
  const pathOf = (row: Pick<ArtifactRow, 'account_id' | 'id'>) => join(dir, row.account_id, row.id);
  return {
    async save({ accountId, scanId, name, contentType, data }) {
      const rows = await db.query<ArtifactRow>(
        `INSERT INTO artifacts (account_id, scan_id, name, content_type, size_bytes)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (scan_id, name) DO UPDATE
           SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes
         RETURNING ${COLUMNS}`,
        [accountId, scanId, name, contentType, data.length],
      );
      const row = rows[0]!;
      const path = pathOf(row);
      await mkdir(join(dir, row.account_id), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, path);
      return row;
    },
    async read(accountId, id) {
      const rows = await db.query<ArtifactRow>(
        `SELECT ${COLUMNS} FROM artifacts WHERE id = $1 AND account_id = $2`,
        [id, accountId],
      );
      const row = rows[0];
      if (!row) return null;
      try {
        return { row, data: await readFile(pathOf(row)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
