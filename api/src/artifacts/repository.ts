import type { Queryable } from '../db/connection';
import { findTeamRow } from '../db/repository-team-rows';

export interface ArtifactRow {
  id: string;
  account_id: string;
  scan_id: string | null;
  name: string;
  content_type: string;
  size_bytes: number;
  /** SHA-256 of the bytes (hex), their key in the blobs; null for artifacts stored by id. */
  content_hash: string | null;
}

const COLUMNS = 'id, account_id, scan_id, name, content_type, size_bytes, content_hash';

/** The team's artifact; another team's id reads as missing. */
export const findArtifact = (db: Queryable, accountId: string, id: string) =>
  findTeamRow<ArtifactRow>(db, 'artifacts', accountId, id, COLUMNS);

/** Whether another scan's artifact of the team already holds bytes with this hash. */
export async function hashStoredElsewhere(
  db: Queryable,
  accountId: string,
  hash: string,
  scanId: string,
) {
  const rows = await db.query(
    `SELECT 1 FROM artifacts WHERE account_id = $1 AND content_hash = $2
       AND scan_id IS DISTINCT FROM $3 LIMIT 1`,
    [accountId, hash, scanId],
  );
  return rows.length > 0;
}

export async function findScanArtifact(db: Queryable, scanId: string, name: string) {
  const rows = await db.query<ArtifactRow>(
    `SELECT ${COLUMNS} FROM artifacts WHERE scan_id = $1 AND name = $2`,
    [scanId, name],
  );
  return rows[0] ?? null;
}

/** The scan's artifact `name`, inserted or overwritten. */
export async function upsertScanArtifact(
  db: Queryable,
  row: { accountId: string; scanId: string; name: string; contentType: string; size: number },
  hash: string,
) {
  const rows = await db.query<ArtifactRow>(
    `INSERT INTO artifacts (account_id, scan_id, name, content_type, size_bytes, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (scan_id, name) DO UPDATE
       SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes,
         content_hash = EXCLUDED.content_hash
     RETURNING ${COLUMNS}`,
    [row.accountId, row.scanId, row.name, row.contentType, row.size, hash],
  );
  return rows[0]!;
}

/** The case run's artifact `name`, inserted or overwritten (stored by id, no hash). */
export async function upsertCaseRunArtifact(
  db: Queryable,
  row: { accountId: string; caserunId: string; name: string; contentType: string; size: number },
) {
  const rows = await db.query<ArtifactRow>(
    `INSERT INTO artifacts (account_id, caserun_id, name, content_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (caserun_id, name) WHERE caserun_id IS NOT NULL DO UPDATE
       SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes
     RETURNING ${COLUMNS}`,
    [row.accountId, row.caserunId, row.name, row.contentType, row.size],
  );
  return rows[0]!;
}

/** Of these teams' hashes, those an artifact other than the `leaving` ones still uses. */
export function hashesInUse(
  db: Queryable,
  accountIds: string[],
  hashes: string[],
  leavingIds: string[],
) {
  return db.query<{ account_id: string; content_hash: string }>(
    `SELECT DISTINCT account_id, content_hash FROM artifacts
       WHERE account_id = ANY($3::uuid[]) AND content_hash = ANY($1::text[])
         AND NOT (id = ANY($2::uuid[]))`,
    [hashes, leavingIds, accountIds],
  );
}

/** Deletes artifact rows (their bytes are removed first, by the store). */
export async function deleteArtifactRows(db: Queryable, ids: string[]) {
  await db.query('DELETE FROM artifacts WHERE id = ANY($1::uuid[])', [ids]);
}
